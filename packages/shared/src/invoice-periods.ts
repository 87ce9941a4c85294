/**
 * What an invoice bills: a month (`2026-11`) or an instalment of a school year (`2026-R1`, the
 * first instalment of the school year 2026./2027., which starts in September 2026).
 */
export const MONTH_PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const INSTALMENT_PERIOD = /^(\d{4})-R([1-9]|1[0-2])$/;
export const MAX_INSTALMENTS = 12;

export type ParsedPeriod =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'instalment'; schoolYear: number; number: number };

export function parsePeriod(period: string): ParsedPeriod | null {
  let m = MONTH_PERIOD.exec(period);
  if (m) return { kind: 'month', year: Number(m[1]), month: Number(m[2]) };
  m = INSTALMENT_PERIOD.exec(period);
  if (m) return { kind: 'instalment', schoolYear: Number(m[1]), number: Number(m[2]) };
  return null;
}

export const isPeriod = (value: string) => parsePeriod(value) !== null;

export function instalmentPeriod(schoolYear: number, number: number): string {
  return `${schoolYear}-R${number}`;
}

const MONTHS = [
  'siječanj',
  'veljača',
  'ožujak',
  'travanj',
  'svibanj',
  'lipanj',
  'srpanj',
  'kolovoz',
  'rujan',
  'listopad',
  'studeni',
  'prosinac',
];

/** 'studeni 2026.' or '1. rata šk. god. 2026./2027.'; capitalised for a heading. */
export function periodLabel(period: string, capital = false): string {
  const p = parsePeriod(period);
  const text = !p
    ? period
    : p.kind === 'month'
      ? `${MONTHS[p.month - 1]} ${p.year}.`
      : `${p.number}. rata šk. god. ${p.schoolYear}./${p.schoolYear + 1}.`;
  return capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * The period as digits for a payment reference: '202611' for a month, '2026901' for the first
 * instalment (a 9 and two digits: never the same length as a month, so never the same digits).
 */
export function periodDigits(period: string): string {
  const p = parsePeriod(period);
  if (!p) return period.replace(/\D/g, '');
  return p.kind === 'month'
    ? `${p.year}${String(p.month).padStart(2, '0')}`
    : `${p.schoolYear}9${String(p.number).padStart(2, '0')}`;
}

/** The school year (its starting year) a calendar day falls in: it begins on 1 September. */
export function schoolYearOf(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 9 ? year : year - 1;
}

/** November of the school year `day` falls in, 'YYYY-11'. */
export function novemberOfSchoolYear(day: string): string {
  return `${schoolYearOf(day)}-11`;
}
