import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@takt/shared/zod-setup';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accessControlPlugin } from './plugins/access-control.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import type { RateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionRepository } from './modules/auth/session.repository.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createUserRepository } from './modules/users/user.repository.ts';
import { userRoutes } from './modules/users/user.routes.ts';
import { createUserService } from './modules/users/user.service.ts';
import { createIntervalRunner } from './jobs/interval-runner.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  rateLimitStore: RateLimitStore;
  /** Run the background jobs while the app is up (server.ts); tests drive jobs directly. */
  runJobs?: boolean;
  /** Built web app to serve; null in API-only runs (tests). */
  webDistDir: string | null;
  now?: () => Date;
}

/** Builds the Fastify instance. Never listens: server.ts does, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.NODE_ENV === 'test'
        ? false
        : {
            level: config.LOG_LEVEL ?? 'info',
            // Tokens and passwords never reach the log.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const users = createUserRepository(database.db);
  const auth = createAuthService({
    users,
    sessions: createSessionRepository(database.db),
    tokens: createTokenSigner(deps.jwtSecret, config.APP_NAME, deps.now),
    limiter: deps.rateLimitStore,
    now: deps.now,
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(accessControlPlugin, { auth });

  await app.register(healthRoutes, { ping: createHealthRepository(database.db).ping });
  await app.register(authRoutes, { auth });
  await app.register(userRoutes, { users: createUserService(users) });

  await app.register(webAppPlugin, { distDir: deps.webDistDir });

  const jobs = createIntervalRunner(
    [{ name: 'prune-sessions', everyMs: 6 * 60 * 60 * 1000, run: () => auth.pruneSessions() }],
    (msg, err) => app.log.error({ err }, msg),
  );
  if (deps.runJobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  return app;
}
