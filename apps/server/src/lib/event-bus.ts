import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * The catalogue of domain events: empty here, filled by each module in its own `<x>.events.ts`
 * through declaration merging (`declare module '../../lib/event-bus.ts'`), so this file never
 * imports a module and a new feature adds its events without editing a shared list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

export interface DomainEvent<N extends EventName = EventName> {
  id: string;
  name: N;
  payload: DomainEvents[N];
  at: string;
  /** The instance that published it. */
  origin: string;
}

export type EventHandler<N extends EventName> = (event: DomainEvent<N>) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * Run on every instance (realtime emits to its own sockets, caches drop entries). Without it the
   * handler runs once, on the instance that published (mail, push and jobs are queued once).
   */
  everyInstance?: boolean;
}

export interface EventBus {
  /** Delivered after the current transaction commits (at once outside one); never on rollback. */
  publish<N extends EventName>(name: N, payload: DomainEvents[N]): void;
  subscribe<N extends EventName>(
    name: N,
    handler: EventHandler<N>,
    options?: SubscribeOptions,
  ): () => void;
  /** Resolves once events from other instances can arrive (the Redis subscription is live). */
  ready(): Promise<void>;
  /** Resolves when every handler started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusDeps {
  afterCommit: (callback: () => void) => void;
  now: () => Date;
  onHandlerError: (error: unknown, event: DomainEvent) => void;
  /**
   * Called as an event of another instance arrives, before its handlers: that instance changed
   * data, and answers kept from before must not outlive the push that tells of it.
   */
  onRemoteEvent?: () => void;
  /** Fan-out to other instances; absent on a single instance. */
  redis?: { publisher: Redis; subscriber: Redis; channel: string } | undefined;
}

interface Subscription {
  name: EventName;
  handler: EventHandler<EventName>;
  everyInstance: boolean;
}

export function createEventBus(deps: EventBusDeps): EventBus {
  const instanceId = randomUUID();
  const subscriptions = new Set<Subscription>();
  const running = new Set<Promise<void>>();

  function deliver(event: DomainEvent, fromElsewhere: boolean) {
    for (const subscription of subscriptions) {
      if (subscription.name !== event.name) continue;
      if (fromElsewhere && !subscription.everyInstance) continue;
      const run = Promise.resolve()
        .then(() => subscription.handler(event))
        .catch((error: unknown) => deps.onHandlerError(error, event))
        .finally(() => running.delete(run));
      running.add(run);
    }
  }

  const redis = deps.redis;
  const subscribed = redis ? redis.subscriber.subscribe(redis.channel).then(() => {}) : null;
  if (redis) {
    redis.subscriber.on('message', (channel, message) => {
      if (channel !== redis.channel) return;
      let event: DomainEvent;
      try {
        event = JSON.parse(message) as DomainEvent;
      } catch {
        return;
      }
      if (event.origin === instanceId) return;
      deps.onRemoteEvent?.();
      deliver(event, true);
    });
  }

  return {
    publish(name, payload) {
      const event = {
        id: randomUUID(),
        name,
        payload,
        at: deps.now().toISOString(),
        origin: instanceId,
      } as DomainEvent;
      deps.afterCommit(() => {
        deliver(event, false);
        if (redis) {
          redis.publisher
            .publish(redis.channel, JSON.stringify(event))
            .catch((error: unknown) => deps.onHandlerError(error, event));
        }
      });
    },
    subscribe(name, handler, options = {}) {
      const subscription: Subscription = {
        name,
        handler: handler as EventHandler<EventName>,
        everyInstance: options.everyInstance ?? false,
      };
      subscriptions.add(subscription);
      return () => subscriptions.delete(subscription);
    },
    async ready() {
      await subscribed;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async close() {
      await this.idle();
      subscriptions.clear();
      if (redis) await redis.subscriber.unsubscribe(redis.channel).catch(() => {});
    },
  };
}
