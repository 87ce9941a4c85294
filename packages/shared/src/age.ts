import { MINOR_AGE, SCHOOL_TIME_ZONE } from './constants.ts';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as YYYY-MM-DD (no 2026-02-30). */
export function isValidIsoDate(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Made once: building an Intl formatter costs far more than formatting with it.
const zagrebIsoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in the school's zone (Europe/Zagreb) as YYYY-MM-DD. */
export function schoolToday(now: Date = new Date()): string {
  return zagrebIsoDay.format(now);
}

/** Age in whole years on the school's today; null for an invalid date. */
export function ageInYears(birthDate: string, now: Date = new Date()): number | null {
  if (!isValidIsoDate(birthDate)) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = schoolToday(now).split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Spec §4: under 18 by whole years reveals (and requires) the parent section. */
export function isMinor(birthDate: string, now: Date = new Date()): boolean {
  const age = ageInYears(birthDate, now);
  return age !== null && age < MINOR_AGE;
}
