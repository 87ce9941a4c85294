import { SCHOOL_TIME_ZONE } from './constants.ts';

/** A wall-clock moment: what a clock on the school's wall shows. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(
  instant: Date,
  timeZone = SCHOOL_TIME_ZONE,
): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone` is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone = SCHOOL_TIME_ZONE): number {
  const w = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const same = (a: WallClock, b: WallClock) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute;

/**
 * The instant a wall-clock time names in `timeZone`. Across daylight-saving changes it behaves as
 * calendars do: a time that happens twice (the autumn hour) is its first occurrence; a time that
 * does not exist (the spring gap, 02:30 in Zagreb) moves forward by the gap (03:30).
 */
export function wallClockToInstant(wall: WallClock, timeZone = SCHOOL_TIME_ZONE): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = zoneOffsetMs(new Date(naive - DAY_MS), timeZone);
  const after = zoneOffsetMs(new Date(naive + DAY_MS), timeZone);
  const candidates = [...new Set([naive - before, naive - after])].sort((a, b) => a - b);
  const exact = candidates.find((t) => same(wallClockAt(new Date(t), timeZone), wall));
  return new Date(exact ?? naive - before);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * Reads a date-time as an `<input type="datetime-local">` sends it (`2026-11-25T18:00`, no zone)
 * as the school's local time. Null when it is not such a value.
 */
export function parseLocalDateTime(value: string, timeZone = SCHOOL_TIME_ZONE): Date | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  const instant = wallClockToInstant({ year, month, day, hour, minute }, timeZone);
  return new Date(instant.getTime() + second * 1000);
}
