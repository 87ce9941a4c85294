import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { loginSchema } from './auth.ts';

describe('loginSchema', () => {
  it('trims the identifier and keeps the password as typed', () => {
    expect(
      loginSchema.parse({ emailOrUsername: '  ana@example.com ', password: ' tajna ' }),
    ).toEqual({
      emailOrUsername: 'ana@example.com',
      password: ' tajna ',
    });
  });

  it.each([
    [{}, ['Unesite email adresu ili korisničko ime', 'Unesite lozinku']],
    [{ emailOrUsername: '   ', password: 'x' }, ['Unesite email adresu ili korisničko ime']],
    [{ emailOrUsername: 'ana', password: '' }, ['Unesite lozinku']],
    [{ emailOrUsername: 7, password: 'x' }, ['Unesite email adresu ili korisničko ime']],
  ])('rejects %j with Croatian messages', (input, expected) => {
    const result = loginSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(expected);
  });
});
