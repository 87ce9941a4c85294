import { messages } from '@takt/shared/messages';
import { isApiError } from '../../lib/api-client.ts';

export const signupErrorMessages = {
  duplicate: 'Ova email adresa već postoji u bazi. Molimo prijavite se.',
  badRequest: 'Molimo provjerite unesene podatke i pokušajte ponovno.',
  other: 'Došlo je do greške prilikom slanja prijave. Molimo pokušajte ponovno.',
} as const;

/**
 * Spec §8's sign-up submit failure catalogue, in its order: by code where the server names the
 * case, by status class where the spec speaks of classes (5xx, 400).
 */
export function signupErrorMessage(error: unknown): string {
  if (!isApiError(error)) return signupErrorMessages.other;
  if (error.code === 'network_error') return messages.networkError;
  const serverMessage = error.message.trim();
  if (error.code === 'email_exists') return signupErrorMessages.duplicate;
  if (error.code === 'too_many_requests') return messages.tooManyRequests;
  if (error.status >= 500) return messages.serverError;
  if (error.status === 400) return serverMessage || signupErrorMessages.badRequest;
  return serverMessage || signupErrorMessages.other;
}
