import type { Server } from 'socket.io';
import type { RealtimeEventName, RealtimeEvents } from '@takt/shared/realtime-events';
import type { DomainEvent, EventBus, EventName } from './event-bus.ts';

/** Who receives a push. `everyone` is every signed-in socket of every school. */
export type Audience =
  { user: number } | { users: readonly number[] } | { school: number } | { everyone: true };

/** One push: its audience, the event name the web listens for, and its (id-only) payload. */
export type Delivery = {
  [E in RealtimeEventName]: { to: Audience; event: E; data: RealtimeEvents[E] };
}[RealtimeEventName];

type Deliveries = Delivery | readonly Delivery[] | null;

/** Turns a domain event into pushes; may look things up (e.g. the school's admins). */
export type RelayMapping<N extends EventName> = (
  event: DomainEvent<N>,
) => Deliveries | Promise<Deliveries>;

/** Socket.io room names: every socket joins its user's, its school's and its session's room. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  school: (id: number) => `school:${id}`,
  session: (id: string) => `session:${id}`,
};

/**
 * Pushes to browsers. Created with the platform, before any socket server exists; the realtime
 * plugin attaches its server once Fastify has one (until then, and in the CLI, pushes go nowhere).
 *
 * The one delivery rule (so no push arrives twice and none is lost between instances):
 * - `relay(domainEvent, mapping)` is how a feature pushes what happened. It subscribes on every
 *   instance (`everyInstance`), and each instance emits to its own sockets only (`io.local`):
 *   the event bus has already carried the event to every instance.
 * - `toUser` / `toUsers` / `toSchool` are for pushes with no domain event behind them. They run
 *   on the calling instance only and go through the socket.io adapter (Redis when REDIS_URL is
 *   set), which reaches every instance's sockets; inside a transaction they wait for its commit.
 * Never do both for one happening: a feature that publishes a domain event relays it.
 */
export interface RealtimeHub {
  toUser<E extends RealtimeEventName>(userId: number, event: E, data: RealtimeEvents[E]): void;
  toUsers<E extends RealtimeEventName>(
    userIds: readonly number[],
    event: E,
    data: RealtimeEvents[E],
  ): void;
  toSchool<E extends RealtimeEventName>(schoolId: number, event: E, data: RealtimeEvents[E]): void;
  relay<N extends EventName>(name: N, mapping: RelayMapping<N>): void;
  /** The realtime plugin hands over its server once, and takes it back when the app closes. */
  attach(io: Server): void;
  detach(): void;
}

export interface RealtimeHubDeps {
  events: EventBus;
  /** Runs the callback after the current transaction commits (at once outside one). */
  afterCommit: (callback: () => void) => void;
}

function roomsOf(audience: Exclude<Audience, { everyone: true }>): string[] {
  if ('user' in audience) return [rooms.user(audience.user)];
  if ('users' in audience) return audience.users.map(rooms.user);
  return [rooms.school(audience.school)];
}

export function createRealtimeHub(deps: RealtimeHubDeps): RealtimeHub {
  let io: Server | null = null;

  /** `local`: this instance's sockets only; otherwise through the adapter to every instance. */
  function emit(delivery: Delivery, local: boolean) {
    if (!io) return;
    const base = local ? io.local : io;
    if ('everyone' in delivery.to) {
      base.emit(delivery.event, delivery.data);
      return;
    }
    const names = roomsOf(delivery.to);
    // socket.io reads no rooms as every socket: an empty audience must reach nobody.
    if (names.length === 0) return;
    base.to(names).emit(delivery.event, delivery.data);
  }

  function direct(delivery: Delivery) {
    deps.afterCommit(() => emit(delivery, false));
  }

  return {
    toUser: (userId, event, data) => direct({ to: { user: userId }, event, data } as Delivery),
    toUsers: (userIds, event, data) => direct({ to: { users: userIds }, event, data } as Delivery),
    toSchool: (schoolId, event, data) =>
      direct({ to: { school: schoolId }, event, data } as Delivery),
    relay(name, mapping) {
      deps.events.subscribe(
        name,
        async (event) => {
          if (!io) return;
          const result = await mapping(event);
          const deliveries: readonly Delivery[] = !result
            ? []
            : Array.isArray(result)
              ? result
              : [result as Delivery];
          for (const delivery of deliveries) emit(delivery, true);
        },
        { everyInstance: true },
      );
    },
    attach(server) {
      if (io) throw new Error('A socket server is already attached to the realtime hub.');
      io = server;
    },
    detach() {
      io = null;
    },
  };
}
