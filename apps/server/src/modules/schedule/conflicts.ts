import type { IsoDate } from '@takt/shared/calendar-date';
import type { LessonOccurrence } from './occurrences.ts';

/** What a planned lesson would double-book. */
export interface Clash {
  kind: 'mentor' | 'classroom' | 'student';
  /** The mentor, classroom or student booked twice. */
  resourceId: number;
  date: IsoDate;
  /** The lesson already there. */
  existing: LessonOccurrence;
}

const overlaps = (a: LessonOccurrence, b: LessonOccurrence) =>
  a.date === b.date && a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/**
 * The clashes of `planned` lessons with `existing` ones: the same mentor, classroom or student at
 * overlapping times on the same day. Cancelled lessons clash with nothing; lessons that share a
 * key with a planned one (the lesson being moved, the series being edited) are ignored. Times
 * are minutes on the school's wall clock, so daylight-saving weeks need nothing special.
 */
export function findClashes(
  planned: LessonOccurrence[],
  existing: LessonOccurrence[],
  ignore: (o: LessonOccurrence) => boolean = () => false,
): Clash[] {
  const byDate = new Map<IsoDate, LessonOccurrence[]>();
  for (const o of existing) {
    if (o.cancelled || ignore(o)) continue;
    const list = byDate.get(o.date);
    if (list) list.push(o);
    else byDate.set(o.date, [o]);
  }
  const plannedKeys = new Set(planned.map((p) => p.key));
  const clashes: Clash[] = [];
  for (const p of planned) {
    if (p.cancelled) continue;
    for (const e of byDate.get(p.date) ?? []) {
      if (plannedKeys.has(e.key) || !overlaps(p, e)) continue;
      if (e.mentorId === p.mentorId) {
        clashes.push({ kind: 'mentor', resourceId: p.mentorId, date: p.date, existing: e });
      }
      if (p.classroomId !== null && e.classroomId === p.classroomId) {
        clashes.push({ kind: 'classroom', resourceId: p.classroomId, date: p.date, existing: e });
      }
      const theirs = new Set(e.studentIds);
      for (const s of p.studentIds) {
        if (theirs.has(s))
          clashes.push({ kind: 'student', resourceId: s, date: p.date, existing: e });
      }
    }
  }
  return clashes;
}

/**
 * One clash per resource and lesson it meets (a weekly series clashing every week is told once,
 * with its first day), in date order.
 */
export function summarizeClashes(clashes: Clash[]): Array<Clash & { count: number }> {
  const seen = new Map<string, Clash & { count: number }>();
  for (const c of clashes) {
    const other = c.existing.seriesId ?? c.existing.key;
    const key = `${c.kind}:${c.resourceId}:${other}:${c.existing.startMinute}`;
    const known = seen.get(key);
    if (known) known.count++;
    else seen.set(key, { ...c, count: 1 });
  }
  return [...seen.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
