/**
 * Registers the service worker (production builds only) and reports a waiting new version. The
 * page shows 'Nova verzija je dostupna', tells the worker to take over after 3 s (spec §5) and
 * reloads when it has.
 */
export const SW_URL = '/service-worker.js';
export const SKIP_WAITING_AFTER_MS = 3000;
/** Spec §9: a long-lived tab looks for a new version every 30 minutes. */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

export function registerServiceWorker(onUpdate: (activate: () => void) => void): () => void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return () => {};
  let stopped = false;
  let updateTimer: ReturnType<typeof setInterval> | undefined;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  const onControllerChange = () => {
    // The first install takes control without a reload; only a replaced version reloads.
    if (hadController) reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);

  const reload = () => {
    if (reloading || stopped) return;
    reloading = true;
    window.location.reload();
  };
  const offer = (worker: ServiceWorker) => {
    if (stopped) return;
    onUpdate(() => {
      // Reload once the new version runs (controllerchange may come first; either reloads once).
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') reload();
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };

  void navigator.serviceWorker
    .register(SW_URL, { scope: '/' })
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) {
            offer(installing);
          }
        });
      });
      if (stopped) return;
      updateTimer = setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
    })
    .catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });

  return () => {
    stopped = true;
    clearInterval(updateTimer);
    navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  };
}
