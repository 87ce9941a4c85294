import type { Transactor } from '../src/db/unit-of-work.ts';
import type { DomainEvent, EventBus } from '../src/lib/event-bus.ts';

/** A transactor for service tests with fakes: work runs as is, after-commit callbacks at once. */
export const immediateTransactor: Transactor = {
  run: (work) => work(),
  afterCommit: (callback) => callback(),
};

/** An event bus that records what a service published, for service tests with fakes. */
export function recordingEventBus(): EventBus & {
  published: Pick<DomainEvent, 'name' | 'payload'>[];
} {
  const published: Pick<DomainEvent, 'name' | 'payload'>[] = [];
  return {
    published,
    publish(name, payload) {
      published.push({ name, payload } as Pick<DomainEvent, 'name' | 'payload'>);
    },
    subscribe: () => () => {},
    ready: async () => {},
    idle: async () => {},
    close: async () => {},
  };
}
