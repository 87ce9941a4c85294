import { randomBytes } from 'node:crypto';
import { addDays, schoolDateAt } from '@takt/shared/calendar-date';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { renderCalendar } from './ical.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords } from './schedule-records.repository.ts';
import type { Timetable, Viewer } from './timetable.ts';

export interface FeedDeps {
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  timetable: Timetable;
  calendar: Pick<CalendarService, 'currentSchoolYear'>;
  transactor: Transactor;
  now: () => Date;
}

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export type FeedService = ReturnType<typeof createFeedService>;

/** Each person's secret calendar feed: their lessons from a month back to the year's end. */
export function createFeedService(deps: FeedDeps) {
  const { directory, records, timetable, transactor } = deps;

  return {
    async current(viewer: Viewer): Promise<string | null> {
      const token = await records.feedToken(viewer.id);
      return token ? feedPath(token) : null;
    },

    /** A new secret; the old one stops working at once. */
    async regenerate(viewer: Viewer): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await transactor.run(() =>
        records.setFeedToken(viewer.id, viewer.schoolId, token, deps.now().toISOString()),
      );
      return feedPath(token);
    },

    /** The iCalendar text for a token, or null when no active account holds it. */
    async render(token: string): Promise<string | null> {
      const owner = await records.feedOwner(token);
      if (!owner || !owner.isActive) return null;
      const now = deps.now();
      const today = schoolDateAt(now);
      const year = await deps.calendar.currentSchoolYear(owner.schoolId, today);
      const from = addDays(today, -31);
      const to = year?.endDate ?? addDays(today, 120);
      const staff = Boolean(owner.isMentor) || Boolean(owner.isAdmin);
      const { list } = await timetable.occurrences(
        owner.schoolId,
        from,
        to,
        staff ? { mentorIds: [owner.id] } : { studentIds: [owner.id] },
      );
      const people = await directory.people(
        owner.schoolId,
        list.flatMap((o) => [o.mentorId, ...o.studentIds]),
      );
      const rooms = new Map(
        (await directory.classrooms(owner.schoolId)).map((c) => [c.id, c.name]),
      );
      const name = (id: number) => people.get(id)?.name ?? '';
      const events = list.map((o) => ({
        uid: `${o.key}@takt-${owner.schoolId}`,
        date: o.date,
        startMinute: o.startMinute,
        endMinute: o.endMinute,
        summary: o.cancelled ? `Otkazano: ${o.title}` : o.title,
        location: o.classroomId !== null ? (rooms.get(o.classroomId) ?? null) : null,
        description: staff
          ? `Učenici: ${o.studentIds.map(name).join(', ')}`
          : `Mentor: ${name(o.mentorId)}`,
        sequence: o.sequence,
        cancelled: o.cancelled,
      }));
      return renderCalendar('Takt – raspored', events, now);
    },
  };
}
