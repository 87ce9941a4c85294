import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import { resetRequestSchema, resetVerifySchema } from '@takt/shared/schemas/password';

export interface EmailStepValues {
  email: string;
}

export interface CodeStepValues {
  email: string;
  code: string;
}

/** The shared schema, with 'Obavezan unos' for a required field left empty (spec §5). */
function withRequired<T extends FieldValues>(
  base: Resolver<T>,
  required: (keyof T & string)[],
): Resolver<T> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const empty = required.filter((f) => String(values[f] ?? '').trim() === '');
    if (empty.length === 0) return result;
    const errors = { ...result.errors } as Record<string, { type: string; message: string }>;
    for (const field of empty) errors[field] = { type: 'required', message: m.required };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

export const emailStepResolver = withRequired(
  zodResolver(resetRequestSchema) as unknown as Resolver<EmailStepValues>,
  ['email'],
);

export const codeStepResolver = withRequired(
  zodResolver(resetVerifySchema) as unknown as Resolver<CodeStepValues>,
  ['code'],
);
