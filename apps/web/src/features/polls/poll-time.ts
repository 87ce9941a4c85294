import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';

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
