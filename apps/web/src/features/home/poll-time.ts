import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';

/** Two digits, for the fixed poll date format. */
const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9: poll dates as DD.MM.YYYY. HH:mm (in the browser's time zone, as they are entered). */
export function formatPollDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}. ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (YYYY-MM-DDTHH:mm) for a moment, in the browser's time zone. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function isPollExpired(endDate: string, now: number): boolean {
  return Date.parse(endDate) <= now;
}

/**
 * Whole minutes left to change an answer (spec §4: 10 minutes after the first response), rounded
 * up so '1' shows until the very end; 0 once the window has closed. A `now` a few seconds old
 * (it ticks) never shows more than the window itself.
 */
export function minutesLeftToChange(changeableUntil: string, now: number): number {
  const left = Math.min(Date.parse(changeableUntil) - now, POLL_REVOTE_WINDOW_MS);
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}
