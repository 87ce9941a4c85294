import { addDays, dateParts, formatTimeOfDay, type IsoDate } from '@takt/shared/calendar-date';
import type { AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { SchedulePolicy } from '@takt/shared/schemas/schedule-makeups';
import { wallClockToInstant } from '@takt/shared/zoned-time';
import type { LessonOccurrence } from './occurrences.ts';

/** When a lesson starts, as an instant (its day and time are on Zagreb's wall clock). */
export function startInstant(o: Pick<LessonOccurrence, 'date' | 'startMinute'>): Date {
  const { year, month, day } = dateParts(o.date);
  return wallClockToInstant({
    year,
    month,
    day,
    hour: Math.floor(o.startMinute / 60),
    minute: o.startMinute % 60,
  });
}

/**
 * Whether an absence earns a make-up credit under the school's policy: a lesson the mentor or the
 * school cancelled when the policy says so; an excused absence reported at least the policy's
 * notice ahead of the lesson.
 */
export function earnsCredit(
  policy: SchedulePolicy,
  status: AttendanceStatus,
  hoursAhead: number | null,
): boolean {
  if (status === 'mentor_cancelled') return policy.mentorCancelEarns;
  if (status === 'school_cancelled') return policy.schoolCancelEarns;
  if (status === 'excused') {
    return (
      policy.excusedNoticeHours !== null &&
      hoursAhead !== null &&
      hoursAhead >= policy.excusedNoticeHours
    );
  }
  return false;
}

/** The last day a credit can be used: the policy's days after the lesson, else the year's end. */
export function creditExpiry(
  policy: SchedulePolicy,
  lessonDate: IsoDate,
  schoolYearEnd: IsoDate | null,
): IsoDate {
  if (policy.creditValidDays !== null) return addDays(lessonDate, policy.creditValidDays);
  return schoolYearEnd ?? addDays(lessonDate, 180);
}

export const creditStatus = (
  credit: { usedChangeId: number | null; expiresOn: IsoDate },
  today: IsoDate,
): 'available' | 'used' | 'expired' =>
  credit.usedChangeId !== null ? 'used' : credit.expiresOn < today ? 'expired' : 'available';

export const timeRange = (o: Pick<LessonOccurrence, 'startMinute' | 'endMinute'>) =>
  `${formatTimeOfDay(o.startMinute)}–${formatTimeOfDay(o.endMinute)}`;
