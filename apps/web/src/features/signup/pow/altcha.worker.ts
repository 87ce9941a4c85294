import { solveAltcha, type AltchaChallenge } from './altcha.ts';

/** Solves one ALTCHA challenge off the main thread and answers { number } (null: no solution). */
self.onmessage = (event: MessageEvent<AltchaChallenge>) => {
  solveAltcha(event.data).then(
    (number) => self.postMessage({ number }),
    () => self.postMessage({ number: null }),
  );
};
