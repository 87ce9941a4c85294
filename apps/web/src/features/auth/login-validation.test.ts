import { describe, expect, it } from 'vitest';
import '@takt/shared/zod-setup';
import { loginSchema } from '@takt/shared/schemas/auth';
import { validateLogin } from './login-validation.ts';

/** What the shared schema would say, in the shape validateLogin answers. */
function bySchema(input: { emailOrUsername: string; password: string }) {
  const result = loginSchema.safeParse(input);
  if (result.success) return { values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

describe('validateLogin', () => {
  it.each([
    ['ucenik', 'demo1234'],
    ['  ucenik.mali \t', ' lozinka s razmacima '],
    ['', ''],
    ['   ', 'x'],
    ['a@b.hr', ''],
    ['x'.repeat(254), 'y'.repeat(1024)],
    ['x'.repeat(255), 'y'.repeat(1025)],
    [' ' + 'x'.repeat(254) + ' ', 'p'],
  ])('answers %j / %j as the shared loginSchema does', (emailOrUsername, password) => {
    const input = { emailOrUsername, password };
    expect(validateLogin(input)).toEqual(bySchema(input));
  });

  it('words both problems in Croatian', () => {
    expect(validateLogin({ emailOrUsername: ' ', password: '' })).toEqual({
      errors: {
        emailOrUsername: 'Unesite email adresu ili korisničko ime',
        password: 'Unesite lozinku',
      },
    });
  });
});
