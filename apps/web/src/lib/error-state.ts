import { errorStatus } from '@takt/shared/error-codes';
import { messages } from '@takt/shared/messages';
import { isApiError, isSessionEnded, type ApiError } from './api-client.ts';

/** What /error receives in its location state. */
export interface ErrorPageState {
  /** Set by the catch-all route: the page did not exist. */
  isStale404?: boolean;
  message: string;
  /** The path the error happened on (retry goes back there). */
  path?: string;
  critical?: boolean;
  category?: ErrorCategory;
  details?: { name: string; message: string; stack?: string; time: string };
  /** Set once the error page has sent its report. */
  reported?: boolean;
}

export type ErrorCategory =
  'network' | 'auth' | 'data' | 'render' | 'pwa' | 'resource' | 'api' | 'validation' | 'unknown';

const categoryKeywords: [ErrorCategory, RegExp][] = [
  ['network', /network|fetch|internet|offline|timeout|veza/i],
  [
    'auth',
    /token expired|invalid token|jwt|unauthori[sz]ed|authenticat|forbidden|\b40[13]\b|prijav/i,
  ],
  ['pwa', /service ?worker|manifest|install|push/i],
  ['resource', /chunk|loading css|dynamically imported module|resource|script/i],
  ['validation', /validation|invalid input|zod|neispravn/i],
  ['render', /render|react|hook|component|undefined is not|cannot read/i],
  ['data', /json|parse|syntax|data/i],
  ['api', /api|status|server|500|404/i],
];

/** Spec §8: the error page classifies errors by keyword. */
export function classifyError(message: string): ErrorCategory {
  for (const [category, pattern] of categoryKeywords) {
    if (pattern.test(message)) return category;
  }
  return 'unknown';
}

/** Spec §8: critical when the message mentions token expiry, unauthorized or failed auth. */
export function isCriticalError(message: string): boolean {
  return /token expired|unauthori[sz]ed|authentication failed/i.test(message);
}

export function notFoundState(path: string): ErrorPageState {
  return { isStale404: true, message: messages.pageNotFound, path };
}

/** An answer of the API says what it is by its code; no need to guess from its words. */
function categoryOfCode(error: ApiError): ErrorCategory {
  if (error.code === 'network_error') return 'network';
  const status = errorStatus[error.code];
  if (status === 401 || status === 403) return 'auth';
  if (status === 400) return 'validation';
  return 'api';
}

/** Turns anything thrown into the serialisable state /error shows. */
export function toErrorState(error: unknown, path: string, now = new Date()): ErrorPageState {
  const name = error instanceof Error ? error.name : 'Error';
  const raw =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  const message = raw.trim() || 'Nepoznata greška';
  return {
    message,
    path,
    critical: isSessionEnded(error) || isCriticalError(message),
    category: isApiError(error) ? categoryOfCode(error) : classifyError(`${name} ${message}`),
    details: {
      name,
      message,
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      time: now.toISOString(),
    },
  };
}
