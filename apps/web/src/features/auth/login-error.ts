import { messages } from '@takt/shared/messages';
import { isApiError } from '../../lib/api-client.ts';
import { InvalidLoginResponseError } from './api/login.ts';

/** Statuses whose Croatian server message is shown as is (shared e-mail, throttling, input). */
const serverWorded = new Set([400, 409, 429]);

/** Spec §8's login error catalogue. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof InvalidLoginResponseError) return messages.loginInvalidResponse;
  if (!isApiError(error)) return messages.loginFailed;
  if (error.status === 0) return messages.networkError;
  if (error.status === 401) return messages.loginWrongCredentials;
  if (serverWorded.has(error.status) && error.message.trim()) return error.message;
  return messages.loginFailed;
}
