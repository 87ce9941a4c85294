import type { Platform } from '../../platform.ts';
import type { UserService } from '../users/user.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createSessionRepository } from './session.repository.ts';
import { createTokenSigner } from './tokens.ts';

/** Sign-in, sessions and the bearer tokens that name them. */
export function createAuthModule(platform: Platform, deps: { users: UserService }) {
  const service = createAuthService({
    users: deps.users,
    sessions: createSessionRepository(platform.data),
    tokens: createTokenSigner(platform.jwtSecret, platform.config.APP_NAME, platform.now),
    throttle: createLoginThrottle(platform.limiter, platform.now),
    events: platform.events,
    now: platform.now,
  });
  platform.jobs.recurring({
    name: 'prune-sessions',
    schedule: { dailyAt: '03:10' },
    run: () => service.pruneSessions(),
  });
  return { name: 'auth', service, routes: authRoutes(service) };
}
