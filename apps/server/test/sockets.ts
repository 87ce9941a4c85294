import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** Socket helpers of the realtime API tests: real sockets to a listening app. */

const WAIT_MS = 5_000;

/** Listens on a free loopback port (app.inject never reaches socket.io) and returns its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A socket that records every push it receives, in order. */
export interface TestSocket {
  socket: Socket;
  received: { event: string; data: unknown }[];
  /** Resolves with the first push (already received or coming) that matches. */
  next(event: string, match?: (data: unknown) => boolean): Promise<unknown>;
  /** Resolves with the reason once the server drops the socket. */
  disconnected(): Promise<string>;
  close(): void;
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function openSocket(url: string, token: string | undefined, headers?: Record<string, string>) {
  return io(url, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(headers ? { extraHeaders: headers } : {}),
  });
}

/** Connects with the token and waits for the handshake to be accepted. */
export async function connect(url: string, token: string): Promise<TestSocket> {
  const socket = openSocket(url, token);
  const received: TestSocket['received'] = [];
  const waiters = new Set<() => void>();
  socket.onAny((event: string, data: unknown) => {
    received.push({ event, data });
    for (const wake of waiters) wake();
  });
  const reason = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  await within(
    new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    }),
    'the handshake',
  );
  return {
    socket,
    received,
    next(event, match = () => true) {
      const find = () => received.find((r) => r.event === event && match(r.data));
      return within(
        new Promise((resolve) => {
          const check = () => {
            const hit = find();
            if (!hit) return;
            waiters.delete(check);
            resolve(hit.data);
          };
          waiters.add(check);
          check();
        }),
        `the push ${event}`,
      );
    },
    disconnected: () => within(reason, 'the server to drop the socket'),
    close: () => socket.close(),
  };
}

/** Tries a handshake that must fail; resolves with the error the client got. */
export async function refusedHandshake(
  url: string,
  token: string | undefined,
  headers?: Record<string, string>,
): Promise<Error & { data?: { code?: string } }> {
  const socket = openSocket(url, token, headers);
  try {
    return await within(
      new Promise((resolve, reject) => {
        socket.once('connect', () => reject(new Error('the handshake was accepted')));
        socket.once('connect_error', resolve);
      }),
      'the refusal',
    );
  } finally {
    socket.close();
  }
}
