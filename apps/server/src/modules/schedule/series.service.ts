import { addDays, parseTimeOfDay, schoolDateAt } from '@takt/shared/calendar-date';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import type { SeriesInput } from '@takt/shared/schemas/schedule';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { findClashes } from './conflicts.ts';
import { expandOccurrences, type LessonOccurrence, type SeriesRule } from './occurrences.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRepository } from './schedule.repository.ts';
import type { Timetable, Viewer } from './timetable.ts';

export interface SeriesDeps {
  schedule: ScheduleRepository;
  directory: ScheduleDirectory;
  timetable: Timetable;
  calendar: Pick<CalendarService, 'currentSchoolYear' | 'calendarFor'>;
  transactor: Transactor;
  now: () => Date;
}

const field = (name: string, message: string) =>
  badRequest(message, 'validation_error', { [name]: message });

export type SeriesService = ReturnType<typeof createSeriesService>;

/** Lesson series: create, change, end; every save is checked for clashes first. */
export function createSeriesService(deps: SeriesDeps) {
  const { schedule, directory, timetable, calendar, transactor } = deps;
  const at = () => deps.now().toISOString();

  async function students(schoolId: number, input: SeriesInput) {
    if (input.groupId) {
      const group = await directory.group(schoolId, input.groupId);
      if (!group) throw field('groupId', m.groupNotFound);
      return { studentIds: group.studentIds, groupId: group.id, stored: [] as number[] };
    }
    if (input.programId) {
      const ids = await directory.programStudents(schoolId, input.programId);
      if (!ids) throw field('programId', m.unknownProgram);
      if (ids.length === 0) throw field('programId', m.programEmpty);
      return { studentIds: ids, groupId: null, stored: ids };
    }
    const wanted = [...new Set(input.studentIds ?? [])];
    const found = await directory.activeStudents(schoolId, wanted);
    if (found.length !== wanted.length) throw field('studentIds', m.unknownStudent);
    return { studentIds: wanted, groupId: null, stored: wanted };
  }

  /** The rule a valid input describes, with the refusals of bad references (400/403). */
  async function plan(viewer: Viewer, input: SeriesInput, id = 0) {
    const mentorId = input.mentorId ?? viewer.id;
    if (!viewer.isAdmin && mentorId !== viewer.id) throw forbidden();
    if (mentorId !== viewer.id && !(await directory.isMentor(viewer.schoolId, mentorId))) {
      throw field('mentorId', m.unknownMentor);
    }
    // Independent reads, at once; the refusals keep their order.
    const [room, year, who] = await Promise.all([
      input.classroomId !== null
        ? directory.classroom(viewer.schoolId, input.classroomId)
        : Promise.resolve(null),
      calendar.currentSchoolYear(viewer.schoolId, input.validFrom),
      students(viewer.schoolId, input).catch((error: unknown) => error as Error),
    ]);
    if (input.classroomId !== null && !room) throw field('classroomId', m.classroomNotFound);
    if (!year) throw field('validFrom', m.noSchoolYear);
    const validTo = input.validTo ?? year.endDate;
    if (validTo > year.endDate) throw field('validTo', m.outsideSchoolYear);
    if (who instanceof Error) throw who;
    const rule: SeriesRule = {
      id,
      mentorId,
      classroomId: input.classroomId,
      groupId: who.groupId,
      type: input.type,
      title: input.title,
      weekday: input.weekday,
      startMinute: parseTimeOfDay(input.start) ?? 0,
      durationMinutes: input.durationMinutes,
      weeks: input.weeks,
      validFrom: input.validFrom,
      validTo,
      sequence: 0,
      studentIds: who.studentIds,
    };
    return { rule, room, year, stored: who.stored };
  }

  /** Croatian lines for everything the planned lessons would double-book. */
  async function clashLines(
    schoolId: number,
    planned: LessonOccurrence[],
    room: { name: string; capacity: number } | null,
    studentCount: number,
    ignore: (o: LessonOccurrence) => boolean,
  ): Promise<string[]> {
    const lines: string[] = [];
    if (room && studentCount > room.capacity) {
      lines.push(
        `${room.name} prima najviše ${room.capacity} učenika, a na satu ih je ${studentCount}.`,
      );
    }
    const live = planned.filter((p) => !p.cancelled);
    if (live.length === 0) return lines;
    const from = live[0]!.date;
    const to = live[live.length - 1]!.date;
    const first = live[0]!;
    const { list } = await timetable.occurrences(schoolId, from, to, {
      mentorIds: [first.mentorId],
      classroomIds: first.classroomId !== null ? [first.classroomId] : [],
      studentIds: [...new Set(live.flatMap((p) => p.studentIds))],
    });
    return [...lines, ...(await timetable.describe(schoolId, findClashes(live, list, ignore)))];
  }

  async function seriesClashes(viewer: Viewer, input: SeriesInput, editing?: number) {
    const { rule, room, stored } = await plan(viewer, input, editing ?? 0);
    // An edited series keeps its stored changes: a moved lesson is checked where it went, not
    // at its old slot, a cancelled one not at all, and its extra lessons with the new students.
    const [cal, changes] = await Promise.all([
      calendar.calendarFor(viewer.schoolId, rule.validFrom, rule.validTo),
      editing !== undefined
        ? schedule.changesOfSeries(viewer.schoolId, editing)
        : Promise.resolve([]),
    ]);
    const planned = expandOccurrences([rule], changes, cal, rule.validFrom, rule.validTo);
    const lines = await clashLines(
      viewer.schoolId,
      planned,
      room,
      rule.studentIds.length,
      (o) => editing !== undefined && o.seriesId === editing,
    );
    return { rule, stored, lines };
  }

  async function owned(viewer: Viewer, id: number): Promise<SeriesRule> {
    const series = await schedule.series(viewer.schoolId, id);
    if (!series) throw notFound(m.seriesNotFound);
    if (!viewer.isAdmin && series.mentorId !== viewer.id) {
      if (series.studentIds.includes(viewer.id)) throw forbidden();
      throw notFound(m.seriesNotFound);
    }
    return series;
  }

  const refuse = (lines: string[]) => {
    if (lines.length) throw new AppError('schedule_conflict', m.conflict, { details: lines });
  };

  async function view(schoolId: number, id: number) {
    const s = (await schedule.series(schoolId, id))!;
    const people = await directory.people(schoolId, [s.mentorId, ...s.studentIds]);
    const person = (pid: number) => people.get(pid) ?? { id: pid, name: '—' };
    const { startMinute, sequence, ...rest } = s;
    void sequence;
    const hh = String(Math.floor(startMinute / 60)).padStart(2, '0');
    const mm = String(startMinute % 60).padStart(2, '0');
    return {
      ...rest,
      start: `${hh}:${mm}`,
      mentor: person(s.mentorId),
      students: s.studentIds.map(person),
    };
  }

  return {
    view,
    clashLines,
    owned,

    /** POST /api/schedule/check: the clashes a save would be refused for, nothing written. */
    async check(viewer: Viewer, input: SeriesInput) {
      if (input.seriesId !== undefined) await owned(viewer, input.seriesId);
      const { lines } = await seriesClashes(viewer, input, input.seriesId);
      return { ok: lines.length === 0, clashes: lines };
    },

    async create(viewer: Viewer, input: SeriesInput) {
      return transactor.run(async () => {
        const { rule, lines, stored } = await seriesClashes(viewer, input);
        refuse(lines);
        const year = (await calendar.currentSchoolYear(viewer.schoolId, rule.validFrom))!;
        const { id: _id, studentIds: _s, sequence: _q, ...values } = rule;
        const id = await schedule.insertSeries(
          { ...values, schoolId: viewer.schoolId, schoolYearId: year.id },
          stored,
          at(),
        );
        return view(viewer.schoolId, id);
      });
    },

    async update(viewer: Viewer, id: number, input: SeriesInput) {
      return transactor.run(async () => {
        const before = await owned(viewer, id);
        const { rule, lines, stored } = await seriesClashes(viewer, input, id);
        refuse(lines);
        const year = (await calendar.currentSchoolYear(viewer.schoolId, rule.validFrom))!;
        const { id: _id, studentIds: _s, sequence: _q, ...values } = rule;
        await schedule.updateSeries(
          viewer.schoolId,
          id,
          { ...values, schoolYearId: year.id, sequence: before.sequence + 1 },
          at(),
        );
        await schedule.setSeriesStudents(id, stored);
        return view(viewer.schoolId, id);
      });
    },

    /** Ends the series before `from` (default: today); a series not yet begun is removed. */
    async end(viewer: Viewer, id: number, from?: string) {
      await transactor.run(async () => {
        const series = await owned(viewer, id);
        const day = from ?? schoolDateAt(deps.now());
        if (day <= series.validFrom) {
          await schedule.deleteSeries(viewer.schoolId, id);
          return;
        }
        if (day > series.validTo) return;
        await schedule.deleteChangesFrom(viewer.schoolId, id, day);
        await schedule.updateSeries(
          viewer.schoolId,
          id,
          { validTo: addDays(day, -1), sequence: series.sequence + 1 },
          at(),
        );
      });
    },
  };
}
