import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { resetErrorMessage } from './reset-error.ts';

const apiError = (status: number, message = 'x') =>
  new ApiError(status, { message, code: 'bad_request' });

describe('resetErrorMessage', () => {
  it('maps an unknown e-mail and a wrong code', () => {
    expect(resetErrorMessage('request', apiError(404))).toBe(
      'Email adresa nije pronađena. Molimo registrirajte se.',
    );
    expect(resetErrorMessage('verify', apiError(400))).toBe(
      'Nevažeći ili istekli kod. Molimo pokušajte ponovno.',
    );
  });

  it('answers the generic message otherwise', () => {
    const generic = 'Došlo je do greške. Molimo pokušajte ponovno.';
    expect(resetErrorMessage('request', apiError(500))).toBe(generic);
    expect(resetErrorMessage('verify', apiError(404))).toBe(generic);
    expect(resetErrorMessage('verify', new Error('x'))).toBe(generic);
  });
});
