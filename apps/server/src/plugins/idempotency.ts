import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import { createIdempotencyStore } from '../db/idempotency-store.ts';
import { AppError, badRequest } from '../lib/app-error.ts';
import type { Platform } from '../platform.ts';

/** A key is honoured this long: the same key later is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A request holding its key longer than this died with its instance: the key is free again. */
export const IDEMPOTENCY_STALE_MS = 60 * 1000;
const KEY = /^[\w-]{8,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs (its answer is stored on send). */
    idempotency: { userId: number; key: string } | null;
  }
}

/**
 * `Idempotency-Key` on every write of a signed-in person: the same key from the same person within
 * 24 h answers the first answer again (status and body, marked `Idempotent-Replayed: true`) and
 * changes nothing; the key on another method or path is refused, and a duplicate arriving while
 * the first still runs gets 409. Answers of 5xx are not kept (the write may be tried again).
 * Registered before compression, so it keeps the plain body.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { platform: Platform }) => {
  const { platform } = opts;
  const store = createIdempotencyStore(platform.data);
  app.decorateRequest('idempotency', null);

  platform.jobs.recurring({
    name: 'idempotency-keys-purge',
    schedule: { every: 60 * 60 * 1000 },
    run: () => store.purge(new Date(platform.now().getTime() - IDEMPOTENCY_TTL_MS).toISOString()),
  });

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITES.has(request.method) || !request.auth) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key))
      throw badRequest(m.idempotencyKeyInvalid, 'idempotency_key_invalid');
    const userId = request.auth.user.id;
    const target = { method: request.method, path: request.url.slice(0, 500) };
    const now = platform.now();
    const at = now.toISOString();

    if (await store.claim(userId, key, target, at)) {
      request.idempotency = { userId, key };
      return;
    }
    const seen = await store.find(userId, key);
    if (!seen) throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
    const age = now.getTime() - Date.parse(seen.createdAt);
    const expired = age >= IDEMPOTENCY_TTL_MS;
    if (!expired && (seen.method !== target.method || seen.path !== target.path)) {
      throw new AppError('idempotency_key_reused', m.idempotencyKeyReused);
    }
    if (!expired && seen.status !== null) {
      return reply
        .status(seen.status)
        .header('Idempotent-Replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(seen.body ?? '');
    }
    if (expired || age >= IDEMPOTENCY_STALE_MS) {
      if (await store.takeOver(userId, key, seen.createdAt, target, at)) {
        request.idempotency = { userId, key };
        return;
      }
    }
    throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 500) {
      await store.release(held.userId, held.key);
    } else {
      const body =
        typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : '';
      await store.complete(held.userId, held.key, reply.statusCode, body);
    }
    return payload;
  });
});
