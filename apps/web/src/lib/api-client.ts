import type { z } from 'zod';
import type { ApiErrorBody } from '@takt/shared/api-error';
import { isErrorCode, type ErrorCode } from '@takt/shared/error-codes';
import { messages } from '@takt/shared/messages';
import { readStoredToken } from './auth-storage.ts';

/**
 * The body a route answers, derived from the zod schema the route declares in @takt/shared
 * (`ApiAnswer<typeof pollListSchema>`), so the web never restates an answer's shape.
 */
export type ApiAnswer<Schema extends z.ZodType> = z.output<Schema>;

/** The server's codes, and the one the client adds when the server cannot be reached. */
export type ClientErrorCode = ErrorCode | 'network_error';

interface ClientErrorBody extends Omit<ApiErrorBody, 'code'> {
  code: ClientErrorCode;
}

/**
 * The one error type every API call throws; screens branch on `code` (never on the wording).
 * status 0 means the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly details: string[] | undefined;

  constructor(status: number, body: ClientErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
    this.details = body.details;
  }
}

/** The code an answer without a readable body stands for (a proxy's page, an empty 502). */
function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return status === 503 ? 'service_unavailable' : 'internal_error';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_requests';
  return 'bad_request';
}

/** Reads an error answer's body (JSON of the API, or anything a proxy sent) as the error body. */
export function errorBodyFrom(status: number, text: string): ClientErrorBody {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    return {
      message: typeof body.message === 'string' ? body.message : fallbackMessage(status),
      code: isErrorCode(body.code) ? body.code : codeForStatus(status),
      ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
      ...(body.details ? { details: body.details } : {}),
    };
  } catch {
    return { message: fallbackMessage(status), code: codeForStatus(status) };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The caller is not (or no longer) signed in: the session has ended and /login follows. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && (error.code === 'unauthorized' || error.code === 'session_expired');
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app registers what a 401 means (clear the session, go to /login); lib knows no router. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

type PasswordChangeHandler = () => void;
let passwordChangeHandler: PasswordChangeHandler | null = null;

/** The app registers what a 403 'password_change_required' means (go set a new password). */
export function setPasswordChangeRequiredHandler(handler: PasswordChangeHandler | null): void {
  passwordChangeHandler = handler;
}

/** For requests made outside apiRequest (uploads with progress): a 401 ends the session too. */
export function notifyUnauthorized(): void {
  unauthorizedHandler?.();
}

/** Paths whose 401 is an answer for the caller, not an expired session. */
const ownsItsUnauthorized = new Set(['/api/login']);

/**
 * What a write that cannot reach the server does:
 * - 'wait' (default): it goes to the offline queue and the call settles when its replay lands,
 *   with the server's real answer (or its refusal as ApiError). Mutations stay pending meanwhile,
 *   so no screen takes a queued write for a saved one; the spec's toast says it was kept.
 * - 'answer': it goes to the queue and the call answers `{ offline: true }` at once (the caller
 *   handles OfflineAnswer itself, e.g. with an optimistic change).
 * - 'fail': it is not queued; the call throws the network error.
 */
export type OfflineMode = 'wait' | 'answer' | 'fail';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sends `Cache-Control: no-cache` (spec §7): no HTTP cache answers without asking the server. */
  bypassCache?: boolean;
  offline?: OfflineMode;
  /** Reads the answer's headers (a list whose next cursor travels in X-Next-Cursor). */
  onHeaders?: (headers: Headers) => void;
}

function fallbackMessage(status: number): string {
  return status >= 500 ? messages.serverError : messages.invalidInput;
}

async function readErrorBody(response: Response): Promise<ClientErrorBody> {
  const text = await response.text().catch(() => '');
  return errorBodyFrom(response.status, text);
}

/** What a write made without a connection answers: it waits in the offline queue. */
export interface OfflineAnswer {
  offline: true;
}

export function isOfflineAnswer(value: unknown): value is OfflineAnswer {
  return typeof value === 'object' && value !== null && (value as OfflineAnswer).offline === true;
}

/**
 * Writes that make no sense to send later: the session itself, and what a screen sends on its
 * own rather than the person (typing, read markers of a conversation opened offline).
 */
const neverQueued = [/^\/api\/log(in|out)$/, /^\/api\/chats\/\d+\/(typing|read)$/];

