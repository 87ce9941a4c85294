import type { Platform } from '../../platform.ts';
import { createPollRepository } from './poll.repository.ts';
import { pollRoutes } from './poll.routes.ts';
import { createPollService, type PollDeps } from './poll.service.ts';

/** Polls for the staff and theory students. */
export function createPollModule(platform: Platform, deps: Pick<PollDeps, 'onCreated'> = {}) {
  const service = createPollService({
    polls: createPollRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    now: platform.now,
    ...deps,
  });
  // Ids only: who may see polls is decided when the browser refetches them.
  const { realtime } = platform;
  realtime.relay('poll.created', ({ payload: p }) => ({
    to: { school: p.schoolId },
    event: 'poll.created',
    data: { pollId: p.pollId },
  }));
  realtime.relay('poll.answered', ({ payload: p }) => ({
    to: { school: p.schoolId },
    event: 'poll.answered',
    data: { pollId: p.pollId },
  }));
  realtime.relay('poll.deleted', ({ payload: p }) => ({
    to: { school: p.schoolId },
    event: 'poll.deleted',
    data: { pollId: p.pollId },
  }));
  return { name: 'polls', service, routes: pollRoutes(service) };
}
