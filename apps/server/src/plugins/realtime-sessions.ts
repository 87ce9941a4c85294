import type { Server, Socket } from 'socket.io';
import type { EventBus } from '../lib/event-bus.ts';
import { rooms } from '../lib/realtime-hub.ts';
import type { AuthContext } from './access-control.ts';

/** What a socket carries after its handshake: the session it was opened with. */
export interface RealtimeSocketData {
  auth: AuthContext;
  token: string;
}

export type RealtimeServer = Server<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  RealtimeSocketData
>;
type RealtimeSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  RealtimeSocketData
>;

// setTimeout holds at most a signed 32-bit delay; a longer session re-arms its timer.
const MAX_TIMER_MS = 2_147_483_647;

export interface SessionWatchDeps {
  io: RealtimeServer;
  events: EventBus;
  authenticate: (token: string) => Promise<AuthContext | null>;
  now: () => Date;
  onError: (error: unknown) => void;
}

/**
 * Keeps every socket of this instance tied to a live session: it leaves when its session is
 * revoked (logout, new password, disabled account) or expires, and it is checked again when its
 * user changes (a moved student changes school rooms; a disabled one is dropped). Revocations and
 * user changes arrive from every instance through the event bus; each instance handles its own
 * sockets. Returns the function that stops watching.
 */
export function watchSessions(deps: SessionWatchDeps): () => void {
  const { io } = deps;
  const timers = new Map<string, NodeJS.Timeout>();

  /** This instance's sockets in a room (the in-memory adapter state is always local). */
  function localSocketsIn(room: string): RealtimeSocket[] {
    const ids = io.of('/').adapter.rooms.get(room);
    if (!ids) return [];
    return [...ids].flatMap((id) => io.of('/').sockets.get(id) ?? []);
  }

  function watchExpiry(socket: RealtimeSocket) {
    const remaining = Date.parse(socket.data.auth.expiresAt) - deps.now().getTime();
    if (remaining <= 0) {
      socket.disconnect(true);
      return;
    }
    const timer = setTimeout(() => watchExpiry(socket), Math.min(remaining, MAX_TIMER_MS));
    timer.unref();
    timers.set(socket.id, timer);
  }

  async function recheck(socket: RealtimeSocket) {
    const previous = socket.data.auth;
    const current = await deps.authenticate(socket.data.token);
    if (!current) {
      socket.disconnect(true);
      return;
    }
    socket.data.auth = current;
    if (current.user.schoolId !== previous.user.schoolId) {
      await socket.leave(rooms.school(previous.user.schoolId));
      await socket.join(rooms.school(current.user.schoolId));
    }
  }

  io.on('connection', (socket) => {
    const { auth } = socket.data;
    void socket.join([
      rooms.user(auth.user.id),
      rooms.school(auth.user.schoolId),
      rooms.session(auth.sessionId),
    ]);
    watchExpiry(socket);
    socket.on('disconnect', () => {
      clearTimeout(timers.get(socket.id));
      timers.delete(socket.id);
    });
  });

  const stops = [
    deps.events.subscribe(
      'session.revoked',
      (event) => {
        for (const id of event.payload.sessionIds) {
          for (const socket of localSocketsIn(rooms.session(id))) socket.disconnect(true);
        }
      },
      { everyInstance: true },
    ),
    deps.events.subscribe(
      'user.changed',
      async (event) => {
        const sockets = localSocketsIn(rooms.user(event.payload.userId));
        await Promise.all(sockets.map((s) => recheck(s).catch(deps.onError)));
      },
      { everyInstance: true },
    ),
  ];

  return () => {
    for (const stop of stops) stop();
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  };
}
