import { messages } from '@takt/shared/messages';
import { isApiError, type ClientErrorCode } from '../../lib/api-client.ts';
import { InvalidLoginResponseError } from './api/login.ts';

/** Refusals whose Croatian server message is shown as is (shared e-mail, throttling, input). */
const serverWorded = new Set<ClientErrorCode>([
  'shared_email',
  'too_many_requests',
  'validation_error',
  'invalid_characters',
  'invalid_json',
  'bad_request',
]);

/** Spec §8's login error catalogue, by the server's error code. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof InvalidLoginResponseError) return messages.loginInvalidResponse;
  if (!isApiError(error)) return messages.loginFailed;
  if (error.code === 'network_error') return messages.networkError;
  // Spec §8 words every 401 of the login so; without a readable body a 401 reads 'unauthorized'.
  if (error.code === 'invalid_credentials' || error.code === 'unauthorized') {
    return messages.loginWrongCredentials;
  }
  if (serverWorded.has(error.code) && error.message.trim()) return error.message;
  return messages.loginFailed;
}
