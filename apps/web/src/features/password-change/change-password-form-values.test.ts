import { describe, expect, it } from 'vitest';
import { createChangePasswordResolver } from './change-password-form-values.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('createChangePasswordResolver', () => {
  const resolver = createChangePasswordResolver();

  it('asks for the same new password twice', async () => {
    const { errors } = await resolver(
      { currentPassword: 'stara', newPassword: 'nova-lozinka', repeatPassword: 'nova-lozinkx' },
      undefined,
      options,
    );
    expect(errors.repeatPassword?.message).toBe('Lozinke se ne podudaraju');
  });

  it('keeps the shared rules (length, differs from the current one)', async () => {
    const short = await resolver(
      { currentPassword: 'stara', newPassword: 'kratka', repeatPassword: 'kratka' },
      undefined,
      options,
    );
    expect(short.errors.newPassword?.message).toBe('Nova lozinka mora imati najmanje 8 znakova');
    const ok = await resolver(
      { currentPassword: 'stara', newPassword: 'nova-lozinka', repeatPassword: 'nova-lozinka' },
      undefined,
      options,
    );
    expect(ok.errors).toEqual({});
  });
});
