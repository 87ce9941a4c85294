/**
 * Every date a user reads, in one style: dates as `25.11.2026.`, date and time as
 * `25.11.2026. 18:00` (spec §9). The school lives in Zagreb, so instants are shown in Zagreb's
 * time whatever the device's zone is; a calendar day (`YYYY-MM-DD`, e.g. a birth date) has no
 * zone and is shown as it is.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Zagreb';

/** Anything that names a moment: a Date, epoch milliseconds or an ISO string. */
export type Moment = Date | number | string;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// hr-HR spaces its numeric dates ('25. 11. 2026.'); the parts are read and put together here.
const zagreb = new Intl.DateTimeFormat('hr-HR', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Moment): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall-clock time in Zagreb at an instant. */
export function zagrebWallTime(date: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const part of zagreb.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const dayText = (t: Pick<WallTime, 'year' | 'month' | 'day'>) =>
  `${pad(t.day)}.${pad(t.month)}.${t.year}.`;

/** `25.11.2026.`; a calendar day as written, an instant as Zagreb's date; '' when unreadable. */
export function formatDate(value: Moment | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const calendar = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (calendar) {
    const [, year, month, day] = calendar;
    return dayText({ year: Number(year), month: Number(month), day: Number(day) });
  }
  const date = toDate(value);
  return date ? dayText(zagrebWallTime(date)) : '';
}

/** `25.11.2026. 18:00` in Zagreb's time; '' when unreadable. */
export function formatDateTime(value: Moment | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const t = zagrebWallTime(date);
  return `${dayText(t)} ${pad(t.hour)}:${pad(t.minute)}`;
}
