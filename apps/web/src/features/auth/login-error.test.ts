import { describe, expect, it } from 'vitest';
import { messages } from '@takt/shared/messages';
import { ApiError } from '../../lib/api-client.ts';
import { InvalidLoginResponseError, parseLoginResponse } from './api/login.ts';
import { loginErrorMessage } from './login-error.ts';

const apiError = (status: number, message: string) =>
  new ApiError(status, { message, code: 'bad_request' });

describe('loginErrorMessage (spec §8)', () => {
  it('words a 401 itself', () => {
    expect(loginErrorMessage(apiError(401, 'whatever the server says'))).toBe(
      'Netočni podaci za prijavu',
    );
  });

  it('shows the server message for shared e-mail, throttling and bad input', () => {
    expect(loginErrorMessage(apiError(409, 'Ova email adresa pripada više računa.'))).toBe(
      'Ova email adresa pripada više računa.',
    );
    expect(loginErrorMessage(apiError(429, messages.tooManyLoginAttempts))).toBe(
      messages.tooManyLoginAttempts,
    );
    expect(loginErrorMessage(apiError(400, 'Unesite lozinku'))).toBe('Unesite lozinku');
  });

  it('falls back to the generic message for other failures', () => {
    expect(loginErrorMessage(apiError(500, 'Internal'))).toBe('Greška pri prijavi');
    expect(loginErrorMessage(apiError(403, 'Zabranjeno'))).toBe('Greška pri prijavi');
    expect(loginErrorMessage(apiError(429, '  '))).toBe('Greška pri prijavi');
    expect(loginErrorMessage(new Error('boom'))).toBe('Greška pri prijavi');
  });

  it('tells a missing connection apart', () => {
    expect(loginErrorMessage(apiError(0, 'offline'))).toBe(messages.networkError);
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
