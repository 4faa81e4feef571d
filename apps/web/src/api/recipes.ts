import { useMutation, useQuery } from '@tanstack/react-query';
import type { Recipe, RecipeFeedbackBody } from '@forkcast/contracts';
import { api, ApiError } from './client';

export const recipeKeys = {
  detail: (id: string) => ['recipes', 'detail', id] as const,
};

/** One recipe as placed in one of the user's plans; nutrition is null without Premium. */
export function useRecipe(recipeId: string | undefined) {
  return useQuery({
    queryKey: recipeKeys.detail(recipeId ?? ''),
    queryFn: async () => (await api.get<{ data: Recipe }>(`/api/recipes/${recipeId}`)).data,
    enabled: Boolean(recipeId),
    // A recipe that does not exist (or is someone else's) will not appear on a retry.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 2,
  });
}

/** Rates a recipe; the server keeps one rating per user and recipe, so a second one replaces the first. */
export function useSubmitRecipeFeedback(recipeId: string) {
  return useMutation({
    mutationFn: (feedback: RecipeFeedbackBody) => api.post<{ data: unknown }>(`/api/recipes/${recipeId}/feedback`, feedback),
  });
}
