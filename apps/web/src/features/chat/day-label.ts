import { formatDate, zagrebWallTime } from '../../lib/date-format.ts';

/** The Zagreb calendar day of an instant, `YYYY-MM-DD` (groups messages by day). */
export function zagrebDay(iso: string): string {
  const t = zagrebWallTime(new Date(iso));
  return `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
}

/** A day separator: 'Danas', 'Jučer' or the date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const day = zagrebDay(iso);
  if (day === zagrebDay(now.toISOString())) return 'Danas';
  if (day === zagrebDay(new Date(now.getTime() - 86_400_000).toISOString())) return 'Jučer';
  return formatDate(iso);
}

/** `14:05` in Zagreb. */
export function timeOf(iso: string): string {
  const t = zagrebWallTime(new Date(iso));
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
}
