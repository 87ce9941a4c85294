import { addDays, parseTimeOfDay, schoolDateAt } from '@takt/shared/calendar-date';
import { reminderTexts as t } from '@takt/shared/notification-messages';
import { defaultReminderPreferences, type ReminderPreferences } from '@takt/shared/schemas/user';
import { wallClockAt } from '@takt/shared/zoned-time';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { NotificationService } from './notification.service.ts';
import type { PreferenceRepository, ReminderPerson } from './notification-preference.repository.ts';

/**
 * The port the schedule module fills (the composition root wires its service): tomorrow's
 * lessons and today's practice. Without it no lessons are known and no reminder is sent.
 */
export interface ReminderSource {
  /** Non-cancelled occurrences that day (YYYY-MM-DD, Europe/Zagreb). */
  lessonsOn(
    schoolId: number,
    date: string,
  ): Promise<
    Array<{
      start: string;
      end: string;
      title: string;
      classroom: string | null;
      mentorId: number;
      studentIds: number[];
    }>
  >;
  /** Ids of the students who logged practice that day. */
  practicedOn(schoolId: number, date: string): Promise<number[]>;
}

/** Days without teaching (the calendar module's service fits). */
export interface HolidayCalendar {
  calendarFor(
    schoolId: number,
    from: string,
    to: string,
  ): Promise<{ offDay(date: string): unknown }>;
}

/**
 * A reminder is due when its time fell within the last few minutes (a late or retried run still
 * sends it); an earlier time chosen later in the day is not caught up, so a change of setting
 * never sends at an odd hour. Each is claimed once per person, day and kind.
 */
export const REMINDER_WINDOW_MINUTES = 5;

export function dueNow(prefs: ReminderPreferences, minuteOfDay: number): boolean {
  const at = parseTimeOfDay(prefs.reminderTime);
  return at !== null && at <= minuteOfDay && minuteOfDay - at < REMINDER_WINDOW_MINUTES;
}

function preferencesOf(person: ReminderPerson): ReminderPreferences {
  const stored = person.reminderPreferences as Partial<ReminderPreferences> | null;
  return { ...defaultReminderPreferences, ...(stored ?? {}) };
}

export function lessonLine(l: {
  start: string;
  end: string;
  title: string;
  classroom: string | null;
}) {
  return `${l.start}–${l.end} ${l.title}${l.classroom ? ` (${l.classroom})` : ''}`;
}

export function createReminderRunner(deps: {
  people: PreferenceRepository;
  notifications: NotificationService;
  transactor: Transactor;
  source: () => ReminderSource | undefined;
  calendar: () => HolidayCalendar | undefined;
  now: () => Date;
}) {
  async function isHoliday(schoolId: number, date: string): Promise<boolean> {
    const calendar = deps.calendar();
    if (!calendar) return false;
    return (await calendar.calendarFor(schoolId, date, date)).offDay(date) != null;
  }

  async function once(userId: number, day: string, kind: string, send: () => Promise<void>) {
    await deps.transactor.run(async () => {
      if (await deps.people.claimReminder(userId, day, kind, deps.now().toISOString()))
        await send();
    });
  }

  /** One pass: everyone whose reminder time is now gets what is due (run each minute). */
  return async function runReminders(): Promise<void> {
    const source = deps.source();
    if (!source) return;
    const instant = deps.now();
    const wall = wallClockAt(instant);
    const minute = wall.hour * 60 + wall.minute;
    const today = schoolDateAt(instant);
    const tomorrow = addDays(today, 1);
    const due = (await deps.people.reminderPeople())
      .map((p) => ({ person: p, prefs: preferencesOf(p) }))
      .filter(({ prefs }) => dueNow(prefs, minute));
    const bySchool = new Map<number, typeof due>();
    for (const d of due)
      bySchool.set(d.person.schoolId, [...(bySchool.get(d.person.schoolId) ?? []), d]);

    for (const [schoolId, people] of bySchool) {
      const classPeople = people.filter((d) => d.prefs.classReminders);
      if (classPeople.length > 0 && !(await isHoliday(schoolId, tomorrow))) {
        const lessons = await source.lessonsOn(schoolId, tomorrow);
        for (const { person } of classPeople) {
          const own = lessons
            .filter((l) => l.mentorId === person.id || l.studentIds.includes(person.id))
            .sort((a, b) => (a.start < b.start ? -1 : 1));
          if (own.length === 0) continue;
          await once(person.id, today, 'class', () =>
            deps.notifications.notify([person.id], {
              type: 'class_reminder',
              title: t.classTitle,
              body: own.map(lessonLine).join(', '),
              link: `/raspored?date=${tomorrow}`,
            }),
          );
        }
      }
      const practicePeople = people.filter((d) => d.prefs.practiceReminders && d.person.isStudent);
      if (practicePeople.length > 0 && !(await isHoliday(schoolId, today))) {
        const practiced = new Set(await source.practicedOn(schoolId, today));
        for (const { person } of practicePeople) {
          if (practiced.has(person.id)) continue;
          await once(person.id, today, 'practice', () =>
            deps.notifications.notify([person.id], {
              type: 'practice_reminder',
              title: t.practiceTitle,
              body: t.practiceBody,
              link: '/raspored',
            }),
          );
        }
      }
    }
  };
}
