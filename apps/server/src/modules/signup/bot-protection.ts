import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import type { SignupProtection } from '@takt/shared/schemas/signup';

export type BotProtectionMode = 'altcha' | 'recaptcha' | 'off';

/** What the sign-up page must do before sending (GET /api/signup/protection). */
export type BotProtectionInfo =
  { mode: 'altcha' } | { mode: 'recaptcha'; siteKey: string } | { mode: 'off' };

/** Off only when switched off; reCAPTCHA when its keys are configured; else proof of work. */
export function botProtectionMode(config: {
  BOT_PROTECTION: 'on' | 'off';
  RECAPTCHA_SECRET?: string | undefined;
}): BotProtectionMode {
  if (config.BOT_PROTECTION === 'off') return 'off';
  return config.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha';
}

/** Asks Google whether a reCAPTCHA v3 token is good; injectable so tests never go online. */
export type RecaptchaVerifier = (token: string, ip: string) => Promise<boolean>;

export interface BotProtectionDeps {
  mode: BotProtectionMode;
  /** Public reCAPTCHA key handed to the sign-up page in reCAPTCHA mode. */
  recaptchaSiteKey?: string | undefined;
  /** Secret the challenges are signed with (derived from the JWT secret). */
  hmacKey: string;
  now: () => Date;
  /** Records a solved challenge; false when it had been used before (a replay). */
  useChallenge: (signature: string, expiresAt: string) => Promise<boolean>;
  recaptcha: RecaptchaVerifier;
}

/** ~100k SHA-256 tries at most: about a second in a browser, nothing for the server. */
export const ALTCHA_MAX_NUMBER = 100_000;
export const ALTCHA_EXPIRY_MS = 10 * 60_000;

export const deriveAltchaKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('takt-altcha-v1').digest('hex');

export function googleRecaptcha(secret: string): RecaptchaVerifier {
  return async (token, ip) => {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: boolean; score?: number; action?: string };
    return (
      body.success === true && (body.score ?? 1) >= 0.5 && (body.action ?? 'signup') === 'signup'
    );
  };
}

export type BotProtection = ReturnType<typeof createBotProtection>;

export function createBotProtection(deps: BotProtectionDeps) {
  async function verifyAltcha(encoded: string | undefined): Promise<boolean> {
    if (!encoded) return false;
    let payload: { signature?: unknown; salt?: unknown };
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (typeof payload !== 'object' || payload === null || typeof payload.salt !== 'string') {
      return false;
    }
    if (typeof payload.signature !== 'string' || payload.signature.length > 128) return false;
    const expires = Number(extractParams(payload as never).expires) * 1000;
    if (!Number.isFinite(expires) || expires < deps.now().getTime()) return false;
    // Expiry is checked above against the app's clock; the library checks the proof and HMAC.
    if (!(await verifySolution(payload as never, deps.hmacKey, false))) return false;
    return deps.useChallenge(payload.signature, new Date(expires).toISOString());
  }

  return {
    mode: deps.mode,
    info(): SignupProtection {
      if (deps.mode === 'recaptcha')
        return { mode: 'recaptcha', siteKey: deps.recaptchaSiteKey ?? '' };
      return { mode: deps.mode };
    },
    /** A fresh challenge for the ALTCHA widget; null when another mode is configured. */
    async challenge(): Promise<Challenge | null> {
      if (deps.mode !== 'altcha') return null;
      return createChallenge({
        hmacKey: deps.hmacKey,
        maxnumber: ALTCHA_MAX_NUMBER,
        expires: new Date(deps.now().getTime() + ALTCHA_EXPIRY_MS),
      });
    },
    async verify(input: { altcha?: string; recaptchaToken?: string }, ip: string) {
      if (deps.mode === 'off') return true;
      if (deps.mode === 'recaptcha') {
        if (!input.recaptchaToken) return false;
        try {
          return await deps.recaptcha(input.recaptchaToken, ip);
        } catch {
          return false;
        }
      }
      return verifyAltcha(input.altcha);
    },
  };
}
