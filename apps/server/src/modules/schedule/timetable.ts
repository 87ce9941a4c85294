import { isMentorSide } from '@takt/shared/policy';
import {
  dateParts,
  formatTimeOfDay,
  isoWeekday,
  weekdayOnNames,
  type IsoDate,
} from '@takt/shared/calendar-date';
import type { Occurrence } from '@takt/shared/schemas/schedule';
import type { CalendarService } from '../calendar/calendar.service.ts';
import type { SchoolCalendar } from '../calendar/school-calendar.ts';
import { summarizeClashes, type Clash } from './conflicts.ts';
import {
  expandOccurrences,
  parseOccurrenceKey,
  patternDates,
  type LessonChange,
  type LessonOccurrence,
} from './occurrences.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords } from './schedule-records.repository.ts';
import type { ScheduleRepository, SeriesFilter } from './schedule.repository.ts';

export interface TimetableDeps {
  schedule: ScheduleRepository;
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  calendar: Pick<CalendarService, 'calendarFor'>;
}

export interface Viewer {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

export const dayLabel = (date: IsoDate) => {
  const { year, month, day } = dateParts(date);
  return `${day}.${month}.${year}.`;
};

const touches = (o: LessonOccurrence, f: SeriesFilter) =>
  (f.mentorIds ?? []).includes(o.mentorId) ||
  (o.classroomId !== null && (f.classroomIds ?? []).includes(o.classroomId)) ||
  o.studentIds.some((s) => (f.studentIds ?? []).includes(s));

export type Timetable = ReturnType<typeof createTimetable>;

/** Reads occurrences (series expanded, changes applied) and turns them into answers. */
export function createTimetable(deps: TimetableDeps) {
  const { schedule, directory, records, calendar } = deps;

  async function occurrences(
    schoolId: number,
    from: IsoDate,
    to: IsoDate,
    filter?: SeriesFilter,
  ): Promise<{ list: LessonOccurrence[]; calendar: SchoolCalendar }> {
    // Independent reads, at once (a round trip each on PostgreSQL).
    const [series, changes, cal] = await Promise.all([
      schedule.seriesBetween(schoolId, from, to, filter),
      schedule.changesBetween(schoolId, from, to),
      calendar.calendarFor(schoolId, from, to),
    ]);
    // A filtered read misses a series whose lesson was moved into the filter (another room or
    // mentor's day): such changes still belong, so their series are read by id. Students stay
    // with a moved lesson, so the filter has found those series already.
    const known = new Set(series.map((s) => s.id));
    const wanted = (c: LessonChange) =>
      !filter ||
      (filter.mentorIds ?? []).includes(c.mentorId) ||
      (c.classroomId !== null && (filter.classroomIds ?? []).includes(c.classroomId));
    const missing = new Set(
      changes.flatMap((c) =>
        c.seriesId !== null && !known.has(c.seriesId) && wanted(c) ? [c.seriesId] : [],
      ),
    );
    if (missing.size) series.push(...(await schedule.seriesByIds(schoolId, [...missing])));
    const list = expandOccurrences(series, changes, cal, from, to);
    return { list: filter ? list.filter((o) => touches(o, filter)) : list, calendar: cal };
  }

  /** One occurrence by its key, or null when it does not exist (or not in this school). */
  async function occurrence(schoolId: number, key: string): Promise<LessonOccurrence | null> {
    const parsed = parseOccurrenceKey(key);
    if (!parsed) return null;
    if ('changeId' in parsed) {
      const change = await schedule.change(schoolId, parsed.changeId);
      if (!change || change.kind === 'change') return null;
      const series = change.seriesId ? await schedule.series(schoolId, change.seriesId) : null;
      const cal = await calendar.calendarFor(schoolId, change.date, change.date);
      return (
        expandOccurrences(series ? [series] : [], [change], cal, change.date, change.date).find(
          (o) => o.key === key,
        ) ?? null
      );
    }
    const series = await schedule.series(schoolId, parsed.seriesId);
    if (!series) return null;
    const change = await schedule.changeOf(schoolId, series.id, parsed.originalDate);
    const day = change?.date ?? parsed.originalDate;
    const cal = await calendar.calendarFor(schoolId, parsed.originalDate, parsed.originalDate);
    if (!change && patternDates(series, cal, day, day).length === 0) return null;
    const dayCal = await calendar.calendarFor(schoolId, day, day);
    return (
      expandOccurrences([series], change ? [change] : [], dayCal, day, day).find(
        (o) => o.key === key,
      ) ?? null
    );
  }

  /** The answers for a viewer: names, rooms, attendance (students see only their own), notes. */
  async function present(
    schoolId: number,
    list: LessonOccurrence[],
    cal: SchoolCalendar,
    viewer: Viewer,
  ): Promise<Occurrence[]> {
    const keys = list.map((o) => o.key);
    const [people, classrooms, attendance, notes] = await Promise.all([
      directory.people(
        schoolId,
        list.flatMap((o) => [o.mentorId, ...o.studentIds]),
      ),
      directory.classrooms(schoolId),
      records.attendanceFor(schoolId, keys),
      records.notesFor(schoolId, keys),
    ]);
    const rooms = new Map(classrooms.map((c) => [c.id, c]));
    const onlyOwn = !isMentorSide(viewer);
    const person = (id: number) => people.get(id) ?? { id, name: '—' };
    return list.map((o) => {
      const room = o.classroomId !== null ? rooms.get(o.classroomId) : undefined;
      return {
        id: o.key,
        seriesId: o.seriesId,
        kind: o.kind,
        date: o.date,
        start: formatTimeOfDay(o.startMinute),
        end: formatTimeOfDay(o.endMinute),
        type: o.type,
        title: o.title,
        week: cal.weekLetter(o.date),
        mentor: person(o.mentorId),
        students: o.studentIds.map(person),
        classroom: room ? { id: room.id, name: room.name } : null,
        status: o.cancelled ? 'cancelled' : o.moved ? 'moved' : 'scheduled',
        originalDate: o.originalDate,
        cancelReason: o.cancelReason,
        attendance: attendance
          .filter((a) => a.occurrenceKey === o.key && (!onlyOwn || a.studentId === viewer.id))
          .map((a) => ({ studentId: a.studentId, status: a.status })),
        note: notes.get(o.key) ?? null,
      };
    });
  }

  /** Croatian lines for the clashes, e.g. 'Učionica 3 je zauzeta u utorak 14:00–14:45 (…)'. */
  async function describe(schoolId: number, clashes: Clash[]): Promise<string[]> {
    const summary = summarizeClashes(clashes);
    const people = await directory.people(
      schoolId,
      summary.flatMap((c) => [c.existing.mentorId, ...c.existing.studentIds, c.resourceId]),
    );
    const rooms = new Map((await directory.classrooms(schoolId)).map((c) => [c.id, c.name]));
    const name = (id: number) => people.get(id)?.name ?? '—';
    return summary.map((c) => {
      const e = c.existing;
      const when = `u ${weekdayOnNames[isoWeekday(c.date) - 1]} ${formatTimeOfDay(e.startMinute)}–${formatTimeOfDay(e.endMinute)}`;
      const once = c.count === 1 ? `, ${dayLabel(c.date)}` : `, od ${dayLabel(c.date)}`;
      const students = e.studentIds.length
        ? e.studentIds.length > 2
          ? `${e.title}, ${e.studentIds.length} učenika`
          : `${e.studentIds.map(name).join(', ')}, ${e.title}`
        : e.title;
      if (c.kind === 'classroom') {
        return `${rooms.get(c.resourceId) ?? 'Učionica'} je zauzeta ${when} (${students})${once}`;
      }
      if (c.kind === 'mentor') {
        return `Mentor ${name(c.resourceId)} već ima sat ${when} (${students})${once}`;
      }
      return `${name(c.resourceId)} već ima sat ${when} (${name(e.mentorId)}, ${e.title})${once}`;
    });
  }

  return { occurrences, occurrence, present, describe };
}
