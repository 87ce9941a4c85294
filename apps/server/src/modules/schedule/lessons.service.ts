import { parseTimeOfDay, schoolDateAt } from '@takt/shared/calendar-date';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import type { AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { creditExpiry, earnsCredit, startInstant, timeRange } from './lesson-rules.ts';
import { occurrenceKey, type LessonOccurrence } from './occurrences.ts';
import { requireLessonStaff, requireLessonVisible } from './schedule-access.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords } from './schedule-records.repository.ts';
import type { ScheduleRepository } from './schedule.repository.ts';
import type { SeriesService } from './series.service.ts';
import { dayLabel, type Timetable, type Viewer } from './timetable.ts';
import './schedule.events.ts';

/** The notifications port (the notifications module's service fits it). */
export interface Notifier {
  notify(
    userIds: number[],
    n: { type: string; title: string; body: string; link?: string },
  ): Promise<void>;
}

export interface LessonsDeps {
  schedule: ScheduleRepository;
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  timetable: Timetable;
  series: SeriesService;
  calendar: Pick<CalendarService, 'currentSchoolYear' | 'isTeachingDay' | 'calendarFor'>;
  notifications: Notifier;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}

export type LessonsService = ReturnType<typeof createLessonsService>;

/** One lesson at a time: cancel, move, add, attendance, absences, notes. */
export function createLessonsService(deps: LessonsDeps) {
  const { schedule, directory, records, timetable, transactor, events } = deps;
  const at = () => deps.now().toISOString();
  const link = (date: string) => `/raspored?date=${date}`;

  async function find(viewer: Viewer, key: string): Promise<LessonOccurrence> {
    const o = await timetable.occurrence(viewer.schoolId, key);
    if (!o) throw notFound(m.occurrenceNotFound);
    requireLessonVisible(viewer, o);
    return o;
  }

  const payload = (viewer: Viewer, o: LessonOccurrence) => ({
    schoolId: viewer.schoolId,
    occurrenceId: o.key,
    seriesId: o.seriesId,
    date: o.date,
    mentorId: o.mentorId,
    studentIds: o.studentIds,
  });

  /** Stores the occurrence's new state (a change row of its own, made on the first change). */
  async function save(viewer: Viewer, o: LessonOccurrence, values: Record<string, unknown>) {
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
  }

  async function grant(
    viewer: Viewer,
    o: LessonOccurrence,
    studentId: number,
    status: AttendanceStatus,
    hoursAhead: number | null,
  ) {
    const policy = await records.policy(viewer.schoolId);
    if (!earnsCredit(policy, status, hoursAhead)) return;
    const year = await deps.calendar.currentSchoolYear(viewer.schoolId, o.date);
    await records.grantCredit(
      viewer.schoolId,
      {
        studentId,
        mentorId: o.mentorId,
        sourceKey: o.key,
        sourceDate: o.date,
        reason: status,
        expiresOn: creditExpiry(policy, o.date, year?.endDate ?? null),
      },
      at(),
    );
  }

  async function mark(
    viewer: Viewer,
    o: LessonOccurrence,
    studentId: number,
    status: AttendanceStatus,
    hoursAhead: number | null,
    note?: string,
  ) {
    await records.markAttendance(
      viewer.schoolId,
      {
        occurrenceKey: o.key,
        studentId,
        mentorId: o.mentorId,
        date: o.date,
        status,
        note: note ?? null,
      },
      viewer.id,
      at(),
    );
    await grant(viewer, o, studentId, status, hoursAhead);
  }

  async function shown(viewer: Viewer, key: string) {
    const o = (await timetable.occurrence(viewer.schoolId, key))!;
    const cal = await deps.calendar.calendarFor(viewer.schoolId, o.date, o.date);
    return (await timetable.present(viewer.schoolId, [o], cal, viewer))[0]!;
  }

  return {
    find,
    shown,

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
            link: link(o.date),
          },
        );
        events.publish('lesson.cancelled', { ...payload(viewer, o), by: viewer.id });
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
        const room =
          classroomId !== null ? await directory.classroom(viewer.schoolId, classroomId) : null;
        if (classroomId !== null && !room) {
          throw badRequest(m.classroomNotFound, 'validation_error', {
            classroomId: m.classroomNotFound,
          });
        }
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
          link: link(input.date),
        });
        events.publish('lesson.moved', { ...payload(viewer, moved), fromDate: o.date });
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
        const room =
          classroomId !== null ? await directory.classroom(viewer.schoolId, classroomId) : null;
        if (classroomId !== null && !room) {
          throw badRequest(m.classroomNotFound, 'validation_error', {
            classroomId: m.classroomNotFound,
          });
        }
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

    /** 'Odjava sata': a student cancels ahead; the mentor is told. */
    async reportAbsence(viewer: Viewer, key: string, reason: string) {
      return transactor.run(async () => {
        const o = await find(viewer, key);
        if (!o.studentIds.includes(viewer.id)) throw forbidden();
        if (o.cancelled) throw conflict(m.occurrenceAlreadyCancelled);
        const hoursAhead = (startInstant(o).getTime() - deps.now().getTime()) / 3_600_000;
        if (hoursAhead <= 0) throw conflict(m.absenceTooLate);
        await mark(viewer, o, viewer.id, 'excused', hoursAhead, reason);
        if (o.studentIds.length === 1) {
          await save(viewer, o, {
            cancelled: true,
            cancelledBy: viewer.id,
            cancelKind: 'student',
            cancelReason: reason,
          });
        }
        const who =
          (await directory.people(viewer.schoolId, [viewer.id])).get(viewer.id)?.name ?? '';
        await deps.notifications.notify([o.mentorId], {
          type: 'absence_reported',
          title: 'Odjava sata',
          body: `${who}: ${o.title}, ${dayLabel(o.date)} ${timeRange(o)} — ${reason}`,
          link: link(o.date),
        });
        events.publish('lesson.absence_reported', { ...payload(viewer, o), studentId: viewer.id });
        return shown(viewer, key);
      });
    },

    async markAttendance(
      viewer: Viewer,
      key: string,
      entries: Array<{ studentId: number; status: AttendanceStatus }>,
    ) {
      return transactor.run(async () => {
        const o = await find(viewer, key);
        requireLessonStaff(viewer, o);
        const started = startInstant(o).getTime() <= deps.now().getTime();
        for (const e of entries) {
          if (!o.studentIds.includes(e.studentId)) {
            throw badRequest(m.attendanceStudent, 'invalid_attendance', {
              entries: m.attendanceStudent,
            });
          }
          if (!started && (e.status === 'present' || e.status === 'unexcused')) {
            throw badRequest(m.attendanceFuture, 'invalid_attendance', {
              entries: m.attendanceFuture,
            });
          }
        }
        for (const e of entries) await mark(viewer, o, e.studentId, e.status, null);
        return shown(viewer, key);
      });
    },

    async saveNote(viewer: Viewer, key: string, note: { workedOn: string; homework: string }) {
      return transactor.run(async () => {
        const o = await find(viewer, key);
        requireLessonStaff(viewer, o);
        await records.saveNote(viewer.schoolId, o.key, note, viewer.id, at());
        return shown(viewer, key);
      });
    },

    today: () => schoolDateAt(deps.now()),
  };
}
