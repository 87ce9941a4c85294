import { createElement, use, type ComponentType } from 'react';
import { ChunkLoadError } from './load-failure.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** How to forget each import that failed, so the next render tries it again. */
const failedLoads = new Set<() => void>();

/** Called by the retry of a LoadFailureBoundary: every failed import is tried afresh. */
export function forgetFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * React.lazy that can try again. React.lazy keeps a failed import for good, so a screen whose
 * chunk failed once (offline, a deploy in between) could never show without a reload. Here a
 * failure throws a ChunkLoadError to the nearest LoadFailureBoundary and stays until that
 * boundary's retry forgets it; the next render imports afresh.
 */
export function retryableLazy<P extends object>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const start = () => {
    if (pending) return pending;
    const attempt: Promise<ComponentType<P>> = load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        failedLoads.add(() => {
          if (pending === attempt) pending = null;
        });
        throw new ChunkLoadError(error);
      },
    );
    pending = attempt;
    return attempt;
  };

  function RetryableLazy(props: P) {
    // Suspends until loaded; a failure is thrown to the nearest error boundary.
    const Component = loaded ?? use(start());
    return createElement(Component, props);
  }
  return RetryableLazy;
}
