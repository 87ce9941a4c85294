import {
  addDays,
  dateParts,
  isIsoDate,
  mondayOf,
  parseTimeOfDay,
  weekdayNames,
} from '@takt/shared/calendar-date';
import { wallClockToInstant } from '@takt/shared/zoned-time';

/** The week shown: its Monday and Sunday for the day asked for (default: today). */
export function weekOf(asked: string | null, today: string) {
  const day = asked && isIsoDate(asked) ? asked : today;
  const monday = mondayOf(day);
  return { day, monday, sunday: addDays(monday, 6) };
}

/** `30.11.` */
export function shortDate(date: string): string {
  const { month, day } = dateParts(date);
  return `${day}.${month}.`;
}

/** `Ponedjeljak, 30.11.` */
export function dayHeading(date: string, weekday: number): string {
  const name = weekdayNames[weekday - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${shortDate(date)}`;
}

/** `30.11. – 6.12.2026.` */
export function weekLabel(monday: string, sunday: string): string {
  return `${shortDate(monday)} – ${shortDate(sunday)}${dateParts(sunday).year}.`;
}

/** When a lesson starts, in epoch milliseconds (its day and time are Zagreb's wall clock). */
export function startsAt(lesson: { date: string; start: string }): number {
  const { year, month, day } = dateParts(lesson.date);
  const minute = parseTimeOfDay(lesson.start) ?? 0;
  return wallClockToInstant({
    year,
    month,
    day,
    hour: Math.floor(minute / 60),
    minute: minute % 60,
  }).getTime();
}
