import { useEffect, useState } from 'react';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import { useToast } from '../../components/ui/toast-context.ts';
import { InstallCard } from '../../features/notifications/components/install-card.tsx';
import { OFFLINE_QUEUED_EVENT, settleReplayed } from '../../lib/api-client.ts';
import { SYNC_TAG, type QueuedRequest, type ReplayResult } from '../../lib/offline-queue.ts';
import { FailedReplays } from './failed-replays.tsx';
import { registerServiceWorker, SKIP_WAITING_AFTER_MS } from './service-worker-registration.ts';
import './pwa.css';

/** How long the page waits for the browser's Background Sync before sending the queue itself. */
const SYNC_FALLBACK_MS = 5000;

const hasBackgroundSync = () =>
  typeof window !== 'undefined' && 'SyncManager' in window && 'serviceWorker' in navigator;

async function refreshScreens() {
  const { queryClient } = await import('../../lib/query-client.ts');
  await queryClient.invalidateQueries();
}

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/**
 * What the installable app adds to every screen: the service worker and its update toast, the
 * offline banner, the toast for a write saved offline, the offline queue's replay (Background
 * Sync in the worker; where that does not exist, here when the connection returns) and the
 * install card.
 */
export default function PwaOverlays() {
  const toast = useToast();
  const online = useOnline();
  const [failed, setFailed] = useState<QueuedRequest[]>([]);

  useEffect(
    () =>
      registerServiceWorker((activate) => {
        toast.show(m.newVersion, 'info');
        setTimeout(activate, SKIP_WAITING_AFTER_MS);
      }),
    [toast],
  );

  useEffect(() => {
    const queued = () => toast.show(m.offlineSaved, 'info');
    window.addEventListener(OFFLINE_QUEUED_EVENT, queued);
    return () => window.removeEventListener(OFFLINE_QUEUED_EVENT, queued);
  }, [toast]);

  useEffect(() => {
    const report = (result: ReplayResult) => {
      // The calls of this page waiting for these writes settle with the server's answers (a
      // worker of an older build reports no answers).
      const outcomes = (result.outcomes as ReplayResult['outcomes'] | undefined) ?? [];
      settleReplayed(outcomes);
      if (result.sent > 0) toast.show('Spremljeni zahtjevi su poslani.', 'success');
      // What landed (or was refused) shows on every screen, not only the one that wrote it.
      if (result.sent > 0 || outcomes.length > 0) void refreshScreens();
      setFailed(result.failed);
    };
    const replayHere = async () => {
      const queue = await import('../../lib/offline-queue.ts');
      report(await queue.replayQueue());
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as ({ type?: string } & ReplayResult) | null;
      if (data?.type === 'QUEUE_REPLAYED') report(data);
    };
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      // Background Sync sends the queue from the worker; elsewhere the page does. Where the
      // browser's sync does not come within a few seconds, the page sends too: every queued
      // write carries its Idempotency-Key, so the server applies it once either way.
      if (hasBackgroundSync()) {
        void navigator.serviceWorker.ready
          .then((registration) =>
            (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(
              SYNC_TAG,
            ),
          )
          .catch(() => {});
        clearTimeout(fallback);
        fallback = setTimeout(() => void replayHere().catch(() => {}), SYNC_FALLBACK_MS);
      } else {
        void replayHere().catch(() => {});
      }
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    window.addEventListener('online', onOnline);
    // Left over from an earlier visit (also refused ones not yet read).
    if (navigator.onLine) void replayHere().catch(() => {});
    return () => {
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      window.removeEventListener('online', onOnline);
      clearTimeout(fallback);
    };
  }, [toast]);

  const dismissFailed = async () => {
    const queue = await import('../../lib/offline-queue.ts');
    for (const r of failed) if (r.id !== undefined) await queue.removeRequest(r.id);
    setFailed([]);
  };

  return (
    <>
      {!online && (
        <div className="offline-banner" role="status">
          Nema internetske veze. Promjene se spremaju i bit će poslane kad se veza vrati.
        </div>
      )}
      <FailedReplays items={failed} onDismiss={() => void dismissFailed()} />
      {online && <InstallCard />}
    </>
  );
}
