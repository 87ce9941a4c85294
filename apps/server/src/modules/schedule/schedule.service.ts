import { isMentorSide } from '@takt/shared/policy';
import {
  addDays,
  daysBetween,
  eachDay,
  formatTimeOfDay,
  schoolDateAt,
} from '@takt/shared/calendar-date';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { wallClockAt } from '@takt/shared/zoned-time';
import type { LessonType } from '@takt/shared/schemas/schedule';
import type { ClassroomInput, GroupInput } from '@takt/shared/schemas/schedule-directory';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { SeriesFilter } from './schedule.repository.ts';
import type { Timetable, Viewer } from './timetable.ts';

export interface ScheduleDeps {
  directory: ScheduleDirectory;
  timetable: Timetable;
  transactor: Transactor;
  now: () => Date;
}

export interface ScheduleQuery {
  from: string;
  to: string;
  studentId?: number;
  mentorId?: number;
  classroomId?: number;
  type?: LessonType;
  view?: 'combined';
}

const MAX_RANGE_DAYS = 62;

export type ScheduleService = ReturnType<typeof createScheduleService>;

/** Reading the timetable, classrooms and student groups; what other modules ask of it. */
export function createScheduleService(deps: ScheduleDeps) {
  const { directory, timetable, transactor } = deps;
  const at = () => deps.now().toISOString();
  const staff = (v: Viewer) => isMentorSide(v);

  /** Whose lessons the viewer asks for, refusing what they may not see. */
  async function scope(
    viewer: Viewer,
    q: Omit<ScheduleQuery, 'from' | 'to'>,
  ): Promise<SeriesFilter | undefined> {
    const { studentId, mentorId, classroomId } = q;
    if (studentId !== undefined) {
      if (!(await directory.people(viewer.schoolId, [studentId])).has(studentId)) throw notFound();
      if (studentId === viewer.id || viewer.isAdmin) return { studentIds: [studentId] };
      if (!viewer.isMentor) throw forbidden();
      const own = await directory.studentsOfMentor(viewer.id);
      if (!own.includes(studentId)) throw forbidden(m.notYourStudent);
      return { studentIds: [studentId] };
    }
    if (mentorId !== undefined) {
      if (!(await directory.people(viewer.schoolId, [mentorId])).has(mentorId)) throw notFound();
      if (mentorId !== viewer.id && !viewer.isAdmin) throw forbidden();
      return { mentorIds: [mentorId] };
    }
    if (classroomId !== undefined) {
      if (!(await directory.classroom(viewer.schoolId, classroomId)))
        throw notFound(m.classroomNotFound);
      if (!staff(viewer)) throw forbidden();
      return { classroomIds: [classroomId] };
    }
    if (q.view === 'combined') {
      if (!staff(viewer)) throw forbidden();
      return { mentorIds: [viewer.id], studentIds: await directory.studentsOfMentor(viewer.id) };
    }
    if (viewer.isAdmin) return undefined;
    return viewer.isMentor ? { mentorIds: [viewer.id] } : { studentIds: [viewer.id] };
  }

  return {
    /** GET /api/schedule: the viewer's lessons (or whose they may see) with the days' A/B weeks. */
    async list(viewer: Viewer, q: ScheduleQuery) {
      if (daysBetween(q.from, q.to) > MAX_RANGE_DAYS) {
        throw badRequest(m.rangeTooLong, 'validation_error', { to: m.rangeTooLong });
      }
      const filter = await scope(viewer, q);
      const { list, calendar } = await timetable.occurrences(viewer.schoolId, q.from, q.to, filter);
      const shown = q.type ? list.filter((o) => o.type === q.type) : list;
      return {
        occurrences: await timetable.present(viewer.schoolId, shown, calendar, viewer),
        days: eachDay(q.from, q.to).map((d) => {
          const info = calendar.dayInfo(d);
          return {
            date: d,
            week: info.week,
            teaching: info.teaching,
            offDay: info.offDay?.name ?? null,
          };
        }),
      };
    },

    /** 'Sljedeći sat': the viewer's next lesson that has not ended, within four weeks. */
    async next(viewer: Viewer) {
      const now = deps.now();
      const today = schoolDateAt(now);
      const filter = await scope(viewer, {});
      const { list, calendar } = await timetable.occurrences(
        viewer.schoolId,
        today,
        addDays(today, 28),
        filter,
      );
      const clock = wallClockAt(now);
      const minute = clock.hour * 60 + clock.minute;
      const upcoming = list.find((o) => !o.cancelled && (o.date > today || o.endMinute > minute));
      if (!upcoming) return null;
      return (await timetable.present(viewer.schoolId, [upcoming], calendar, viewer))[0]!;
    },

    listClassrooms: (viewer: Viewer) => directory.classrooms(viewer.schoolId),

    async saveClassroom(viewer: Viewer, input: ClassroomInput, id?: number) {
      return transactor.run(async () => {
        if (id !== undefined && !(await directory.classroom(viewer.schoolId, id))) {
          throw notFound(m.classroomNotFound);
        }
        const same = await directory.classroomNamed(viewer.schoolId, input.name);
        if (same !== null && same !== id) throw conflict(m.classroomExists);
        if (id === undefined) id = await directory.insertClassroom(viewer.schoolId, input, at());
        else await directory.updateClassroom(viewer.schoolId, id, input, at());
        return (await directory.classroom(viewer.schoolId, id))!;
      });
    },

    /** Student groups: staff see all of the school's, a student the groups they are in. */
    async listGroups(viewer: Viewer) {
      const groups = await directory.groups(viewer.schoolId, staff(viewer) ? undefined : viewer.id);
      const people = await directory.people(
        viewer.schoolId,
        groups.flatMap((g) => g.studentIds),
      );
      return groups.map(({ studentIds, ...g }) => ({
        ...g,
        students: studentIds.map((s) => people.get(s) ?? { id: s, name: '—' }),
      }));
    },

    async saveGroup(viewer: Viewer, input: GroupInput, id?: number) {
      return transactor.run(async () => {
        if (id !== undefined && !(await directory.group(viewer.schoolId, id)))
          throw notFound(m.groupNotFound);
        const found = await directory.activeStudents(viewer.schoolId, input.studentIds);
        if (found.length !== new Set(input.studentIds).size) {
          throw badRequest(m.unknownStudent, 'validation_error', { studentIds: m.unknownStudent });
        }
        if (id === undefined)
          id = await directory.insertGroup(viewer.schoolId, input.name, input.kind, at());
        else await directory.updateGroup(viewer.schoolId, id, input.name, input.kind);
        await directory.setGroupMembers(id, input.studentIds);
        const people = await directory.people(viewer.schoolId, input.studentIds);
        return {
          id,
          name: input.name,
          kind: input.kind,
          students: [...new Set(input.studentIds)].sort((a, b) => a - b).map((s) => people.get(s)!),
        };
      });
    },

    /** Members of one of the school's groups (chat and documents address a theory group). */
    async groupMemberIds(schoolId: number, groupId: number): Promise<number[]> {
      return (await directory.group(schoolId, groupId))?.studentIds ?? [];
    },

    /** ReminderSource: the non-cancelled lessons of a day. */
    async lessonsOn(schoolId: number, date: string) {
      const { list } = await timetable.occurrences(schoolId, date, date);
      const rooms = new Map((await directory.classrooms(schoolId)).map((c) => [c.id, c.name]));
      return list
        .filter((o) => !o.cancelled)
        .map((o) => ({
          start: formatTimeOfDay(o.startMinute),
          end: formatTimeOfDay(o.endMinute),
          title: o.title,
          classroom: o.classroomId !== null ? (rooms.get(o.classroomId) ?? null) : null,
          mentorId: o.mentorId,
          studentIds: o.studentIds,
        }));
    },
  };
}
