import { SCHOOL_TIME_ZONE } from './constants.ts';

/** Spec §9: the enrollment card shows in June to December; forcing starts at month index 8. */
export const ENROLLMENT_CARD_FIRST_MONTH = 6;
export const ENROLLMENT_CARD_LAST_MONTH = 12;
export const FORCED_ENROLLMENT_MONTH_INDEX = 8;
/** Spec §9: 60 s between confirmations; past the hourly limit, one hour's wait (429). */
export const ENROLLMENT_COOLDOWN_MS = 60_000;
export const ENROLLMENT_ATTEMPTS_PER_HOUR = 5;
export const ENROLLMENT_BLOCK_MS = 60 * 60_000;
/** Agreement text limit (sanitized HTML). */
export const AGREEMENT_MAX_LENGTH = 100_000;

const zagrebMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  month: 'numeric',
});

/** The month (1–12) of `now` in Europe/Zagreb. */
export function schoolMonth(now: Date): number {
  return Number(zagrebMonth.format(now));
}

/** Spec §4: the card is shown to students in months June to December. */
export function enrollmentCardVisible(now: Date): boolean {
  const month = schoolMonth(now);
  return month >= ENROLLMENT_CARD_FIRST_MONTH && month <= ENROLLMENT_CARD_LAST_MONTH;
}

/**
 * Spec §4: from September (month index 8, counted from 0) a student who has not accepted the
 * open enrollment's agreement is sent to /enroll.
 */
export function enrollmentForced(now: Date, accepted: boolean, open: boolean): boolean {
  return open && !accepted && schoolMonth(now) - 1 >= FORCED_ENROLLMENT_MONTH_INDEX;
}
