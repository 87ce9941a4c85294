import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createUnitOfWork, type DataAccess, type Transactor } from './db/unit-of-work.ts';
import { createEventBus, type EventBus } from './lib/event-bus.ts';
import { createDiskStorage, type FileStorage } from './lib/file-storage.ts';
import { createPersonalDataRegistry, type PersonalDataRegistry } from './lib/personal-data.ts';
import { createRealtimeHub, type RealtimeHub } from './lib/realtime-hub.ts';
import type { JobScheduler } from './jobs/job-scheduler.ts';
import { createJobScheduler } from './jobs/database-scheduler.ts';
import type { RateLimitStore } from './lib/rate-limit-store.ts';

/** The few log levels modules use; Fastify's logger and console both fit. */
export interface Log {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/**
 * The shared parts every module is built with. Repositories get `data`; services get the rest
 * (a service never sees `data`, so it cannot run a query of its own).
 */
export interface Platform {
  config: Config;
  now: () => Date;
  log: Log;
  data: DataAccess;
  transactor: Transactor;
  events: EventBus;
  limiter: RateLimitStore;
  jobs: JobScheduler;
  /** Pushes to browsers over socket.io (see lib/realtime-hub.ts for the delivery rule). */
  realtime: RealtimeHub;
  /** Redis shared by the instances (events, sockets), or undefined on a single instance. */
  redis: { url: string; prefix: string } | undefined;
  /** Bytes of uploaded and generated files (the files module keeps what they are). */
  storage: FileStorage;
  /** Secret the session tokens are signed with (and derived keys). */
  jwtSecret: string;
  /** Where modules holding personal data register for erasure and the data export. */
  personalData: PersonalDataRegistry;
  close(): Promise<void>;
}

export interface PlatformDeps {
  config: Config;
  database: DatabaseHandle;
  limiter: RateLimitStore;
  jwtSecret: string;
  log: Log;
  now?: () => Date;
  /** Redis for the event fan-out between instances; defaults to config.REDIS_URL. */
  redisUrl?: string | undefined;
  /** Channel prefix; defaults to config.REDIS_PREFIX (tests running several apps keep apart). */
  redisPrefix?: string;
  /** Where file bytes go; default: disk under `${DATA_DIR}/files`. */
  storage?: FileStorage;
}

export async function createPlatform(deps: PlatformDeps): Promise<Platform> {
  const now = deps.now ?? (() => new Date());
  const { data, transactor } = createUnitOfWork(
    deps.database.db,
    (error) => deps.log.error({ err: error }, 'after-commit callback failed'),
    deps.database.changeStamp,
  );
  const redisUrl = deps.redisUrl ?? deps.config.REDIS_URL;
  const redisPrefix = deps.redisPrefix ?? deps.config.REDIS_PREFIX;
  const redis = redisUrl
    ? {
        publisher: new Redis(redisUrl, { lazyConnect: false }),
        subscriber: new Redis(redisUrl, { lazyConnect: false }),
        channel: `${redisPrefix}:events`,
      }
    : undefined;
  const events = createEventBus({
    afterCommit: transactor.afterCommit,
    now,
    onHandlerError: (error, event) =>
      deps.log.error({ err: error, event: event.name }, 'event handler failed'),
    onRemoteEvent: deps.database.noteChange,
    redis,
  });
  await events.ready();
  const jobs = createJobScheduler({ data, now, log: deps.log });
  const realtime = createRealtimeHub({ events, afterCommit: transactor.afterCommit });
  return {
    config: deps.config,
    now,
    log: deps.log,
    data,
    transactor,
    events,
    limiter: deps.limiter,
    jobs,
    realtime,
    redis: redisUrl ? { url: redisUrl, prefix: redisPrefix } : undefined,
    storage: deps.storage ?? createDiskStorage(path.join(deps.config.DATA_DIR, 'files')),
    jwtSecret: deps.jwtSecret,
    personalData: createPersonalDataRegistry(),
    async close() {
      await jobs.stop();
      await events.close();
      if (redis) {
        await Promise.all([redis.publisher.quit(), redis.subscriber.quit()]).catch(() => {});
      }
    },
  };
}

/**
 * What each `modules/<x>/<x>.module.ts` returns: its routes (a plugin app.ts registers) next to
 * the services other modules may use. Repositories never leave their module.
 */
export interface ModuleRoutes {
  name: string;
  routes?: FastifyPluginAsyncZod;
  /** Releases what the module holds (connections, transports) when the app closes. */
  close?: () => void | Promise<void>;
}
