import type { Platform } from '../../platform.ts';
import type { UserServiceDeps } from './user.service.ts';
import { createUserRepository } from './user.repository.ts';
import { userRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';

/** User records and the signed-in person's own account. */
export function createUserModule(
  platform: Platform,
  deps: Pick<UserServiceDeps, 'billing' | 'audit'> = {},
) {
  const service = createUserService({
    users: createUserRepository(platform.data),
    transactor: platform.transactor,
    events: platform.events,
    now: platform.now,
    ...deps,
  });
  platform.realtime.relay('user.changed', ({ payload: p }) => ({
    to: { user: p.userId },
    event: 'user.changed',
    data: { userId: p.userId },
  }));
  return { name: 'users', service, routes: userRoutes(service) };
}
