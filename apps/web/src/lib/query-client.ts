import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_STALE_MS } from '@takt/shared/constants';
import { isApiError } from './api-client.ts';

/** Spec §9's defaults: retry network and server failures, never a 4xx (it will not change). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, reads still ask (the service worker answers from the person's cache) and writes
      // still run (the api-client queues them): nothing waits paused for the connection.
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_CACHE_MS,
        retry: shouldRetry,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The app's one query cache. Only screens that fetch through TanStack Query import it, and they
 * load on demand (src/app/with-queries.tsx), so the signed-out first visit never downloads it.
 */
export const queryClient = createQueryClient();
