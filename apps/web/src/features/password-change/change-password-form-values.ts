import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@takt/shared/schemas/password';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export const passwordsDiffer = 'Lozinke se ne podudaraju';

/** The shared change-password schema plus the repeat field, which must equal the new one. */
export function createChangePasswordResolver(): Resolver<ChangePasswordValues> {
  const base = zodResolver(changePasswordSchema) as unknown as Resolver<ChangePasswordValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (values.repeatPassword === values.newPassword) {
      return Object.keys(result.errors).length ? result : { values, errors: {} };
    }
    const errors: FieldErrors<ChangePasswordValues> = {
      ...result.errors,
      repeatPassword: { type: 'custom', message: passwordsDiffer },
    };
    return { values: {}, errors };
  };
}
