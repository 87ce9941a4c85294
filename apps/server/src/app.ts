import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@takt/shared/zod-setup';
import { trustedProxies, type Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { accessControlPlugin } from './plugins/access-control.ts';
import { compressionPlugin } from './plugins/compression.ts';
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
import { registerAccountModules } from './accounts.ts';
import { registerProfileModules } from './profile.ts';
import type { MailTransport } from './modules/mail/mail.transport.ts';
import type { RecaptchaVerifier } from './modules/signup/bot-protection.ts';
import { createPollRepository } from './modules/polls/poll.repository.ts';
import { pollRoutes } from './modules/polls/poll.routes.ts';
import { createPollService } from './modules/polls/poll.service.ts';
import { createPostRepository } from './modules/posts/post.repository.ts';
import { postRoutes } from './modules/posts/post.routes.ts';
import { createPostService } from './modules/posts/post.service.ts';
import { createProfileRepository } from './modules/profiles/profile.repository.ts';
import { profileRoutes } from './modules/profiles/profile.routes.ts';
import { createProfileService } from './modules/profiles/profile.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { botProtectionMode } from './modules/signup/bot-protection.ts';

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
  /** Mail delivery override (tests); default: SMTP when SMTP_URL is set, else outbox + log. */
  mailTransport?: MailTransport | null;
  /** reCAPTCHA check override (tests never call Google). */
  recaptcha?: RecaptchaVerifier;
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
            // Addresses and search text in URLs are personal data: see log-redaction.ts.
            serializers: { req: serializeRequest },
          },
    trustProxy: trustedProxies(config.TRUST_PROXY),
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
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, {
    recaptcha: botProtectionMode(config) === 'recaptcha',
  });
  await app.register(accessControlPlugin, { auth });

  await app.register(healthRoutes, { ping: createHealthRepository(database.db).ping });
  await app.register(authRoutes, { auth });
  await app.register(userRoutes, { users: createUserService(users) });
  // Profile (issue 5): editors, settings, linked accounts, profile pictures.
  await registerProfileModules(app, deps, createUserService(users));
  // Home (issue 4): posts, polls, user search, profile popup.
  const db = database.db;
  await app.register(postRoutes, {
    posts: createPostService({ posts: createPostRepository(db), now: deps.now }),
  });
  await app.register(pollRoutes, {
    polls: createPollService({ polls: createPollRepository(db), users, now: deps.now }),
  });
  await app.register(searchRoutes, {
    search: createSearchService({ search: createSearchRepository(db) }),
  });
  await app.register(profileRoutes, {
    profiles: createProfileService({ profiles: createProfileRepository(db) }),
  });

  // Accounts (issue 3): sign-up, review, mentor link, password reset, e-mail outbox.
  const accounts = await registerAccountModules(app, deps, auth);

  await app.register(webAppPlugin, {
    distDir: deps.webDistDir,
    serveSourceMaps: config.NODE_ENV !== 'production',
    site: {
      appName: config.APP_NAME,
      schoolWebsiteUrl: config.SCHOOL_WEBSITE_URL,
      providerWebsiteUrl: config.PROVIDER_WEBSITE_URL,
    },
  });

  const jobs = createIntervalRunner(
    [
      { name: 'prune-sessions', everyMs: 6 * 60 * 60 * 1000, run: () => auth.pruneSessions() },
      ...accounts.jobs,
    ],
    (msg, err) => app.log.error({ err }, msg),
  );
  if (deps.runJobs) {
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  }
  return app;
}
