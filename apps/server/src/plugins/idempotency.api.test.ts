import { describe, expect, it } from 'vitest';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import {
  buildPoll,
  countRows,
  homeWorldPerFile,
  type HomeRole,
} from '../../test/home-factories.ts';
import { inMinutes, T0 } from '../../test/poll-requests.ts';
import { validPost } from '../../test/post-requests.ts';
import { createIdempotencyStore } from '../db/idempotency-store.ts';
import { withinEachCommit } from '../db/unit-of-work.ts';
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS } from './idempotency.ts';

/** `Idempotency-Key` on writes: a replay answers the first answer and changes nothing again. */

const ctx = homeWorldPerFile(T0);
const { as, db } = ctx;
let keys = 0;
const newKey = () => `test-key-${++keys}-${Date.now()}`;

function send(
  role: HomeRole,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
  key?: string,
) {
  return ctx.t.app.inject({
    method,
    url,
    headers: { ...as(role), ...(key && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });
}

describe('Idempotency-Key', () => {
  it('a post sent twice is created once; the replay answers the first answer', async () => {
    const key = newKey();
    const before = await countRows(db(), 'posts');
    const first = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(first.statusCode).toBe(201);
    const again = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(db(), 'posts')).toBe(before + 1);
  });

  it('a poll vote replayed after the person changed their answer changes nothing again', async () => {
    const pollId = await buildPoll(db(), ctx.w.users.mentor, { endDate: inMinutes(60) });
    const key = newKey();
    const url = `/api/polls/${pollId}/vote`;
    const first = await send('theoryStudent', 'POST', url, { response: 'Da' }, key);
    expect(first.statusCode).toBe(200);
    expect((await send('theoryStudent', 'POST', url, { response: 'Ne' })).statusCode).toBe(200);
    const replay = await send('theoryStudent', 'POST', url, { response: 'Da' }, key);
    expect(replay.body).toBe(first.body);
    const row = await db()
      .selectFrom('poll_responses')
      .select('response')
      .where('pollId', '=', pollId)
      .executeTakeFirstOrThrow();
    expect(row.response).toBe('ne');
  });

  it('a profile save replayed later does not overwrite a newer save', async () => {
    const me = ctx.w.users.student;
    const key = newKey();
    const url = `/api/update-korisnik/${me.id}`;
    const first = await send('student', 'PUT', url, { brojMobitela: '+385 91 000 1111' }, key);
    expect(first.statusCode).toBe(200);
    await send('student', 'PUT', url, { brojMobitela: '+385 91 000 2222' });
    const replay = await send('student', 'PUT', url, { brojMobitela: '+385 91 000 1111' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    const row = await db()
      .selectFrom('users')
      .select('brojMobitela')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.brojMobitela).toContain('2222');
  });

  it('keeps a refusal too: the replay of a 4xx answers the same 4xx', async () => {
    const key = newKey();
    const first = await send('student', 'POST', '/api/polls/999999/vote', { response: 'Da' }, key);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    const again = await send('student', 'POST', '/api/polls/999999/vote', { response: 'Da' }, key);
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
  });

  it('keys are per person: the same key from someone else is a request of their own', async () => {
    const key = newKey();
    const before = await countRows(db(), 'posts');
    await send('mentor', 'POST', '/api/posts', validPost, key);
    const other = await send('admin', 'POST', '/api/posts', validPost, key);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(db(), 'posts')).toBe(before + 2);
  });

  it('refuses a key reused for another request, and a malformed key, in Croatian', async () => {
    const key = newKey();
    await send('mentor', 'POST', '/api/posts', validPost, key);
    const elsewhere = await send('mentor', 'PUT', '/api/notifications/read-all', undefined, key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: m.idempotencyKeyReused,
    });
    const before = await countRows(db(), 'posts');
    const bad = await send('mentor', 'POST', '/api/posts', validPost, 'kratak');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'idempotency_key_invalid',
      message: m.idempotencyKeyInvalid,
    });
    expect(await countRows(db(), 'posts')).toBe(before);
  });

  it('a duplicate while the first still runs gets 409; a key stuck by a dead instance frees up', async () => {
    const key = newKey();
    await db()
      .insertInto('idempotency_keys')
      .values({
        userId: ctx.w.users.mentor.id,
        key,
        method: 'POST',
        path: '/api/posts',
        createdAt: T0.toISOString(),
      })
      .execute();
    const busy = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'idempotency_in_progress',
      message: m.idempotencyInProgress,
    });
    ctx.t.clock.now = new Date(T0.getTime() + IDEMPOTENCY_STALE_MS);
    expect((await send('mentor', 'POST', '/api/posts', validPost, key)).statusCode).toBe(201);
  });

  it('concurrent duplicates apply once', async () => {
    const key = newKey();
    const before = await countRows(db(), 'posts');
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('mentor', 'POST', '/api/posts', validPost, key)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).not.toHaveLength(0);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(await countRows(db(), 'posts')).toBe(before + 1);
  });

  it('after 24 hours the same key is a new request', async () => {
    const key = newKey();
    const before = await countRows(db(), 'posts');
    await send('mentor', 'POST', '/api/posts', validPost, key);
    ctx.t.clock.now = new Date(T0.getTime() + IDEMPOTENCY_TTL_MS);
    const later = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(db(), 'posts')).toBe(before + 2);
  });

  it('marks the key applied in the write’s own transaction; a refusal leaves it unapplied', async () => {
    ctx.t.clock.now = new Date(T0);
    const key = newKey();
    expect((await send('mentor', 'POST', '/api/posts', validPost, key)).statusCode).toBe(201);
    expect(await keyRow(key)).toMatchObject({ appliedAt: T0.toISOString(), status: 201 });
    const refused = newKey();
    const pollId = await buildPoll(db(), ctx.w.users.mentor, { endDate: inMinutes(60) });
    const answer = await send(
      'theoryStudent',
      'POST',
      `/api/polls/${pollId}/vote`,
      { response: 'Možda' },
      refused,
    );
    expect(answer.statusCode).toBe(400);
    expect(await keyRow(refused, ctx.w.users.theoryStudent.id)).toMatchObject({
      appliedAt: null,
      status: 400,
    });
  });

  it('a write that committed but lost its answer with its instance is never applied again', async () => {
    ctx.t.clock.now = new Date(T0);
    const key = newKey();
    const before = await countRows(db(), 'posts');
    expect((await send('mentor', 'POST', '/api/posts', validPost, key)).statusCode).toBe(201);
    // The instance died after the commit, before it stored the answer.
    await db()
      .updateTable('idempotency_keys')
      .set({ status: null, body: null, heldUntil: inMinutes(1).toISOString() })
      .where('key', '=', key)
      .execute();
    const soon = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(soon.json()).toMatchObject({ code: 'idempotency_in_progress' });
    ctx.t.clock.now = new Date(T0.getTime() + 10 * 60_000);
    const later = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({
      code: 'idempotency_answer_lost',
      message: m.idempotencyAnswerLost,
    });
    expect(await countRows(db(), 'posts')).toBe(before + 1);
  });

  it('a request still renewing its key past a minute is not taken over', async () => {
    const key = newKey();
    const started = new Date(T0.getTime() - 5 * 60_000);
    ctx.t.clock.now = new Date(T0);
    await db()
      .insertInto('idempotency_keys')
      .values({
        userId: ctx.w.users.mentor.id,
        key,
        method: 'POST',
        path: '/api/posts',
        createdAt: started.toISOString(),
        heldUntil: inMinutes(1).toISOString(),
      })
      .execute();
    const before = await countRows(db(), 'posts');
    const busy = await send('mentor', 'POST', '/api/posts', validPost, key);
    expect(busy.json()).toMatchObject({ code: 'idempotency_in_progress' });
    expect(await countRows(db(), 'posts')).toBe(before);
    // It stopped renewing (its instance died) before anything committed: a retry takes over.
    ctx.t.clock.now = new Date(T0.getTime() + IDEMPOTENCY_STALE_MS);
    expect((await send('mentor', 'POST', '/api/posts', validPost, key)).statusCode).toBe(201);
    expect(await countRows(db(), 'posts')).toBe(before + 1);
  });

  it('a request that lost its key to a retry cannot commit its write', async () => {
    ctx.t.clock.now = new Date(T0);
    const { platform } = ctx.t.app;
    const store = createIdempotencyStore(platform.data);
    const mentor = ctx.w.users.mentor.id;
    const key = newKey();
    const target = { method: 'POST', path: '/api/posts' };
    const token = T0.toISOString();
    expect(await store.claim(mentor, key, target, token, inMinutes(1).toISOString())).toBe(true);
    // The first request stalled; its lease ran out and a retry took the key.
    expect(
      await store.takeOver(
        mentor,
        key,
        token,
        target,
        inMinutes(2).toISOString(),
        inMinutes(3).toISOString(),
        true,
      ),
    ).toBe(true);
    const held = { userId: mentor, key, token };
    const before = await countRows(db(), 'posts');
    const stalled = withinEachCommit(
      async () => {
        if (!(await store.markApplied(held, T0.toISOString()))) throw new Error('key lost');
      },
      () =>
        platform.transactor.run(() =>
          ctx.t.app.services.posts.create(
            { ...ctx.w.users.mentor, isMentor: true, isAdmin: false, isStudent: false },
            { ...validPost, visibility: 'public' },
          ),
        ),
    );
    await expect(stalled).rejects.toThrow('key lost');
    expect(await countRows(db(), 'posts')).toBe(before);
    expect((await keyRow(key))?.appliedAt).toBeNull();
  });
});

/** The stored record of a key (the mentor's unless another person is named). */
function keyRow(key: string, userId = ctx.w.users.mentor.id) {
  return db()
    .selectFrom('idempotency_keys')
    .select(['status', 'appliedAt', 'heldUntil'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}
