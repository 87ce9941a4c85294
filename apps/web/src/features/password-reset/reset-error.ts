import { accountMessages } from '@takt/shared/account-messages';
import { messages } from '@takt/shared/messages';
import { isApiError } from '../../lib/api-client.ts';

export const resetGenericError = 'Došlo je do greške. Molimo pokušajte ponovno.';

/** Spec §8 Reset: 404 on the request and 400 on the verify have their own words. */
export function resetErrorMessage(step: 'request' | 'verify', error: unknown): string {
  if (!isApiError(error)) return resetGenericError;
  if (error.status === 0) return messages.networkError;
  if (step === 'request' && error.status === 404) return accountMessages.resetEmailUnknown;
  if (step === 'verify' && error.status === 400) return accountMessages.resetCodeInvalid;
  if (error.status === 429) return error.message || messages.tooManyRequests;
  return resetGenericError;
}
