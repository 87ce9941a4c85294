// The chat bench's client side: JSON calls, sign-in, opening many sockets, and timing each push
// from just before the POST that caused it.
import { randomBytes } from 'node:crypto';
import { pushedBody, rawSocket } from './raw-socket.mjs';

export const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1),
  );
};

export async function api(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

export const login = async (base, username) =>
  (await api(base, null, 'POST', '/api/login', { emailOrUsername: username, password: 'demo1234' }))
    .token;

/** Signs everyone in, a few at a time (argon2 makes each login take tens of milliseconds). */
export async function loginAll(base, usernames, concurrency = 4) {
  const tokens = new Array(usernames.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < usernames.length) {
        const i = next++;
        tokens[i] = await login(base, usernames[i]);
      }
    }),
  );
  return tokens;
}

/**
 * Opens `count` sockets; socket i belongs to tokens[i % tokens.length] and connects to
 * bases[i % bases.length]. Resolves once all are connected.
 */
export async function openSockets(count, tokens, bases, onPush) {
  const sockets = [];
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 50); i++) {
      batch.push(
        rawSocket(bases[i % bases.length], tokens[i % tokens.length], (event, frame) =>
          onPush(event, frame, i),
        ),
      );
    }
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Sends messages and times each socket's push of each from just before its POST. */
export function deliveryTimer() {
  const sentAt = new Map();
  const samples = [];
  return {
    samples,
    onPush(event, frame, socketIndex) {
      if (event !== 'newMessage' && event !== 'newGroupMessage') return;
      const started = sentAt.get(pushedBody(frame));
      if (started !== undefined) samples.push({ ms: performance.now() - started, socketIndex });
    },
    async send(base, token, url, body) {
      sentAt.set(body.body, performance.now());
      await api(base, token, 'POST', url, body);
    },
  };
}

export const clientId = () => randomBytes(9).toString('base64url');

/** `requests` reads of the first chat page, `concurrency` at a time, after a warm-up. */
export async function listLatency(base, token, requests = 400, concurrency = 4) {
  // Warm-up, as the other benches do: the first requests compile the route's code paths.
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/chats`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
  }
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/chats`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET /api/chats: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}