/** A queued write's call, waiting for its replay (by Idempotency-Key). */
const waiting = new Map<
  string,
  { resolve: (value: unknown) => void; reject: (e: unknown) => void }
>();

/** The server's answer to a replayed write (see offline-queue.ts). */
export interface ReplayedAnswer {
  key: string;
  status: number;
  body: string;
}

/**
 * The offline queue's replay reached the server: each write of this page waiting for it settles
 * with the server's answer, exactly as if it had gone through at once (a refusal is thrown as
 * the ApiError it would have been). Called by the app for replays of the page and the worker.
 */
export function settleReplayed(answers: readonly ReplayedAnswer[]): void {
  for (const answer of answers) {
    const waiter = waiting.get(answer.key);
    if (!waiter) continue;
    waiting.delete(answer.key);
    if (answer.status >= 200 && answer.status < 300) {
      try {
        waiter.resolve(answer.status === 204 || !answer.body ? null : JSON.parse(answer.body));
      } catch (error) {
        waiter.reject(error);
      }
    } else {
      waiter.reject(new ApiError(answer.status, errorBodyFrom(answer.status, answer.body)));
    }
  }
}

function untilReplayed(key: string, signal: AbortSignal | undefined): Promise<unknown> {
  return new Promise((resolve, reject) => {
    waiting.set(key, { resolve, reject });
    signal?.addEventListener('abort', () => {
      // The caller gave up waiting; the queued write itself is still sent.
      waiting.delete(key);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** Fired on window when a write went to the offline queue (the app shows the spec's toast). */
export const OFFLINE_QUEUED_EVENT = 'takt:offline-queued';

/**
 * A write that could not reach the server goes to the offline queue with its headers (the same
 * Idempotency-Key included) and Background Sync is asked to send it; null when it cannot be
 * queued (signed out, no IndexedDB, the queue's code not loadable offline).
 */
async function queueOffline(
  path: string,
  method: NonNullable<ApiRequestOptions['method']>,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<OfflineAnswer | null> {
  if (method === 'GET' || !headers.Authorization || neverQueued.some((p) => p.test(path))) {
    return null;
  }
  try {
    const queue = await import('./offline-queue.ts');
    await queue.enqueueRequest({
      url: path,
      method,
      headers,
      body: body ?? null,
      queuedAt: new Date().toISOString(),
    });
    void navigator.serviceWorker?.ready
      .then((registration) =>
        (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(
          queue.SYNC_TAG,
        ),
      )
      .catch(() => {});
    window.dispatchEvent(new CustomEvent(OFFLINE_QUEUED_EVENT));
    return { offline: true };
  } catch {
    return null;
  }
}

/** A fresh key per write: a retry or a replay of the same write carries the same one. */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * JSON request with the stored bearer token and credentials; throws ApiError on any failure.
 * Every write carries an `Idempotency-Key`; one that cannot reach the server is queued (the
 * spec's `{ offline: true }` and toast) and settles as `options.offline` says (see OfflineMode).
 */
export function apiRequest<T>(
  path: string,
  options: ApiRequestOptions & { offline: 'answer' },
): Promise<T | OfflineAnswer>;
export function apiRequest<T>(
  path: string,
  options?: ApiRequestOptions & { offline?: 'wait' | 'fail' },
): Promise<T>;
export async function apiRequest<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T | OfflineAnswer> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.bypassCache) headers['Cache-Control'] = 'no-cache';
  const key = method !== 'GET' && token ? newIdempotencyKey() : null;
  if (key) headers['Idempotency-Key'] = key;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const mode = options.offline ?? 'wait';
    if (key && mode !== 'fail') {
      // Waiting before it is queued: a replay cannot land before its caller listens.
      const replayed = mode === 'wait' ? untilReplayed(key, options.signal) : null;
      const queued = await queueOffline(path, method, headers, body);
      if (queued) return replayed ? ((await replayed) as T) : queued;
      waiting.delete(key);
    }
    throw new ApiError(0, { message: messages.networkError, code: 'network_error' });
  }

  if (!response.ok) {
    const body = await readErrorBody(response);
    if (response.status === 401 && !ownsItsUnauthorized.has(path)) unauthorizedHandler?.();
    if (response.status === 403 && body.code === 'password_change_required') {
      passwordChangeHandler?.();
    }
    throw new ApiError(response.status, body);
  }
  options.onHeaders?.(response.headers);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
