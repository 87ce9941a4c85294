import { SCHOOL_TIME_ZONE } from './constants.ts';
import { wallClockAt } from './zoned-time.ts';

/**
 * Calendar days as `YYYY-MM-DD` strings: a school day has no zone, so its arithmetic runs on
 * plain day numbers (days since 1970-01-01) and never meets a daylight-saving hour.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the text is a real calendar day (`2026-02-30` is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export function toDayNumber(date: IsoDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Days from `from` to `to` (negative when `to` lies before). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((toDayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week the day lies in. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function isoDateOf(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today's date on the school's wall calendar at an instant. */
export function schoolDateAt(instant: Date, timeZone = SCHOOL_TIME_ZONE): IsoDate {
  const w = wallClockAt(instant, timeZone);
  return isoDateOf(w.year, w.month, w.day);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = toDayNumber(from), end = toDayNumber(to); d <= end; d++) days.push(fromDayNumber(d));
  return days;
}

/** `HH:MM` as minutes after midnight; null when it is not a time of day. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTimeOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Croatian weekday names, Monday first: nominative and the 'u …' form of "on Tuesday". */
export const weekdayNames = [
  'ponedjeljak',
  'utorak',
  'srijeda',
  'četvrtak',
  'petak',
  'subota',
  'nedjelja',
] as const;
export const weekdayOnNames = [
  'ponedjeljak',
  'utorak',
  'srijedu',
  'četvrtak',
  'petak',
  'subotu',
  'nedjelju',
] as const;
