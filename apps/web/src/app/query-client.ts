import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults from spec section 7; a query that must not retry (meal plan generation) overrides them itself. Queries are
 * sent even when the browser says it is offline: the service worker answers the pages kept for reading offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 2,
        refetchOnWindowFocus: false,
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: 1 },
    },
  });
}
