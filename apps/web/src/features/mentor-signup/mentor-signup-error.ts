import { messages } from '@takt/shared/messages';
import { isApiError } from '../../lib/api-client.ts';

export const mentorSignupMessages = {
  duplicate: 'Ova email adresa već postoji u bazi. Molimo prijavite se.',
  failed: 'Greška pri registraciji mentora. Molimo pokušajte ponovno.',
  loadFailed: 'Nije moguće dohvatiti škole/programe. Molimo pokušajte kasnije.',
  success: 'Mentor uspješno registriran!',
  /** On /login afterwards: where the password is (the mentor never chose one). */
  loginNotice:
    'Mentor uspješno registriran! Korisničko ime i privremena lozinka poslani su na vašu email adresu.',
} as const;

/** Spec §8 Mentor signup: a duplicate e-mail (by its code), else the server's message or the default. */
export function mentorSignupErrorMessage(error: unknown): string {
  if (!isApiError(error)) return mentorSignupMessages.failed;
  if (error.code === 'network_error') return messages.networkError;
  const message = error.message.trim();
  if (error.code === 'email_exists') return mentorSignupMessages.duplicate;
  return message || mentorSignupMessages.failed;
}
