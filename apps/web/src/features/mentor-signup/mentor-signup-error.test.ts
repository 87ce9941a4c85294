import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../../lib/api-client.ts';
import { mentorSignupErrorMessage } from './mentor-signup-error.ts';

const apiError = (status: number, message: string, code: ClientErrorCode = 'conflict') =>
  new ApiError(status, { message, code });

describe('mentorSignupErrorMessage', () => {
  it('maps a duplicate e-mail by its code', () => {
    expect(mentorSignupErrorMessage(apiError(409, 'Bilo što.', 'email_exists'))).toBe(
      'Ova email adresa već postoji u bazi. Molimo prijavite se.',
    );
  });

  it('prefers the server message, else the default', () => {
    expect(
      mentorSignupErrorMessage(apiError(409, 'Korisničko ime je već zauzeto.', 'username_taken')),
    ).toBe('Korisničko ime je već zauzeto.');
    expect(mentorSignupErrorMessage(apiError(500, '', 'internal_error'))).toBe(
      'Greška pri registraciji mentora. Molimo pokušajte ponovno.',
    );
    expect(mentorSignupErrorMessage(new Error('x'))).toBe(
      'Greška pri registraciji mentora. Molimo pokušajte ponovno.',
    );
  });
});
