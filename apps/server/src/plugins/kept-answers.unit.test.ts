import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../lib/auth-context.ts';
import { KEPT_ANSWER_MS, keptAnswersPlugin } from './kept-answers.ts';

/** The plugin on a bare Fastify: a stamp and a clock the test moves, and handler calls counted. */
async function harness(maxBytes?: number) {
  const state = { stamp: 's1' as string | null, now: new Date('2026-11-27T10:00:00Z'), calls: 0 };
  const app = Fastify();
  app.decorateRequest('auth', null);
  // Stands in for access control: the caller is whoever the header names.
  app.addHook('onRequest', async (request) => {
    const id = Number(request.headers['x-user']);
    const isMentor = request.headers['x-mentor'] === '1';
    if (id) request.auth = { user: { id, isMentor } } as AuthContext;
  });
  await app.register(keptAnswersPlugin, {
    stamp: () => state.stamp,
    now: () => state.now,
    ...(maxBytes ? { maxBytes } : {}),
  });
  app.get('/kept', { config: { keepWhileUnchanged: true } }, async (request, reply) => {
    state.calls++;
    void reply.header('x-next-cursor', `c${state.calls}`);
    const user = request.auth?.user.id ?? 0;
    const mentor = request.auth?.user.isMentor ?? false;
    if (request.headers['x-fail']) return reply.status(404).send({ error: 'nema' });
    // A write landing while the answer is made.
    if (request.headers['x-write']) state.stamp = `written-${state.calls}`;
    return { user, mentor, call: state.calls, pad: 'x'.repeat(100) };
  });
  app.get('/plain', async () => ({ call: ++state.calls }));
  const get = async (url: string, user: number, extra: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-user': String(user), ...extra },
    });
    return { status: res.statusCode, body: res.json(), cursor: res.headers['x-next-cursor'] };
  };
  return { app, state, get };
}

describe('kept answers', () => {
  it('answers again from memory, with the same headers, while the stamp stands', async () => {
    const { state, get } = await harness();
    const first = await get('/kept', 1);
    const again = await get('/kept', 1);
    expect(state.calls).toBe(1);
    expect(again).toEqual(first);
    expect(again.cursor).toBe('c1');
    state.stamp = 's2';
    expect((await get('/kept', 1)).body.call).toBe(2);
  });

  it('keeps per person and per address (query included)', async () => {
    const { state, get } = await harness();
    expect((await get('/kept', 1)).body.user).toBe(1);
    expect((await get('/kept', 2)).body.user).toBe(2);
    expect((await get('/kept?page=2', 1)).body.call).toBe(3);
    expect((await get('/kept', 2)).body).toMatchObject({ user: 2, call: 2 });
    expect(state.calls).toBe(3);
  });

  it('keeps apart what one person was answered under another role', async () => {
    const { state, get } = await harness();
    expect((await get('/kept', 1)).body.mentor).toBe(false);
    // The same person, made a mentor: never the answer made for the student.
    expect((await get('/kept', 1, { 'x-mentor': '1' })).body).toMatchObject({
      mentor: true,
      call: 2,
    });
    expect((await get('/kept', 1)).body).toMatchObject({ mentor: false, call: 1 });
    expect(state.calls).toBe(2);
  });

  it('keeps nothing for strangers, unmarked routes, failures, or where no stamp is seen', async () => {
    const { state, get } = await harness();
    await get('/kept', 0);
    await get('/kept', 0);
    await get('/plain', 1);
    await get('/plain', 1);
    await get('/kept', 1, { 'x-fail': '1' });
    await get('/kept', 1, { 'x-fail': '1' });
    expect(state.calls).toBe(6);
    state.stamp = null;
    await get('/kept', 3);
    await get('/kept', 3);
    expect(state.calls).toBe(8);
  });

  it('keeps no answer during whose making the data changed', async () => {
    const { state, get } = await harness();
    await get('/kept', 1, { 'x-write': '1' });
    await get('/kept', 1);
    expect(state.calls).toBe(2);
  });

  it(`lets an answer go after ${KEPT_ANSWER_MS} ms even with the data unchanged`, async () => {
    const { state, get } = await harness();
    await get('/kept', 1);
    state.now = new Date(state.now.getTime() + KEPT_ANSWER_MS - 1);
    await get('/kept', 1);
    expect(state.calls).toBe(1);
    state.now = new Date(state.now.getTime() + 1);
    await get('/kept', 1);
    expect(state.calls).toBe(2);
  });

  it('holds at most its byte budget, letting the oldest answers go first', async () => {
    // Each answer takes about 260 bytes with its key and headers: room for two.
    const { state, get } = await harness(600);
    await get('/kept', 1);
    await get('/kept', 2);
    await get('/kept', 3);
    await get('/kept', 3);
    await get('/kept', 2);
    expect(state.calls).toBe(3);
    await get('/kept', 1);
    expect(state.calls).toBe(4);
  });
});
