import type { Platform } from '../../platform.ts';
import { createPollRepository } from './poll.repository.ts';
import { pollRoutes } from './poll.routes.ts';
import { createPollService } from './poll.service.ts';

/** Polls for the staff and theory students. */
export function createPollModule(platform: Platform) {
  const service = createPollService({
    polls: createPollRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    now: platform.now,
  });
  return { name: 'polls', service, routes: pollRoutes(service) };
}
