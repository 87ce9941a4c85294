import { accountMessages } from '@takt/shared/account-messages';
import { messages } from '@takt/shared/messages';
import { isApiError } from '../../lib/api-client.ts';

export const resetGenericError = 'Došlo je do greške. Molimo pokušajte ponovno.';

/** Spec §8 Reset: an unknown e-mail on the request and a wrong code on the verify have their words. */
export function resetErrorMessage(step: 'request' | 'verify', error: unknown): string {
  if (!isApiError(error)) return resetGenericError;
  if (error.code === 'network_error') return messages.networkError;
  if (step === 'request' && error.code === 'not_found') return accountMessages.resetEmailUnknown;
  if (step === 'verify' && (error.code === 'invalid_code' || error.code === 'validation_error')) {
    return accountMessages.resetCodeInvalid;
  }
  if (error.code === 'too_many_requests') return error.message || messages.tooManyRequests;
  return resetGenericError;
}
