import { addDays, dateParts, isIsoDate, mondayOf, weekdayNames } from '@takt/shared/calendar-date';

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
