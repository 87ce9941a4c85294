import { zagrebWallTime, type WallTime } from './date-format.ts';

/**
 * Values of `<input type="datetime-local">` (`YYYY-MM-DDTHH:mm`), written and read in Zagreb's
 * time like every date the app shows, so a time entered is the time later displayed, whatever
 * the device's zone.
 */
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const HOUR_MS = 3_600_000;

const pad = (n: number) => String(n).padStart(2, '0');

const wallAsUtc = (t: WallTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);

/** How far Zagreb's clock is ahead of UTC at an instant, in ms. */
function zagrebOffset(ms: number): number {
  const at = new Date(ms);
  return wallAsUtc(zagrebWallTime(at)) - Math.floor(ms / 60_000) * 60_000;
}

/** The input value for an instant. */
export function toDateTimeInput(date: Date): string {
  const t = zagrebWallTime(date);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

/**
 * The instant an input value names in Zagreb, or null when it is not a value. A time that
 * happens twice (the autumn change) is the first one; a time skipped by the spring change is
 * read as an hour later, as a clock that was not moved forward would show it.
 */
export function fromDateTimeInput(value: string): Date | null {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offsets in force half a day either side cover both sides of any change that day.
  const before = wall - zagrebOffset(wall - 12 * HOUR_MS);
  const after = wall - zagrebOffset(wall + 12 * HOUR_MS);
  const candidates = [before, after].sort((a, b) => a - b);
  const exact = candidates.find((ms) => wallAsUtc(zagrebWallTime(new Date(ms))) === wall);
  return new Date(exact ?? before);
}
