import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages as m } from '@takt/shared/account-messages';
import { isMinor } from '@takt/shared/age';
import { isValidPhone } from '@takt/shared/schemas/person-fields';
import {
  attendanceError,
  attendanceOptions,
  signupSchema,
  type SignupInput,
  type SignupProgram,
} from '@takt/shared/schemas/signup';
import type { BotAnswer, SignupRequest } from './api/submit-signup.ts';

/** The form's own values: the schema's input, with the agreement an ordinary checkbox. */
export type SignupFormValues = Omit<z.input<typeof signupSchema>, 'agreement'> & {
  agreement: boolean;
};

export const emptySignupValues: SignupFormValues = {
  ime: '',
  prezime: '',
  email: '',
  oib: '',
  datumRodjenja: '',
  brojMobitela: '',
  adresa: { ulica: '', kucniBroj: '', mjesto: '' },
  roditelj1: { ime: '', prezime: '', brojMobitela: '' },
  schoolId: '',
  programId: '',
  pohadanjeNastave: '',
  pohadjaTeoriju: false,
  maiZbor: false,
  napomene: '',
  agreement: false,
  consents: { photos_website: false, social_media: false, press: false, email_news: false },
  website: '',
};

type Parent = SignupFormValues['roditelj1'];

function parentComplete(parent: Parent): boolean {
  return (
    (parent?.ime ?? '').trim().length >= 2 &&
    (parent?.prezime ?? '').trim().length >= 2 &&
    isValidPhone(parent?.brojMobitela ?? '')
  );
}

/**
 * The shared schema through zodResolver, plus the two rules that zod cannot word on its own
 * here: the parent rule reported even while other fields are still wrong (zod skips an object's
 * refinements until its fields pass), and the attendance rule that needs the chosen program.
 */
export function createSignupResolver(
  findProgram: (schoolId: unknown, programId: unknown) => SignupProgram | undefined,
): Resolver<SignupFormValues, unknown, SignupInput> {
  const base = zodResolver(signupSchema) as unknown as Resolver<
    SignupFormValues,
    unknown,
    SignupInput
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const extra: FieldErrors<SignupFormValues> = {};
    if (isMinor(values.datumRodjenja ?? '') && !parentComplete(values.roditelj1)) {
      extra.roditelj1 = { type: 'custom', message: m.parentRequired };
    }
    const program = findProgram(values.schoolId, values.programId);
    const attendance = program
      ? attendanceError(program, values.pohadanjeNastave || undefined)
      : null;
    if (attendance) extra.pohadanjeNastave = { type: 'custom', message: attendance };
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...extra, ...result.errors } };
  };
}

/** The request body: parents only for minors, attendance only when the program offers it. */
export function toSignupRequest(
  values: SignupInput,
  program: SignupProgram | undefined,
  proof: BotAnswer,
): SignupRequest {
  const minor = isMinor(values.datumRodjenja);
  const hasOptions = program ? attendanceOptions(program).length > 0 : false;
  const { altcha: _a, recaptchaToken: _r, roditelj2: _p2, ...rest } = values;
  return {
    ...rest,
    brojMobitela: rest.brojMobitela ?? undefined,
    roditelj1: minor ? rest.roditelj1 : undefined,
    pohadanjeNastave: hasOptions ? rest.pohadanjeNastave : undefined,
    maloljetniClan: minor,
    website: rest.website ?? '',
    ...(proof.altcha ? { altcha: proof.altcha } : {}),
    ...(proof.recaptchaToken ? { recaptchaToken: proof.recaptchaToken } : {}),
  };
}
