import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { messages } from '@takt/shared/messages';
import { REALTIME_PATH, type RealtimeRefusal } from '@takt/shared/realtime-events';
import type { EventBus } from '../lib/event-bus.ts';
import type { RealtimeHub } from '../lib/realtime-hub.ts';
import type { AuthContext } from './access-control.ts';
import { watchSessions, type RealtimeServer } from './realtime-sessions.ts';

export interface RealtimePluginOptions {
  hub: RealtimeHub;
  /** The auth module's token check (plugins never import modules). */
  authenticate: (token: string) => Promise<AuthContext | null>;
  events: EventBus;
  now: () => Date;
  /** Shared with the other instances; without it sockets are per instance (in-process adapter). */
  redis: { url: string; prefix: string } | undefined;
}

/**
 * Browsers open a socket only from the app's own pages: a handshake whose Origin names another
 * host is refused. Tools without an Origin (tests, curl) still need a valid session token.
 */
export function isSameOrigin(request: Pick<IncomingMessage, 'headers'>): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const refusalMessages: Record<RealtimeRefusal, string> = {
  unauthorized: messages.unauthenticated,
  session_expired: messages.sessionExpired,
  unavailable: messages.serverError,
};

function refusal(code: RealtimeRefusal): Error & { data: { code: RealtimeRefusal } } {
  return Object.assign(new Error(refusalMessages[code]), { data: { code } });
}

/**
 * socket.io on the app's own port and path `/socket.io/` (engine.io takes those requests before
 * Fastify's router, so they never fall through to the app's index.html). The handshake carries
 * the session token (`auth: { token }`), never a user id named by the client; a socket lives as
 * long as its session (see realtime-sessions.ts). Pushes go out through `platform.realtime`.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: RealtimePluginOptions) => {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // The browser sends nothing but the handshake; pushes only go the other way.
    maxHttpBufferSize: 16 * 1024,
    allowRequest: (request, callback) => callback(null, isSameOrigin(request)),
  });
  // engine.io already answers its polling requests with `Cache-Control: no-store`.
  io.engine.on('headers', (headers: Record<string, string>) => {
    headers['X-Content-Type-Options'] = 'nosniff';
  });

  const redis = opts.redis
    ? (() => {
        const publisher = new Redis(opts.redis.url);
        return { publisher, subscriber: publisher.duplicate() };
      })()
    : null;
  if (redis && opts.redis) {
    io.adapter(
      createAdapter(redis.publisher, redis.subscriber, { key: `${opts.redis.prefix}:socket.io` }),
    );
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') return next(refusal('unauthorized'));
    opts.authenticate(token).then(
      (auth) => {
        if (!auth) return next(refusal('session_expired'));
        socket.data = { auth, token };
        next();
      },
      (error: unknown) => {
        // The cause (a database down) stays in the log; the browser gets the usual message.
        app.log.error({ err: error }, 'realtime handshake failed');
        next(refusal('unavailable'));
      },
    );
  });

  const stopWatching = watchSessions({
    io,
    events: opts.events,
    authenticate: opts.authenticate,
    now: opts.now,
    onError: (error) => app.log.error({ err: error }, 'realtime session check failed'),
  });
  opts.hub.attach(io);

  // Sockets go before the HTTP server closes (it waits for open connections). Closing the
  // transports, not disconnecting the sockets, lets browsers reconnect to another instance.
  app.addHook('preClose', async () => {
    opts.hub.detach();
    stopWatching();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    if (redis) await Promise.allSettled([redis.publisher.quit(), redis.subscriber.quit()]);
  });
});
