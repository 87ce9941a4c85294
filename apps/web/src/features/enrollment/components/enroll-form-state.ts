import { isMinor } from '@takt/shared/age';
import { createEnrollmentAcceptSchema } from '@takt/shared/schemas/enrollment';
import type { FormConsents } from '@takt/shared/schemas/form-consents';
import type { EnrollmentCurrentAnswer } from '../api/enrollment-current.ts';

export interface ParentValues {
  ime: string;
  prezime: string;
  brojMobitela: string;
}

export interface EnrollFormValues {
  oib: string;
  datumRodjenja: string;
  brojMobitela: string;
  ulica: string;
  kucniBroj: string;
  mjesto: string;
  roditelj1: ParentValues;
  roditelj2: ParentValues;
  programId: string;
  pohadanjeNastave: string;
  agreement: boolean;
  /** Only purposes shown with their current state (or ticked) are sent: nothing withdrawn unseen. */
  consents: FormConsents;
}

const emptyParent: ParentValues = { ime: '', prezime: '', brojMobitela: '' };

/** The form starts with what the school has on file. */
export function initialValues(current: EnrollmentCurrentAnswer): EnrollFormValues {
  const p = current.prefill;
  const program = current.programs.find((x) => x.id === p.programId);
  return {
    oib: p.oib ?? '',
    datumRodjenja: p.datumRodjenja ?? '',
    brojMobitela: p.brojMobitela ?? '',
    ulica: p.adresa.ulica,
    kucniBroj: p.adresa.kucniBroj,
    mjesto: p.adresa.mjesto,
    roditelj1: p.roditelj1 ?? emptyParent,
    roditelj2: p.roditelj2 ?? emptyParent,
    programId: p.programId ? String(p.programId) : '',
    pohadanjeNastave:
      p.pohadanjeNastave ?? (program?.tipovi.length === 1 ? program.tipovi[0]! : ''),
    agreement: false,
    consents: {},
  };
}

export const showParents = (values: EnrollFormValues) =>
  values.datumRodjenja !== '' && isMinor(values.datumRodjenja);

/**
 * Checks the form with the shared schema (spec §5) plus the rules that depend on the open year
 * (program and attendance type while selection is open); answers the request body or errors.
 */
export function checkForm(
  values: EnrollFormValues,
  current: EnrollmentCurrentAnswer,
  version: number,
):
  | { ok: true; body: ReturnType<ReturnType<typeof createEnrollmentAcceptSchema>['parse']> }
  | { ok: false; errors: Record<string, string> } {
  const minor = showParents(values);
  const input = {
    agreementAccepted: values.agreement,
    agreementVersion: version,
    oib: values.oib,
    datumRodjenja: values.datumRodjenja,
    brojMobitela: values.brojMobitela,
    adresa: { ulica: values.ulica, kucniBroj: values.kucniBroj, mjesto: values.mjesto },
    ...(minor ? { roditelj1: values.roditelj1, roditelj2: values.roditelj2 } : {}),
    ...(current.selectionOpen && values.programId ? { programId: Number(values.programId) } : {}),
    ...(values.pohadanjeNastave ? { pohadanjeNastave: values.pohadanjeNastave } : {}),
    ...(Object.keys(values.consents).length > 0 ? { consents: values.consents } : {}),
  };
  const errors: Record<string, string> = {};
  const result = createEnrollmentAcceptSchema().safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0] === 'agreementAccepted' ? 'agreement' : String(issue.path[0]);
      errors[key] ??= issue.message;
    }
  }
  if (current.selectionOpen) {
    const program = current.programs.find((p) => String(p.id) === values.programId);
    if (!program) errors.programId = 'Odaberite program';
    else if (program.tipovi.length > 0 && !program.tipovi.includes(values.pohadanjeNastave)) {
      errors.pohadanjeNastave = 'Odaberite način pohađanja nastave';
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, body: result.data };
}
