import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointRequest } from '@forkcast/contracts';
import { api } from './client';
import { receiptKeys } from './receipts';

/** Receipts listed per page on /receipts. */
export const RECEIPT_PAGE_SIZE = 20;

export const kitchenKeys = {
  all: ['kitchen'] as const,
  receiptList: (offset: number) => ['receipts', 'list', { offset }] as const,
  stock: ['kitchen', 'stock'] as const,
  shoppingList: ['kitchen', 'shopping-list'] as const,
  report: ['kitchen', 'report'] as const,
  cooked: (planId: string) => ['kitchen', 'cooked', planId] as const,
};

export type AddStockItemInput = EndpointRequest<'addStockItem'>['body'];
export type UpdateStockItemInput = EndpointRequest<'updateStockItem'>['body'];

/** One page of the user's receipts, newest first. */
export function useReceiptList(offset = 0) {
  return useQuery({
    queryKey: kitchenKeys.receiptList(offset),
    queryFn: () => api.call('listReceipts', { query: { limit: RECEIPT_PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Everything that reads stock: the kitchen, the shopping list, the report, and which receipts are stocked. */
function useStockChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
      queryClient.invalidateQueries({ queryKey: receiptKeys.all }),
    ]);
}

export function useStockReceipt() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async (receiptId: string) => (await api.call('stockReceipt', { params: { id: receiptId } })).data,
    onSuccess: changed,
  });
}

export function useStock() {
  return useQuery({
    queryKey: kitchenKeys.stock,
    queryFn: async () => (await api.call('listStock')).data,
    staleTime: 30_000,
  });
}

export function useAddStockItem() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async (body: AddStockItemInput) => (await api.call('addStockItem', { body })).data,
    onSuccess: changed,
  });
}

export function useUpdateStockItem() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateStockItemInput }) =>
      (await api.call('updateStockItem', { params: { id }, body })).data,
    onSuccess: changed,
  });
}

export function useTakeFromStock() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: 'used' | 'thrown' }) =>
      (await api.call('takeFromStock', { params: { id }, body: { reason } })).data,
    onSuccess: changed,
  });
}

export function useDeleteStockItem() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: (id: string) => api.call('deleteStockItem', { params: { id } }),
    onSuccess: changed,
  });
}

/** Which recipes of a plan have been cooked. */
export function useCookedRecipes(planId: string) {
  return useQuery({
    queryKey: kitchenKeys.cooked(planId),
    queryFn: async () => (await api.call('listCookedRecipes', { params: { id: planId } })).data,
    staleTime: 30_000,
  });
}

/** Marks a recipe cooked (stock goes down) or, with `undo`, puts back what it took. */
export function useCookRecipe() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async ({ recipeId, undo }: { recipeId: string; undo: boolean }) => {
      if (undo) await api.call('uncookRecipe', { params: { id: recipeId } });
      else await api.call('cookRecipe', { params: { id: recipeId } });
    },
    onSuccess: changed,
  });
}

export function useShoppingList() {
  return useQuery({
    queryKey: kitchenKeys.shoppingList,
    queryFn: async () => (await api.call('getShoppingList')).data,
    staleTime: 30_000,
  });
}

export function useStockShoppingList() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async () => (await api.call('stockShoppingList')).data,
    onSuccess: changed,
  });
}

export function useKitchenReport() {
  return useQuery({
    queryKey: kitchenKeys.report,
    queryFn: async () => (await api.call('getKitchenReport', { query: { weeks: 8 } })).data,
    staleTime: 60_000,
  });
}
