import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import {
  adminResetSchema,
  changePasswordSchema,
  resetRequestSchema,
  resetVerifySchema,
} from './password.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('password schemas', () => {
  it('reset request and verify need an e-mail and a 6-digit code', () => {
    expect(messages(resetRequestSchema.safeParse({ email: 'x' }))).toEqual([
      'Unesite ispravnu email adresu',
    ]);
    expect(resetVerifySchema.parse({ email: 'A@B.hr', code: ' 012345 ' })).toEqual({
      email: 'a@b.hr',
      code: '012345',
    });
    expect(messages(resetVerifySchema.safeParse({ email: 'a@b.hr', code: '12345' }))).toEqual([
      'Kod mora imati 6 znamenki',
    ]);
    expect(messages(resetVerifySchema.safeParse({ email: 'a@b.hr', code: '12345a' }))).toEqual([
      'Kod mora imati 6 znamenki',
    ]);
  });
  it('admin reset is for students only', () => {
    expect(adminResetSchema.parse({ userId: '5' })).toMatchObject({
      userId: 5,
      userType: 'student',
    });
    expect(messages(adminResetSchema.safeParse({ userId: 5, userType: 'mentor' }))).toEqual([
      'Lozinku je moguće resetirati samo učenicima.',
    ]);
  });
  it('admin reset refuses an id that is not a positive whole number', () => {
    for (const userId of ['abc', undefined, 0, -3, 1.5, ' ']) {
      expect(messages(adminResetSchema.safeParse({ userId }))).toEqual(['Korisnik nije pronađen.']);
    }
  });
  it('a new password has at least 8 characters and differs from the current one', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'dugacka-lozinka' }),
      ),
    ).toEqual(['Unesite trenutnu lozinku']);
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: 'stara', newPassword: '1234567' }),
      ),
    ).toEqual(['Nova lozinka mora imati najmanje 8 znakova']);
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: 'ista-lozinka',
          newPassword: 'ista-lozinka',
        }),
      ),
    ).toEqual(['Nova lozinka mora se razlikovati od trenutne']);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'stara', newPassword: '12345678' }).success,
    ).toBe(true);
  });
  it('a new password has at most 200 characters', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: 'stara', newPassword: 'x'.repeat(201) }),
      ),
    ).toEqual(['Nova lozinka može imati najviše 200 znakova']);
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'stara', newPassword: 'x'.repeat(200) })
        .success,
    ).toBe(true);
  });
});
