import { wallClockAt, wallClockToInstant } from '@takt/shared/zoned-time';
import type { Schedule, Weekday } from './job-scheduler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Refuses a schedule a job could never keep, when the job is registered (a bug, not input). */
export function assertValidSchedule(name: string, schedule: Schedule): void {
  if ('every' in schedule) {
    if (!Number.isInteger(schedule.every) || schedule.every < 1000) {
      throw new Error(`job ${name}: every must be a whole number of milliseconds, at least 1000`);
    }
    return;
  }
  if (!TIME.test(schedule.dailyAt)) throw new Error(`job ${name}: dailyAt must be 'HH:MM'`);
  if (schedule.days && (schedule.days.length === 0 || schedule.days.some((d) => d < 1 || d > 7))) {
    throw new Error(`job ${name}: days are ISO weekdays 1 (Monday) to 7 (Sunday)`);
  }
}

/**
 * The first occurrence strictly after `after`. `every` occurrences are multiples of the interval
 * since the epoch, so every instance computes the same ones and a minute or an hour starts on the
 * wall clock's minute or hour (Zagreb is a whole number of hours from UTC). `dailyAt` is read in
 * Europe/Zagreb: a time in the spring gap moves forward by the gap, a time in the autumn overlap is
 * its first occurrence, so such a day still has exactly one occurrence.
 */
export function nextOccurrence(schedule: Schedule, after: Date): Date {
  if ('every' in schedule) {
    return new Date((Math.floor(after.getTime() / schedule.every) + 1) * schedule.every);
  }
  const [hour, minute] = schedule.dailyAt.split(':').map(Number) as [number, number];
  const today = wallClockAt(after);
  const firstDay = Date.UTC(today.year, today.month - 1, today.day);
  // Eight days cover a weekly schedule whose day is today but whose time has passed.
  for (let offset = 0; offset <= 8; offset++) {
    const day = new Date(firstDay + offset * DAY_MS);
    if (schedule.days && !schedule.days.includes(isoWeekday(day))) continue;
    const at = wallClockToInstant({
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour,
      minute,
    });
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('no occurrence within eight days');
}

function isoWeekday(utcMidnight: Date): Weekday {
  return (((utcMidnight.getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** Exponential back-off before try `attempt + 1`: base, 2×base, 4×base…, at most `capMs`. */
export function retryDelayMs(attempt: number, baseMs: number, capMs = 60 * 60 * 1000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The schedule as stored (and compared, to notice a changed schedule after a deploy). */
export function scheduleKey(schedule: Schedule): string {
  if ('every' in schedule) return JSON.stringify({ every: schedule.every });
  return JSON.stringify(
    schedule.days
      ? { dailyAt: schedule.dailyAt, days: [...schedule.days].sort((a, b) => a - b) }
      : { dailyAt: schedule.dailyAt },
  );
}
