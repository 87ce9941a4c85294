import type { Platform } from '../../platform.ts';
import { createCalendarRepository } from './calendar.repository.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { createCalendarService } from './calendar.service.ts';

/** The school calendar: school years, holidays, A/B weeks. */
export function createCalendarModule(platform: Platform) {
  const service = createCalendarService({
    calendar: createCalendarRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    now: platform.now,
  });
  return { name: 'calendar', service, routes: calendarRoutes(service) };
}
