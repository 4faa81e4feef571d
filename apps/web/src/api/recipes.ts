import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { RecipeFeedbackBody } from '@forkcast/contracts';
import { api, retryUnlessNotFound } from './client';

export const recipeKeys = {
  detail: (id: string) => ['recipes', 'detail', id] as const,
};

/** One recipe as placed in one of the user's plans; nutrition is null without Premium. */
export function useRecipe(recipeId: string | undefined) {
  return useQuery({
    queryKey: recipeKeys.detail(recipeId ?? ''),
    queryFn: recipeId ? async () => (await api.call('getRecipe', { params: { id: recipeId } })).data : skipToken,
    retry: retryUnlessNotFound,
  });
}

/** Rates a recipe; the server keeps one rating per user and recipe, so a second one replaces the first. */
export function useSubmitRecipeFeedback(recipeId: string) {
  return useMutation({
    mutationFn: (feedback: RecipeFeedbackBody) => api.call('rateRecipe', { params: { id: recipeId }, body: feedback }),
  });
}
