/** The slice of Google's reCAPTCHA v3 client the sign-up page uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com/recaptcha/api.js';

/** Thrown when Google's script cannot be loaded (blocked, offline). */
export class RecaptchaUnavailableError extends Error {
  constructor() {
    super('The reCAPTCHA script could not be loaded');
    this.name = 'RecaptchaUnavailableError';
  }
}

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads Google's script once, only on the sign-up page of a school that chose reCAPTCHA (the
 * server's CSP admits it only then). A failed load may be retried by the next call.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const client = window.grecaptcha;
      if (!client) return reject(new RecaptchaUnavailableError());
      client.ready(() => resolve(client));
    };
    script.onerror = () => {
      script.remove();
      reject(new RecaptchaUnavailableError());
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh token for the sign-up action; tokens live two minutes, so one is taken per submit. */
export async function recaptchaToken(siteKey: string): Promise<string> {
  const client = await loadRecaptcha(siteKey);
  return client.execute(siteKey, { action: 'signup' });
}
