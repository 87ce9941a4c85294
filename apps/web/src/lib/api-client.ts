import type { ApiErrorBody } from '@takt/shared/api-error';
import { messages } from '@takt/shared/messages';
import { readStoredToken } from './auth-storage.ts';

/** The one error type every API call throws. status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sends `Cache-Control: no-cache` (spec §7): no HTTP cache answers without asking the server. */
  bypassCache?: boolean;
}

function fallbackMessage(status: number): string {
  return status >= 500 ? messages.serverError : messages.invalidInput;
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return {
      message: typeof body.message === 'string' ? body.message : fallbackMessage(response.status),
      code: typeof body.code === 'string' ? body.code : `http_${response.status}`,
      ...(body.fieldErrors ? { fieldErrors: body.fieldErrors } : {}),
    };
  } catch {
    return { message: fallbackMessage(response.status), code: `http_${response.status}` };
  }
}

/** JSON request with the stored bearer token and credentials; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.bypassCache) headers['Cache-Control'] = 'no-cache';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
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
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
