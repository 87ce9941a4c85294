import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Platform } from '../../platform.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { createFeedService } from './feed.service.ts';
import type { Notifier } from './lesson-changes.ts';
import { createLessonsService } from './lessons.service.ts';
import { createMakeupService } from './makeups.service.ts';
import { createPracticeService } from './practice.service.ts';
import { createScheduleDirectory } from './schedule-directory.repository.ts';
import { scheduleExtrasRoutes } from './schedule-extras.routes.ts';
import { createScheduleRecords } from './schedule-records.repository.ts';
import { createScheduleRepository } from './schedule.repository.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { createScheduleService } from './schedule.service.ts';
import { createSeriesService } from './series.service.ts';
import { createTimetable } from './timetable.ts';
import { schedulePersonalData } from './schedule-personal-data.ts';

/** The timetable: lessons, classrooms, groups, attendance, make-ups, practice, calendar feed. */
export function createScheduleModule(
  platform: Platform,
  deps: { calendar: CalendarService; notifications: Notifier },
) {
  const { transactor, events, now } = platform;
  const schedule = createScheduleRepository(platform.data);
  const directory = createScheduleDirectory(platform.data);
  const records = createScheduleRecords(platform.data);
  const timetable = createTimetable({ schedule, directory, records, calendar: deps.calendar });
  const base = { directory, transactor, now };
  const view = createScheduleService({ ...base, timetable });
  const series = createSeriesService({ ...base, schedule, timetable, calendar: deps.calendar });
  const shared = { ...base, schedule, records, series, notifications: deps.notifications, events };
  const lessons = createLessonsService({ ...shared, timetable, calendar: deps.calendar });
  const makeups = createMakeupService(shared);
  const practice = createPracticeService({ ...base, records });
  const feed = createFeedService({ ...base, records, timetable, calendar: deps.calendar });
  // The people of a changed lesson refetch their timetable (ids only in the push).
  for (const name of [
    'lesson.moved',
    'lesson.cancelled',
    'lesson.makeup_booked',
    'lesson.absence_reported',
  ] as const) {
    platform.realtime.relay(name, ({ payload: p }) => ({
      to: { users: [p.mentorId, ...p.studentIds] },
      event: 'lesson.changed',
      data: { occurrenceId: p.occurrenceId },
    }));
  }
  platform.personalData.register(schedulePersonalData(platform.data));
  const service = {
    ...view,
    series,
    lessons,
    makeups,
    practice,
    feed,
    /** ReminderSource: students who logged practice that day. */
    practicedOn: practice.practicedOn,
  };
  return {
    name: 'schedule',
    service,
    routes: (async (app) => {
      await app.register(scheduleRoutes(view, series, lessons));
      await app.register(
        scheduleExtrasRoutes({ schedule: view, lessons, makeups, practice, feed }),
      );
    }) satisfies FastifyPluginAsyncZod,
  };
}
