import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';

/**
 * Gives a lazily loaded screen the app's query cache. There is no provider at the root: that
 * would put TanStack Query into the first download of every visit, /login included. Every
 * screen wraps itself with the same client, so the cache is one.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
