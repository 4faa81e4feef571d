import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointRequest } from '@forkcast/contracts';
import { api, retryUnlessNotFound } from './client';
import { usageKeys } from './usage';

/** Page size of the meal plans list (spec section 9). */
export const MEAL_PLAN_PAGE_SIZE = 20;

export type GenerateMealPlanInput = EndpointRequest<'generateMealPlan'>['body'];

/** Query keys in one place so every hook invalidates the same entries. */
export const mealPlanKeys = {
  all: ['meal-plans'] as const,
  list: (offset: number, limit: number) => ['meal-plans', 'list', { offset, limit }] as const,
  detail: (id: string) => ['meal-plans', 'detail', id] as const,
};

/** One page of the signed-in user's plans, newest first; the previous page stays on screen while the next loads. */
export function useMealPlans({ offset = 0, limit = MEAL_PLAN_PAGE_SIZE }: { offset?: number; limit?: number } = {}) {
  return useQuery({
    queryKey: mealPlanKeys.list(offset, limit),
    queryFn: () => api.call('listMealPlans', { query: { limit, offset } }),
    placeholderData: keepPreviousData,
  });
}

/** One plan with its recipes and metrics. */
export function useMealPlan(mealPlanId: string | undefined) {
  return useQuery({
    queryKey: mealPlanKeys.detail(mealPlanId ?? ''),
    queryFn: mealPlanId ? async () => (await api.call('getMealPlan', { params: { id: mealPlanId } })).data : skipToken,
    retry: retryUnlessNotFound,
  });
}

/** Generates a plan and resolves with its id. Never retried: a retry would spend the user's allowance twice (spec section 7). */
export function useGenerateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerateMealPlanInput) => (await api.call('generateMealPlan', { body: input })).data.id,
    retry: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
    // Counted or refused at a limit, the usage shown has changed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: usageKeys.all }),
  });
}

/** Deletes a plan; the list refetches and the deleted plan's detail is dropped from the cache. */
export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mealPlanId: string) => api.call('deleteMealPlan', { params: { id: mealPlanId } }),
    onSuccess: async (_result, mealPlanId) => {
      queryClient.removeQueries({ queryKey: mealPlanKeys.detail(mealPlanId) });
      await queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
    },
  });
}
