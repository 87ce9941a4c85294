import { parseTimeOfDay } from '@takt/shared/calendar-date';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import type { AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { lessonLink, lessonPayload, type LessonChanges, type Notifier } from './lesson-changes.ts';
import { timeRange } from './lesson-rules.ts';
import { occurrenceKey, type LessonOccurrence } from './occurrences.ts';
import { requireLessonStaff } from './schedule-access.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRepository } from './schedule.repository.ts';
import type { SeriesService } from './series.service.ts';
import { dayLabel, type Viewer } from './timetable.ts';
import './schedule.events.ts';

/** A lesson cancelled, moved or added outside its series' pattern, checked for clashes first. */
export function createLessonReschedule(deps: {
  changes: LessonChanges;
  /** Cancelling marks the students' attendance, which may earn them make-up credits. */
  mark: (
    viewer: Viewer,
    o: LessonOccurrence,
    studentId: number,
    status: AttendanceStatus,
    hoursAhead: number | null,
  ) => Promise<void>;
  schedule: ScheduleRepository;
  directory: ScheduleDirectory;
  series: Pick<SeriesService, 'owned' | 'clashLines'>;
  calendar: Pick<CalendarService, 'isTeachingDay'>;
  notifications: Notifier;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}) {
  const { changes, mark, schedule, directory, transactor, events } = deps;
  const { find, save, shown } = changes;
  const at = () => deps.now().toISOString();

  async function classroom(viewer: Viewer, classroomId: number | null) {
    const room =
      classroomId !== null ? await directory.classroom(viewer.schoolId, classroomId) : null;
    if (classroomId !== null && !room) {
      throw badRequest(m.classroomNotFound, 'validation_error', {
        classroomId: m.classroomNotFound,
      });
    }
    return room;
  }

  return {
    async cancel(
      viewer: Viewer,
      key: string,
      input: { reason: string; kind: 'mentor' | 'school' },
    ) {
      return transactor.run(async () => {
        const o = await find(viewer, key);
        requireLessonStaff(viewer, o);
        if (o.cancelled) throw conflict(m.occurrenceAlreadyCancelled);
        await save(viewer, o, {
          cancelled: true,
          cancelledBy: viewer.id,
          cancelKind: input.kind,
          cancelReason: input.reason,
        });
        const status = input.kind === 'school' ? 'school_cancelled' : 'mentor_cancelled';
        for (const s of o.studentIds) await mark(viewer, o, s, status, null);
        await deps.notifications.notify(
          o.studentIds.filter((s) => s !== viewer.id),
          {
            type: 'lesson_cancelled',
            title: 'Sat je otkazan',
            body: `${o.title}, ${dayLabel(o.date)} ${timeRange(o)}: ${input.reason}`,
            link: lessonLink(o.date),
          },
        );
        events.publish('lesson.cancelled', { ...lessonPayload(viewer, o), by: viewer.id });
        return shown(viewer, key);
      });
    },

    async move(
      viewer: Viewer,
      key: string,
      input: { date: string; start: string; classroomId?: number | null },
    ) {
      return transactor.run(async () => {
        const o = await find(viewer, key);
        requireLessonStaff(viewer, o);
        if (o.cancelled) throw conflict(m.occurrenceAlreadyCancelled);
        if (!(await deps.calendar.isTeachingDay(viewer.schoolId, input.date))) {
          throw badRequest(m.notTeachingDay, 'validation_error', { date: m.notTeachingDay });
        }
        const classroomId = input.classroomId === undefined ? o.classroomId : input.classroomId;
        const room = await classroom(viewer, classroomId);
        const startMinute = parseTimeOfDay(input.start)!;
        const moved = {
          ...o,
          date: input.date,
          startMinute,
          endMinute: startMinute + o.endMinute - o.startMinute,
          classroomId,
        };
        const lines = await deps.series.clashLines(
          viewer.schoolId,
          [moved],
          room,
          o.studentIds.length,
          (e) => e.key === o.key,
        );
        if (lines.length) throw new AppError('schedule_conflict', m.conflict, { details: lines });
        await save(viewer, o, { date: input.date, startMinute, classroomId });
        await deps.notifications.notify(o.studentIds, {
          type: 'lesson_moved',
          title: 'Sat je premješten',
          body: `${o.title}: ${dayLabel(o.date)} ${timeRange(o)} → ${dayLabel(input.date)} ${timeRange(moved)}`,
          link: lessonLink(input.date),
        });
        events.publish('lesson.moved', { ...lessonPayload(viewer, moved), fromDate: o.date });
        return shown(viewer, key);
      });
    },

    async extra(
      viewer: Viewer,
      seriesId: number,
      input: { date: string; start: string; durationMinutes?: number; classroomId?: number | null },
    ) {
      return transactor.run(async () => {
        const series = await deps.series.owned(viewer, seriesId);
        const classroomId =
          input.classroomId === undefined ? series.classroomId : input.classroomId;
        const room = await classroom(viewer, classroomId);
        const startMinute = parseTimeOfDay(input.start)!;
        const duration = input.durationMinutes ?? series.durationMinutes;
        const planned: LessonOccurrence = {
          key: 'x0',
          seriesId,
          changeId: null,
          kind: 'extra',
          date: input.date,
          originalDate: null,
          startMinute,
          endMinute: startMinute + duration,
          type: series.type,
          title: series.title,
          mentorId: series.mentorId,
          classroomId,
          studentIds: series.studentIds,
          cancelled: false,
          moved: false,
          cancelKind: null,
          cancelReason: null,
          sequence: 0,
        };
        const lines = await deps.series.clashLines(
          viewer.schoolId,
          [planned],
          room,
          series.studentIds.length,
          () => false,
        );
        if (lines.length) throw new AppError('schedule_conflict', m.conflict, { details: lines });
        const id = await schedule.insertChange(
          {
            schoolId: viewer.schoolId,
            seriesId,
            originalDate: null,
            kind: 'extra',
            cancelled: false,
            mentorId: series.mentorId,
            studentId: null,
            type: series.type,
            title: series.title,
            date: input.date,
            startMinute,
            durationMinutes: duration,
            classroomId,
          },
          at(),
        );
        return shown(viewer, occurrenceKey(null, null, id));
      });
    },
  };
}
