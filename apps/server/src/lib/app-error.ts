import { errorStatus, type ErrorCode } from '@takt/shared/error-codes';
import { messages } from '@takt/shared/messages';

/**
 * The one error type of the API. `code` is one of the closed list in @takt/shared/error-codes,
 * which also fixes the HTTP status; `message` is Croatian and safe to show to the user.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      fieldErrors?: Record<string, string>;
      /** One Croatian line per item, e.g. each clash of a schedule conflict. */
      details?: string[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const badRequest = (
  message: string,
  code: ErrorCode = 'bad_request',
  fieldErrors?: Record<string, string>,
) => new AppError(code, message, fieldErrors ? { fieldErrors } : {});
export const unauthorized = (
  message: string = messages.unauthenticated,
  code: 'unauthorized' | 'session_expired' | 'invalid_credentials' = 'unauthorized',
) => new AppError(code, message);
export const forbidden = (message: string = messages.forbidden) =>
  new AppError('forbidden', message);
export const notFound = (message: string = messages.notFound) => new AppError('not_found', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') =>
  new AppError(code, message);
export const tooManyRequests = (
  message: string = messages.tooManyRequests,
  retryAfterSeconds?: number,
) =>
  new AppError(
    'too_many_requests',
    message,
    retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
  );
