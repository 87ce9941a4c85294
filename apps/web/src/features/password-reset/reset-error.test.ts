import { describe, expect, it } from 'vitest';
import { ApiError, type ClientErrorCode } from '../../lib/api-client.ts';
import { resetErrorMessage } from './reset-error.ts';

const apiError = (status: number, code: ClientErrorCode, message = 'x') =>
  new ApiError(status, { message, code });

describe('resetErrorMessage', () => {
  it('maps an unknown e-mail and a wrong code', () => {
    expect(resetErrorMessage('request', apiError(404, 'not_found'))).toBe(
      'Email adresa nije pronađena. Molimo registrirajte se.',
    );
    expect(resetErrorMessage('verify', apiError(400, 'invalid_code'))).toBe(
      'Nevažeći ili istekli kod. Molimo pokušajte ponovno.',
    );
  });

  it('answers the generic message otherwise', () => {
    const generic = 'Došlo je do greške. Molimo pokušajte ponovno.';
    expect(resetErrorMessage('request', apiError(500, 'internal_error'))).toBe(generic);
    expect(resetErrorMessage('verify', apiError(404, 'not_found'))).toBe(generic);
    expect(resetErrorMessage('verify', new Error('x'))).toBe(generic);
    expect(resetErrorMessage('request', apiError(400, 'invalid_code'))).toBe(generic);
  });

  it('shows the throttling message and a missing connection', () => {
    expect(resetErrorMessage('request', apiError(429, 'too_many_requests', 'Polako.'))).toBe(
      'Polako.',
    );
    expect(resetErrorMessage('verify', apiError(0, 'network_error'))).toBe(
      'Problem s internet vezom. Molimo provjerite svoju vezu i pokušajte ponovno.',
    );
  });
});
