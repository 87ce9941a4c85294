import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import { createIdempotencyStore, type HeldKey } from '../db/idempotency-store.ts';
import { withinEachCommit, type DataAccess } from '../db/unit-of-work.ts';
import type { JobScheduler } from '../jobs/job-scheduler.ts';
import { AppError, badRequest } from '../lib/app-error.ts';

/** A key is honoured this long: the same key later is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A request holds its key this long past its last renewal; it renews a third of that while it
 * runs, so only a request whose instance died loses its key to a retry.
 */
export const IDEMPOTENCY_STALE_MS = 60 * 1000;
const RENEW_EVERY_MS = IDEMPOTENCY_STALE_MS / 3;
const KEY = /^[\w-]{8,100}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Holding extends HeldKey {
  renewal: NodeJS.Timeout;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs (its answer is stored on send). */
    idempotency: Holding | null;
  }
}

/**
 * `Idempotency-Key` on every write of a signed-in person: the same key from the same person within
 * 24 h answers the first answer again (status and body, marked `Idempotent-Replayed: true`) and
 * changes nothing; the key on another method or path is refused, and a duplicate arriving while
 * the first still runs gets 409.
 *
 * Exactly once, also when an instance dies: the request renews its hold on the key while it runs,
 * and every transaction it commits marks the key applied inside that same transaction. A retry
 * takes a key over only from a request that stopped renewing and whose write never committed; the
 * write of a request that lost its key that way cannot commit any more (its mark finds the key
 * taken and rolls the transaction back). A key whose write committed but whose answer was lost
 * with its instance answers 409 `idempotency_answer_lost`, never the write again. Answers of 5xx
 * are not kept when nothing committed (the write may be tried again).
 * Registered before compression, so it keeps the plain body.
 */
export interface IdempotencyDeps {
  data: DataAccess;
  jobs: JobScheduler;
  now: () => Date;
}

export const idempotencyPlugin = fp(async (app: FastifyInstance, deps: IdempotencyDeps) => {
  const store = createIdempotencyStore(deps.data);
  app.decorateRequest('idempotency', null);

  deps.jobs.recurring({
    name: 'idempotency-keys-purge',
    schedule: { every: 60 * 60 * 1000 },
    run: () => store.purge(new Date(deps.now().getTime() - IDEMPOTENCY_TTL_MS).toISOString()),
  });

  const leaseFrom = (now: Date) => new Date(now.getTime() + IDEMPOTENCY_STALE_MS).toISOString();

  function hold(request: FastifyRequest, userId: number, key: string, token: string) {
    const held = { userId, key, token };
    const renewal = setInterval(() => {
      store.extend(held, leaseFrom(deps.now())).catch((err: unknown) => {
        request.log.warn({ err }, 'idempotency key not renewed');
      });
    }, RENEW_EVERY_MS);
    renewal.unref();
    request.idempotency = { ...held, renewal };
  }

  function letGo(request: FastifyRequest): HeldKey | null {
    const held = request.idempotency;
    if (!held) return null;
    request.idempotency = null;
    clearInterval(held.renewal);
    return held;
  }

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !WRITES.has(request.method) || !request.auth) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY.test(key))
      throw badRequest(m.idempotencyKeyInvalid, 'idempotency_key_invalid');
    const userId = request.auth.user.id;
    const target = { method: request.method, path: request.url.slice(0, 500) };
    const now = deps.now();
    const at = now.toISOString();

    if (await store.claim(userId, key, target, at, leaseFrom(now))) {
      hold(request, userId, key, at);
      return;
    }
    const seen = await store.find(userId, key);
    if (!seen) throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
    const expired = now.getTime() - Date.parse(seen.createdAt) >= IDEMPOTENCY_TTL_MS;
    if (expired) {
      // A day later the same key is a request of its own.
      if (await store.takeOver(userId, key, seen.createdAt, target, at, leaseFrom(now), false)) {
        hold(request, userId, key, at);
        return;
      }
      throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
    }
    if (seen.method !== target.method || seen.path !== target.path) {
      throw new AppError('idempotency_key_reused', m.idempotencyKeyReused);
    }
    if (seen.status !== null) {
      return reply
        .status(seen.status)
        .header('Idempotent-Replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(seen.body ?? '');
    }
    // Rows of old have no lease: their claim time stands for it.
    const heldUntil = Date.parse(
      seen.heldUntil ?? new Date(Date.parse(seen.createdAt) + IDEMPOTENCY_STALE_MS).toISOString(),
    );
    if (now.getTime() < heldUntil) {
      throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
    }
    if (seen.appliedAt !== null) {
      throw new AppError('idempotency_answer_lost', m.idempotencyAnswerLost);
    }
    if (await store.takeOver(userId, key, seen.createdAt, target, at, leaseFrom(now), true)) {
      hold(request, userId, key, at);
      return;
    }
    // Another retry won, or the write committed just now.
    throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
  });

  // The handler runs so that each transaction it commits also marks the key applied.
  app.addHook('preHandler', (request, _reply, done) => {
    const held = request.idempotency;
    if (!held) {
      done();
      return;
    }
    withinEachCommit(async () => {
      if (!(await store.markApplied(held, deps.now().toISOString()))) {
        // A retry took the key over (this request stopped renewing it): its write goes, not ours.
        throw new AppError('idempotency_in_progress', m.idempotencyInProgress);
      }
    }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = letGo(request);
    if (!held) return payload;
    const body =
      typeof payload === 'string'
        ? payload
        : Buffer.isBuffer(payload)
          ? payload.toString('utf8')
          : '';
    if (reply.statusCode >= 500) {
      // Nothing committed: the key is free for another try. Something did: the key is let go
      // at once, and a retry is told its write was applied (answer_lost), never runs it again.
      await store.release(held);
      await store.extend(held, deps.now().toISOString());
    } else {
      await store.complete(held, reply.statusCode, body);
    }
    return payload;
  });

  // A request that ends without an answer sent (the client went away) stops renewing too.
  app.addHook('onResponse', async (request) => {
    letGo(request);
  });
});
