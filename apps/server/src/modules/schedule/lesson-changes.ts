import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { notFound } from '../../lib/app-error.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import type { LessonOccurrence } from './occurrences.ts';
import { requireLessonVisible } from './schedule-access.ts';
import type { LessonEventPayload } from './schedule.events.ts';
import type { ScheduleRepository } from './schedule.repository.ts';
import type { Timetable, Viewer } from './timetable.ts';

/** The notifications port (the notifications module's service fits it). */
export interface Notifier {
  notify(
    userIds: number[],
    n: { type: string; title: string; body: string; link?: string },
  ): Promise<void>;
}

/** Where a notification about a lesson takes its reader: the timetable on the lesson's day. */
export const lessonLink = (date: string) => `/raspored?date=${date}`;

export const lessonPayload = (viewer: Viewer, o: LessonOccurrence): LessonEventPayload => ({
  schoolId: viewer.schoolId,
  occurrenceId: o.key,
  seriesId: o.seriesId,
  date: o.date,
  mentorId: o.mentorId,
  studentIds: o.studentIds,
});

export type LessonChanges = ReturnType<typeof createLessonChanges>;

/**
 * What every one-lesson action stands on: the occurrence as the viewer may see it, its stored
 * change, and the lesson as shown after the action.
 */
export function createLessonChanges(deps: {
  schedule: ScheduleRepository;
  timetable: Timetable;
  calendar: Pick<CalendarService, 'calendarFor'>;
  now: () => Date;
}) {
  const { schedule, timetable } = deps;
  const at = () => deps.now().toISOString();

  return {
    async find(viewer: Viewer, key: string): Promise<LessonOccurrence> {
      const o = await timetable.occurrence(viewer.schoolId, key);
      if (!o) throw notFound(m.occurrenceNotFound);
      requireLessonVisible(viewer, o);
      return o;
    },

    /** Stores the occurrence's new state (a change row of its own, made on the first change). */
    async save(viewer: Viewer, o: LessonOccurrence, values: Record<string, unknown>) {
      if (o.changeId !== null) {
        const current = await schedule.change(viewer.schoolId, o.changeId);
        await schedule.updateChange(
          viewer.schoolId,
          o.changeId,
          { ...values, sequence: (current?.sequence ?? 0) + 1 },
          at(),
        );
        return o.key;
      }
      await schedule.insertChange(
        {
          schoolId: viewer.schoolId,
          seriesId: o.seriesId,
          originalDate: o.originalDate,
          kind: 'change',
          cancelled: false,
          mentorId: o.mentorId,
          studentId: null,
          type: o.type,
          title: o.title,
          date: o.date,
          startMinute: o.startMinute,
          durationMinutes: o.endMinute - o.startMinute,
          classroomId: o.classroomId,
          sequence: 1,
          ...values,
        },
        at(),
      );
      return o.key;
    },

    async shown(viewer: Viewer, key: string) {
      const o = (await timetable.occurrence(viewer.schoolId, key))!;
      const cal = await deps.calendar.calendarFor(viewer.schoolId, o.date, o.date);
      return (await timetable.present(viewer.schoolId, [o], cal, viewer))[0]!;
    },
  };
}
