import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { mentorSignupErrorMessage } from './mentor-signup-error.ts';

const apiError = (status: number, message: string) => new ApiError(status, { message, code: 'x' });

describe('mentorSignupErrorMessage', () => {
  it('maps every wording of a duplicate e-mail', () => {
    for (const text of ['Ova email adresa je već registrirana.', 'already exists', 'već postoji']) {
      expect(mentorSignupErrorMessage(apiError(409, text))).toBe(
        'Ova email adresa već postoji u bazi. Molimo prijavite se.',
      );
    }
  });

  it('prefers the server message, else the default', () => {
    expect(mentorSignupErrorMessage(apiError(409, 'Korisničko ime je već zauzeto.'))).toBe(
      'Korisničko ime je već zauzeto.',
    );
    expect(mentorSignupErrorMessage(apiError(500, ''))).toBe(
      'Greška pri registraciji mentora. Molimo pokušajte ponovno.',
    );
    expect(mentorSignupErrorMessage(new Error('x'))).toBe(
      'Greška pri registraciji mentora. Molimo pokušajte ponovno.',
    );
  });
});
