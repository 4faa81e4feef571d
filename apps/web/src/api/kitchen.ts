import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointRequest } from '@forkcast/contracts';
import { api } from './client';
import { receiptKeys } from './receipts';

/** Receipts listed per page on /receipts. */
export const RECEIPT_PAGE_SIZE = 20;

export const kitchenKeys = {
  all: ['kitchen'] as const,
  receiptList: (offset: number) => [...receiptKeys.lists, { offset }] as const,
  unstockedReceipts: [...receiptKeys.lists, { stocked: false }] as const,
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

/** The most receipts put in the kitchen at once from its banner (the list's largest page). */
const UNSTOCKED_BATCH = 100;

/** The receipts whose food is not in the kitchen yet, newest first (up to a hundred, and how many in all). */
export function useUnstockedReceipts() {
  return useQuery({
    queryKey: kitchenKeys.unstockedReceipts,
    queryFn: () => api.call('listReceipts', { query: { limit: UNSTOCKED_BATCH, offset: 0, stocked: 'false' } }),
  });
}

/** Whether the receipt's food is in the kitchen; undefined until known. */
export function useReceiptStocked(receiptId: string): boolean | undefined {
  const waiting = useUnstockedReceipts();
  if (!waiting.data) return undefined;
  if (waiting.data.data.some((receipt) => receipt.id === receiptId)) return false;
  // Beyond the first hundred waiting receipts nothing is known, so the button is offered: stocking twice adds nothing.
  return waiting.data.total <= waiting.data.data.length;
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

/** Puts several receipts' food in the kitchen, one receipt after another; resolves with the items added. */
export function useStockReceipts() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: async (receiptIds: readonly string[]) => {
      let added = 0;
      for (const id of receiptIds) added += (await api.call('stockReceipt', { params: { id } })).data.added;
      return { added };
    },
    // Some may have gone in before a failure, so the kitchen is read again either way.
    onSettled: changed,
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
