import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Runs the app's socket while someone is signed in (mounted once, in the signed-in layout). The
 * socket client and the invalidation map come in their own chunk, so /login never loads them;
 * a new token reconnects, null (logout) disconnects.
 */
export function useRealtime(token: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    let stop: (() => void) | null = null;
    let current = true;
    import('./realtime-invalidation.ts').then(
      ({ startRealtimeInvalidation }) => {
        if (current) stop = startRealtimeInvalidation(queryClient, token);
      },
      // Offline, the chunk may not load: the screens still work, only without pushes.
      (error: unknown) => console.info('Realtime updates not available', error),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [queryClient, token]);
}
