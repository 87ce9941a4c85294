import { addDays, isoWeekday, toDayNumber, type IsoDate } from '@takt/shared/calendar-date';
import type { LessonType, WeekPattern } from '@takt/shared/schemas/schedule';
import type { SchoolCalendar } from '../calendar/school-calendar.ts';

/** A lesson series as the rules see it: a weekly pattern and who is in it. */
export interface SeriesRule {
  id: number;
  mentorId: number;
  classroomId: number | null;
  groupId: number | null;
  type: LessonType;
  title: string;
  weekday: number;
  startMinute: number;
  durationMinutes: number;
  weeks: WeekPattern;
  validFrom: IsoDate;
  validTo: IsoDate;
  sequence: number;
  studentIds: number[];
}

/** A stored change: one occurrence moved or cancelled, or a lesson outside the pattern. */
export interface LessonChange {
  id: number;
  seriesId: number | null;
  originalDate: IsoDate | null;
  kind: 'change' | 'extra' | 'makeup';
  mentorId: number;
  studentId: number | null;
  type: LessonType;
  title: string;
  date: IsoDate;
  startMinute: number;
  durationMinutes: number;
  classroomId: number | null;
  cancelled: boolean;
  cancelKind: string | null;
  cancelReason: string | null;
  sequence: number;
}

/** One lesson on one day. */
export interface LessonOccurrence {
  key: string;
  seriesId: number | null;
  changeId: number | null;
  kind: 'series' | 'extra' | 'makeup';
  date: IsoDate;
  originalDate: IsoDate | null;
  startMinute: number;
  endMinute: number;
  type: LessonType;
  title: string;
  mentorId: number;
  classroomId: number | null;
  studentIds: number[];
  cancelled: boolean;
  moved: boolean;
  cancelKind: string | null;
  cancelReason: string | null;
  sequence: number;
}

const compact = (date: IsoDate) => date.replaceAll('-', '');

/** `<seriesId>-<YYYYMMDD>` for a series' occurrence by its original day, `x<id>` otherwise. */
export function occurrenceKey(seriesId: number | null, originalDate: IsoDate | null, changeId = 0) {
  return seriesId !== null && originalDate
    ? `${seriesId}-${compact(originalDate)}`
    : `x${changeId}`;
}

export function parseOccurrenceKey(
  key: string,
): { seriesId: number; originalDate: IsoDate } | { changeId: number } | null {
  const series = /^(\d+)-(\d{4})(\d{2})(\d{2})$/.exec(key);
  if (series) {
    return { seriesId: Number(series[1]), originalDate: `${series[2]}-${series[3]}-${series[4]}` };
  }
  const extra = /^x(\d+)$/.exec(key);
  return extra ? { changeId: Number(extra[1]) } : null;
}

/** The days a series meets in [from, to] by its pattern, skipping days without teaching. */
export function patternDates(
  rule: Pick<SeriesRule, 'weekday' | 'weeks' | 'validFrom' | 'validTo'>,
  calendar: SchoolCalendar,
  from: IsoDate,
  to: IsoDate,
): IsoDate[] {
  const first = from > rule.validFrom ? from : rule.validFrom;
  const last = to < rule.validTo ? to : rule.validTo;
  if (first > last) return [];
  const shift = (rule.weekday - isoWeekday(first) + 7) % 7;
  const dates: IsoDate[] = [];
  for (let d = addDays(first, shift); d <= last; d = addDays(d, 7)) {
    const info = calendar.dayInfo(d);
    if (!info.teaching) continue;
    if (rule.weeks !== 'every' && info.week !== rule.weeks) continue;
    dates.push(d);
  }
  return dates;
}

/**
 * Every occurrence in [from, to]: the series' pattern days, with stored changes applied (a moved
 * occurrence appears on its new day, even when the original day lies outside the range), plus
 * extra and make-up lessons. `changes` must hold every change whose date or original date lies
 * in the range.
 */
export function expandOccurrences(
  series: SeriesRule[],
  changes: LessonChange[],
  calendar: SchoolCalendar,
  from: IsoDate,
  to: IsoDate,
): LessonOccurrence[] {
  const bySeries = new Map(series.map((s) => [s.id, s]));
  const changed = new Set(
    changes
      .filter((c) => c.seriesId !== null && c.originalDate)
      .map((c) => occurrenceKey(c.seriesId, c.originalDate)),
  );
  const out: LessonOccurrence[] = [];
  for (const s of series) {
    for (const date of patternDates(s, calendar, from, to)) {
      const key = occurrenceKey(s.id, date);
      if (changed.has(key)) continue;
      out.push({
        key,
        seriesId: s.id,
        changeId: null,
        kind: 'series',
        date,
        originalDate: date,
        startMinute: s.startMinute,
        endMinute: s.startMinute + s.durationMinutes,
        type: s.type,
        title: s.title,
        mentorId: s.mentorId,
        classroomId: s.classroomId,
        studentIds: s.studentIds,
        cancelled: false,
        moved: false,
        cancelKind: null,
        cancelReason: null,
        sequence: s.sequence,
      });
    }
  }
  for (const c of changes) {
    if (c.date < from || c.date > to) continue;
    const s = c.seriesId !== null ? bySeries.get(c.seriesId) : undefined;
    if (c.seriesId !== null && !s) continue;
    out.push({
      key: occurrenceKey(c.kind === 'change' ? c.seriesId : null, c.originalDate, c.id),
      seriesId: c.seriesId,
      changeId: c.id,
      kind: c.kind === 'makeup' ? 'makeup' : c.kind === 'extra' ? 'extra' : 'series',
      date: c.date,
      originalDate: c.originalDate,
      startMinute: c.startMinute,
      endMinute: c.startMinute + c.durationMinutes,
      type: c.type,
      title: c.title,
      mentorId: c.mentorId,
      classroomId: c.classroomId,
      studentIds: s ? s.studentIds : c.studentId !== null ? [c.studentId] : [],
      cancelled: c.cancelled,
      moved:
        c.kind === 'change' &&
        (c.date !== c.originalDate || (s !== undefined && c.startMinute !== s.startMinute)),
      cancelKind: c.cancelKind,
      cancelReason: c.cancelReason,
      sequence: (s?.sequence ?? 0) + c.sequence,
    });
  }
  return out.sort(
    (a, b) =>
      toDayNumber(a.date) - toDayNumber(b.date) ||
      a.startMinute - b.startMinute ||
      a.key.localeCompare(b.key),
  );
}
