import { solveAltcha, type AltchaChallenge } from './altcha.ts';

/**
 * Solves in a Web Worker so typing stays smooth; where workers are unavailable the same
 * batched solver runs on the main thread, yielding between batches.
 */
export function solveChallenge(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<number | null> {
  if (typeof Worker === 'undefined') return solveAltcha(challenge, signal);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return solveAltcha(challenge, signal);
  }
  return new Promise((resolve, reject) => {
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      finish();
      resolve(event.data.number);
    };
    worker.onerror = () => {
      finish();
      // A worker that cannot start (e.g. blocked) falls back to the main thread.
      solveAltcha(challenge, signal).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}
