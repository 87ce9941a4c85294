import { schoolDateAt } from '@takt/shared/calendar-date';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import { createLessonAttendance } from './lesson-attendance.service.ts';
import { createLessonChanges, type Notifier } from './lesson-changes.ts';
import { createLessonReschedule } from './lesson-reschedule.service.ts';
import type { ScheduleDirectory } from './schedule-directory.repository.ts';
import type { ScheduleRecords } from './schedule-records.repository.ts';
import type { ScheduleRepository } from './schedule.repository.ts';
import type { SeriesService } from './series.service.ts';
import type { Timetable } from './timetable.ts';

export interface LessonsDeps {
  schedule: ScheduleRepository;
  directory: ScheduleDirectory;
  records: ScheduleRecords;
  timetable: Timetable;
  series: SeriesService;
  calendar: Pick<CalendarService, 'currentSchoolYear' | 'isTeachingDay' | 'calendarFor'>;
  notifications: Notifier;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}

export type LessonsService = ReturnType<typeof createLessonsService>;

/** One lesson at a time: cancel, move, add, attendance, absences, notes. */
export function createLessonsService(deps: LessonsDeps) {
  const changes = createLessonChanges(deps);
  const { mark, ...attendance } = createLessonAttendance({ ...deps, changes });
  const reschedule = createLessonReschedule({ ...deps, changes, mark });

  return {
    find: changes.find,
    shown: changes.shown,
    ...reschedule,
    ...attendance,
    today: () => schoolDateAt(deps.now()),
  };
}
