import { QueryClient } from '@tanstack/react-query';

/** Defaults from spec section 7; a query that must not retry (meal plan generation) overrides them itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 2,
        refetchOnWindowFocus: false,
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
      },
      mutations: { retry: 1 },
    },
  });
}
