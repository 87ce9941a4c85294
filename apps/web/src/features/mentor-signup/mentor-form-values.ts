import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import { mentorSignupSchema } from '@takt/shared/schemas/mentor-signup';

/** The mentor form's raw values; they are sent as typed (the server parses the same schema). */
export interface MentorFormValues {
  token: string;
  ime: string;
  prezime: string;
  email: string;
  korisnickoIme: string;
  oib: string;
  brojMobitela: string;
  datumRodjenja: string;
  adresa: { ulica: string; kucniBroj: string; mjesto: string };
  napomene: string;
  program: string;
}

export function emptyMentorValues(token: string): MentorFormValues {
  return {
    token,
    ime: '',
    prezime: '',
    email: '',
    korisnickoIme: '',
    oib: '',
    brojMobitela: '',
    datumRodjenja: '',
    adresa: { ulica: '', kucniBroj: '', mjesto: '' },
    napomene: '',
    program: '',
  };
}

const requiredFields = ['ime', 'prezime', 'email'] as const;

/**
 * The shared mentor schema, checked on the values as sent (napomene as a list), with spec §5's
 * 'Obavezan unos' for an empty required field and 'Odaberite program' on the program select.
 */
export function createMentorResolver(): Resolver<MentorFormValues> {
  const base = zodResolver(mentorSignupSchema) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    const note = values.napomene.trim();
    const sent = { ...values, napomene: note ? [note] : [] };
    const result = await base(sent, context, options as never);
    const errors = { ...result.errors } as Record<string, FieldError | undefined>;
    delete errors.programs;
    if (errors.napomene) errors.napomene = { type: 'custom', message: m.notesMax };
    if (!values.program) errors.program = { type: 'custom', message: m.program };
    for (const field of requiredFields) {
      if (!values[field].trim()) errors[field] = { type: 'required', message: m.required };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<MentorFormValues> };
  };
}
