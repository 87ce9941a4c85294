import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../../lib/api-client.ts';
import { signupErrorMessage } from './signup-error.ts';

const apiError = (status: number, message: string, code: ClientErrorCode = 'bad_request') =>
  new ApiError(status, { message, code });

describe('signupErrorMessage', () => {
  it('maps a duplicate e-mail by its code, whatever the wording', () => {
    const expected = 'Ova email adresa već postoji u bazi. Molimo prijavite se.';
    expect(signupErrorMessage(apiError(409, 'Bilo što.', 'email_exists'))).toBe(expected);
    // The words alone decide nothing.
    expect(signupErrorMessage(apiError(400, 'User already exists'))).toBe('User already exists');
  });

  it('maps 429, 5xx and no response', () => {
    expect(signupErrorMessage(apiError(429, 'x', 'too_many_requests'))).toBe(
      'Previše pokušaja. Molimo pričekajte nekoliko minuta prije ponovnog pokušaja.',
    );
    expect(signupErrorMessage(apiError(503, 'x', 'service_unavailable'))).toBe(
      'Došlo je do greške na serveru. Molimo pokušajte ponovno za nekoliko minuta.',
    );
    expect(signupErrorMessage(apiError(0, '', 'network_error'))).toBe(
      'Problem s internet vezom. Molimo provjerite svoju vezu i pokušajte ponovno.',
    );
  });

  it('prefers the server message for 400 and other statuses, with defaults', () => {
    expect(signupErrorMessage(apiError(400, 'Odabrana škola ne postoji.'))).toBe(
      'Odabrana škola ne postoji.',
    );
    expect(signupErrorMessage(apiError(400, ' '))).toBe(
      'Molimo provjerite unesene podatke i pokušajte ponovno.',
    );
    expect(signupErrorMessage(apiError(403, ''))).toBe(
      'Došlo je do greške prilikom slanja prijave. Molimo pokušajte ponovno.',
    );
    expect(signupErrorMessage(new Error('boom'))).toBe(
      'Došlo je do greške prilikom slanja prijave. Molimo pokušajte ponovno.',
    );
  });
});
