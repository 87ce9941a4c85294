import { messages } from '@takt/shared/messages';

/** The one error type of the API. `message` is Croatian and safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (
  message: string,
  code = 'bad_request',
  fieldErrors?: Record<string, string>,
) => new AppError(400, code, message, fieldErrors);
export const unauthorized = (message: string = messages.unauthenticated, code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message: string = messages.forbidden) =>
  new AppError(403, 'forbidden', message);
export const notFound = (message: string = messages.notFound) =>
  new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (
  message: string = messages.tooManyRequests,
  retryAfterSeconds?: number,
) => Object.assign(new AppError(429, 'too_many_requests', message), { retryAfterSeconds });
