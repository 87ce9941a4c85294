import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import type { AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { lessonLink, lessonPayload, type LessonChanges, type Notifier } from './lesson-changes.ts';
import { creditExpiry, earnsCredit, startInstant, timeRange } from './lesson-rules.ts';
import type { LessonOccurrence } from './occurrences.ts';
import { requireLessonStaff } from './schedule-access.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords } from './schedule-records.repository.ts';
import { dayLabel, type Viewer } from './timetable.ts';
import './schedule.events.ts';

/** Who came to a lesson, a student's own 'Odjava sata', the make-up credits both earn, notes. */
export function createLessonAttendance(deps: {
  changes: LessonChanges;
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  calendar: Pick<CalendarService, 'currentSchoolYear'>;
  notifications: Notifier;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}) {
  const { changes, directory, records, transactor, events } = deps;
  const { find, save, shown } = changes;
  const at = () => deps.now().toISOString();

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

  /** Records the status and, where the school's policy says so, the make-up credit it earns. */
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

  return {
    mark,

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
          link: lessonLink(o.date),
        });
        events.publish('lesson.absence_reported', {
          ...lessonPayload(viewer, o),
          studentId: viewer.id,
        });
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
  };
}
