import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import '@takt/shared/zod-setup';
import { trustedProxies, type Config } from './config.ts';
import { composeModules, type ModuleOverrides } from './composition-root.ts';
import type { DatabaseHandle } from './db/database.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { botProtectionMode } from './modules/signup/bot-protection.ts';
import { createPlatform, type Platform } from './platform.ts';
import { accessControlPlugin } from './plugins/access-control.ts';
import { clientErrorHandler, errorHandlerPlugin, sendError } from './plugins/error-handler.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputSafetyPlugin } from './plugins/input-safety.ts';
import { keptAnswersPlugin } from './plugins/kept-answers.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import type { RateLimitStore } from './lib/rate-limit-store.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { createResponseSerializer } from './plugins/response-serializer.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppDeps extends ModuleOverrides {
  config: Config;
  database: DatabaseHandle;
  jwtSecret: string;
  rateLimitStore: RateLimitStore;
  /** Run the background jobs while the app is up (server.ts); tests drive jobs directly. */
  runJobs?: boolean;
  /** Built web app to serve; null in API-only runs (tests). */
  webDistDir: string | null;
  now?: () => Date;
  /** Redis channel prefix (tests running several apps on one Redis keep theirs apart). */
  redisPrefix?: string;
  /** Redis for events across instances; defaults to config.REDIS_URL. */
  redisUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared parts modules are built with (events, jobs, the unit of work). */
    platform: Platform;
    /** Every module's services, for the seed, the CLI and tests. */
    services: ReturnType<typeof composeModules>['services'];
  }
}

/** Builds the Fastify instance. Never listens: server.ts does, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const headers = securityHeaders({ recaptcha: botProtectionMode(config) === 'recaptcha' });
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
    // Errors raised before routing (a malformed URL) go through the same handler, with the
    // security headers set by hand because no hook has run for them.
    frameworkErrors: (error, request, reply) => {
      void reply.headers(headers);
      void reply.header('Cache-Control', 'private, no-store');
      return sendError(error as FastifyError, request, reply);
    },
    // Requests the HTTP parser refuses never become requests: answered on the socket, likewise.
    clientErrorHandler: clientErrorHandler(headers),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkWithZod: config.NODE_ENV === 'test' }));

  const platform = await createPlatform({
    config,
    database: deps.database,
    limiter: deps.rateLimitStore,
    jwtSecret: deps.jwtSecret,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.redisPrefix ? { redisPrefix: deps.redisPrefix } : {}),
    ...(deps.redisUrl ? { redisUrl: deps.redisUrl } : {}),
  });
  const composed = composeModules(platform, deps);
  app.decorate('platform', platform);
  app.decorate('services', composed.services);

  await app.register(routeTablePlugin);
  await app.register(errorHandlerPlugin);
  // Before compression: it stores and replays the plain answer of a write.
  await app.register(idempotencyPlugin, {
    data: platform.data,
    jobs: platform.jobs,
    now: platform.now,
  });
  // Keeps and replays the JSON of hot reads; its hooks run before compression's.
  await app.register(keptAnswersPlugin, { stamp: deps.database.changeStamp, now: platform.now });
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { headers });
  // Before access control: the documentation's own routes are public and declare no level.
  await app.register(openApiPlugin, { appName: config.APP_NAME });
  await app.register(accessControlPlugin, { authenticate: composed.auth.authenticate });
  await app.register(inputSafetyPlugin);
  for (const module of composed.modules) {
    if (module.routes) await app.register(module.routes);
  }
  await app.register(realtimePlugin, {
    hub: platform.realtime,
    authenticate: composed.auth.authenticate,
    events: platform.events,
    now: platform.now,
    redis: platform.redis,
  });
  await app.register(webAppPlugin, {
    distDir: deps.webDistDir,
    serveSourceMaps: config.NODE_ENV !== 'production',
    site: {
      appName: config.APP_NAME,
      schoolWebsiteUrl: config.SCHOOL_WEBSITE_URL,
      providerWebsiteUrl: config.PROVIDER_WEBSITE_URL,
    },
  });

  if (deps.runJobs) app.addHook('onReady', async () => platform.jobs.start());
  app.addHook('onClose', async () => {
    for (const module of composed.modules) await module.close?.();
    await platform.close();
  });
  return app;
}
