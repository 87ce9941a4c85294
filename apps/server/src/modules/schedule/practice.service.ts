import { addDays, eachDay, mondayOf, schoolDateAt } from '@takt/shared/calendar-date';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { attendanceStatuses, type AttendanceStatus } from '@takt/shared/schemas/schedule';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords } from './schedule-records.repository.ts';
import type { Viewer } from './timetable.ts';

export interface PracticeDeps {
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  transactor: Transactor;
  now: () => Date;
}

export type PracticeService = ReturnType<typeof createPracticeService>;

/** The practice log (minutes per day) and attendance reports. */
export function createPracticeService(deps: PracticeDeps) {
  const { directory, records, transactor } = deps;

  /** A student themselves, an admin, or a mentor for their own students; others of the school 403. */
  async function mayRead(viewer: Viewer, studentId: number) {
    if (studentId === viewer.id) return;
    if (!(await directory.people(viewer.schoolId, [studentId])).has(studentId)) throw notFound();
    if (viewer.isAdmin) return;
    if (viewer.isMentor && (await directory.studentsOfMentor(viewer.id)).includes(studentId))
      return;
    throw forbidden(m.notYourStudent);
  }

  return {
    async log(viewer: Viewer, date: string, minutes: number) {
      if (date > schoolDateAt(deps.now())) {
        throw badRequest(m.practiceFuture, 'validation_error', { date: m.practiceFuture });
      }
      await transactor.run(() =>
        records.savePractice(viewer.schoolId, viewer.id, date, minutes, deps.now().toISOString()),
      );
    },

    async week(viewer: Viewer, week: string, studentId = viewer.id) {
      await mayRead(viewer, studentId);
      const monday = mondayOf(week);
      const sunday = addDays(monday, 6);
      const rows = await records.practice(viewer.schoolId, [studentId], monday, sunday);
      const days = eachDay(monday, sunday).map((date) => ({
        date,
        minutes: rows.find((r) => r.date === date)?.minutes ?? 0,
      }));
      return { week: monday, days, total: days.reduce((t, d) => t + d.minutes, 0) };
    },

    /** Weekly totals of a mentor's students (an admin: every student who practised). */
    async summary(viewer: Viewer, week: string) {
      const monday = mondayOf(week);
      const own = viewer.isAdmin ? null : await directory.studentsOfMentor(viewer.id);
      const rows = await records.practice(viewer.schoolId, own, monday, addDays(monday, 6));
      const ids = own ?? [...new Set(rows.map((r) => r.studentId))];
      const people = await directory.people(viewer.schoolId, ids);
      return {
        week: monday,
        students: ids
          .filter((id) => people.has(id))
          .map((id) => ({
            student: people.get(id)!,
            total: rows.filter((r) => r.studentId === id).reduce((t, r) => t + r.minutes, 0),
          })),
      };
    },

    practicedOn: (schoolId: number, date: string) => records.practicedOn(schoolId, date),

    /** Attendance per student and mentor in a month; students their own, mentors their lessons. */
    async report(viewer: Viewer, q: { month: string; studentId?: number; mentorId?: number }) {
      const from = `${q.month}-01`;
      const to = addDays(addDays(from, 31).slice(0, 8) + '01', -1);
      let rows = await records.attendanceBetween(viewer.schoolId, from, to);
      if (!viewer.isAdmin) {
        rows = viewer.isMentor
          ? rows.filter((r) => r.mentorId === viewer.id)
          : rows.filter((r) => r.studentId === viewer.id);
      }
      if (q.studentId !== undefined) rows = rows.filter((r) => r.studentId === q.studentId);
      if (q.mentorId !== undefined) rows = rows.filter((r) => r.mentorId === q.mentorId);
      const people = await directory.people(
        viewer.schoolId,
        rows.flatMap((r) => [r.studentId, r.mentorId]),
      );
      const groups = new Map<
        string,
        { studentId: number; mentorId: number; counts: Record<AttendanceStatus, number> }
      >();
      for (const r of rows) {
        const key = `${r.studentId}:${r.mentorId}`;
        let g = groups.get(key);
        if (!g) {
          g = {
            studentId: r.studentId,
            mentorId: r.mentorId,
            counts: Object.fromEntries(attendanceStatuses.map((s) => [s, 0])) as Record<
              AttendanceStatus,
              number
            >,
          };
          groups.set(key, g);
        }
        g.counts[r.status]++;
      }
      const person = (id: number) => people.get(id) ?? { id, name: '—' };
      return {
        month: q.month,
        rows: [...groups.values()]
          .map((g) => ({
            student: person(g.studentId),
            mentor: person(g.mentorId),
            counts: g.counts,
            total: Object.values(g.counts).reduce((t, n) => t + n, 0),
          }))
          .sort((a, b) => a.student.name.localeCompare(b.student.name, 'hr')),
      };
    },
  };
}
