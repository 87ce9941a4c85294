import { describe, expect, it } from 'vitest';
import { messages } from '@takt/shared/messages';
import { ApiError, type ClientErrorCode } from '../../lib/api-client.ts';
import { InvalidLoginResponseError, parseLoginResponse } from './api/login.ts';
import { loginErrorMessage } from './login-error.ts';

const apiError = (status: number, message: string, code: ClientErrorCode = 'bad_request') =>
  new ApiError(status, { message, code });

describe('loginErrorMessage (spec §8)', () => {
  it('words wrong credentials itself', () => {
    expect(
      loginErrorMessage(apiError(401, 'whatever the server says', 'invalid_credentials')),
    ).toBe('Netočni podaci za prijavu');
    expect(loginErrorMessage(apiError(401, '', 'unauthorized'))).toBe('Netočni podaci za prijavu');
  });

  it('shows the server message for shared e-mail, throttling and bad input', () => {
    expect(
      loginErrorMessage(apiError(409, 'Ova email adresa pripada više računa.', 'shared_email')),
    ).toBe('Ova email adresa pripada više računa.');
    expect(
      loginErrorMessage(apiError(429, messages.tooManyLoginAttempts, 'too_many_requests')),
    ).toBe(messages.tooManyLoginAttempts);
    expect(loginErrorMessage(apiError(400, 'Unesite lozinku', 'validation_error'))).toBe(
      'Unesite lozinku',
    );
  });

  it('falls back to the generic message for other failures', () => {
    expect(loginErrorMessage(apiError(500, 'Internal', 'internal_error'))).toBe(
      'Greška pri prijavi',
    );
    expect(loginErrorMessage(apiError(403, 'Zabranjeno', 'forbidden'))).toBe('Greška pri prijavi');
    expect(loginErrorMessage(apiError(429, '  ', 'too_many_requests'))).toBe('Greška pri prijavi');
    // A 401 refusal whose words the server did not give (wrong code) is not shown as is.
    expect(loginErrorMessage(apiError(404, 'Nema', 'not_found'))).toBe('Greška pri prijavi');
    expect(loginErrorMessage(new Error('boom'))).toBe('Greška pri prijavi');
  });

  it('tells a missing connection apart', () => {
    expect(loginErrorMessage(apiError(0, 'offline', 'network_error'))).toBe(messages.networkError);
  });

  it('words a success without token or user', () => {
    expect(loginErrorMessage(new InvalidLoginResponseError())).toBe('Neispravni podaci za prijavu');
  });
});

describe('parseLoginResponse', () => {
  it('accepts a token and a user', () => {
    const user = { id: 1, ime: 'Ana' };
    expect(parseLoginResponse({ token: 'a.b.c', user })).toEqual({ token: 'a.b.c', user });
  });

  it.each([null, 'x', {}, { token: '', user: {} }, { token: 'a.b.c' }, { user: {} }])(
    'rejects %j',
    (body) => {
      expect(() => parseLoginResponse(body)).toThrow(InvalidLoginResponseError);
    },
  );
});
