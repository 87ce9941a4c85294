import { beforeEach, describe, expect, it } from 'vitest';
import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';
import {
  buildHomeWorld,
  buildPoll,
  buildResponse,
  snapshot,
  type HomeRole,
  homeWorldPerFile,
} from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';
import { inMinutes, T0, THEORY_ONLY } from '../../../test/poll-requests.ts';

/** Voting: one answer per voter, the re-vote window, refusals; and the school's poll statistics. */

const ctx = homeWorldPerFile(T0);
const { as, db } = ctx;

const vote = (role: HomeRole, pollId: number | string, payload: object) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/polls/${pollId}/vote`,
    headers: as(role),
    payload,
  });

async function responseRow(pollId: number, userId: number) {
  return db()
    .selectFrom('poll_responses')
    .selectAll()
    .where('pollId', '=', pollId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

describe('GET /api/polls/stats', () => {
  it('counts the school’s active polls, answers and the share of "da"', async () => {
    const fresh = await buildHomeWorld(ctx.t, 'stat-');
    const p1 = await buildPoll(db(), fresh.users.mentor, { endDate: inMinutes(60) });
    const p2 = await buildPoll(db(), fresh.users.mentor, { endDate: inMinutes(90) });
    const gone = await buildPoll(db(), fresh.users.mentor, { endDate: inMinutes(-5) });
    await buildResponse(db(), p1, fresh.users.theoryStudent.id, 'da', T0);
    await buildResponse(db(), p1, fresh.users.mentor2.id, 'ne', T0);
    await buildResponse(db(), p2, fresh.users.theoryStudent.id, 'da', T0);
    await buildResponse(db(), p2, fresh.users.admin.id, 'da', T0);
    await buildResponse(db(), gone, fresh.users.admin.id, 'ne', T0);
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/polls/stats',
      headers: bearer(fresh.tokens.mentor),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pollCount: 2, responseCount: 4, daCount: 3, daShare: 0.75 });
    const student = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/polls/stats',
      headers: bearer(fresh.tokens.theoryStudent),
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('POST /api/polls/{pollId}/vote', () => {
  let pollId: number;
  beforeEach(async () => {
    pollId = await buildPoll(db(), ctx.w.users.mentor, {
      options: ['Da', 'Ne', 'Čekam raspored'],
      endDate: inMinutes(60 * 24),
    });
  });

  it('records the signed-in voter, ignoring who the body claims to be', async () => {
    const res = await vote('theoryStudent', pollId, {
      response: 'DA',
      userId: ctx.w.users.mentor.id,
      ime: 'Lažno',
      prezime: 'Ime',
      timestamp: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vaš odgovor je zabilježen');
    expect(res.json().poll.myResponse).toMatchObject({
      userId: ctx.w.users.theoryStudent.id,
      ime: 'Luka',
      response: 'da',
      timestamp: T0.toISOString(),
      changeableUntil: new Date(T0.getTime() + POLL_REVOTE_WINDOW_MS).toISOString(),
      canChange: true,
    });
    expect(await responseRow(pollId, ctx.w.users.mentor.id)).toBeUndefined();
    expect(await responseRow(pollId, ctx.w.users.theoryStudent.id)).toMatchObject({
      response: 'da',
      firstRespondedAt: T0.toISOString(),
      respondedAt: T0.toISOString(),
    });
  });

  it('matches options case-insensitively and stores them lower-case', async () => {
    const res = await vote('mentor', pollId, { response: '  čEKAM RASPORED ' });
    expect(res.statusCode).toBe(200);
    expect((await responseRow(pollId, ctx.w.users.mentor.id))?.response).toBe('čekam raspored');
  });

  it('lets a voter change the answer for 10 minutes after the first one, then refuses', async () => {
    expect((await vote('theoryStudent', pollId, { response: 'Da' })).statusCode).toBe(200);

    ctx.t.clock.now = inMinutes(5);
    expect((await vote('theoryStudent', pollId, { response: 'Ne' })).statusCode).toBe(200);
    ctx.t.clock.now = new Date(T0.getTime() + POLL_REVOTE_WINDOW_MS - 1000);
    const last = await vote('theoryStudent', pollId, { response: 'Da' });
    expect(last.statusCode).toBe(200);
    expect(last.json().poll.myResponse).toMatchObject({
      response: 'da',
      timestamp: ctx.t.clock.now.toISOString(),
      firstRespondedAt: T0.toISOString(),
    });

    // The window runs from the first answer, not from the last change.
    ctx.t.clock.now = new Date(T0.getTime() + POLL_REVOTE_WINDOW_MS);
    const before = await snapshot(db(), 'poll_responses');
    const late = await vote('theoryStudent', pollId, { response: 'Ne' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'Odgovor je moguće promijeniti samo unutar 10 minuta od prvog glasanja.',
      code: 'revote_closed',
    });
    expect(await snapshot(db(), 'poll_responses')).toEqual(before);
    expect((await responseRow(pollId, ctx.w.users.theoryStudent.id))?.response).toBe('da');
  });

  it('keeps one answer per voter even when two votes race', async () => {
    const results = await Promise.all([
      vote('theoryStudent', pollId, { response: 'Da' }),
      vote('theoryStudent', pollId, { response: 'Ne' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await db()
      .selectFrom('poll_responses')
      .selectAll()
      .where('pollId', '=', pollId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('has a unique (pollId, userId) constraint in the database itself', async () => {
    await buildResponse(db(), pollId, ctx.w.users.admin.id, 'da', T0);
    await expect(buildResponse(db(), pollId, ctx.w.users.admin.id, 'ne', T0)).rejects.toThrow();
    expect((await responseRow(pollId, ctx.w.users.admin.id))?.response).toBe('da');
  });

  it.each([
    [
      'an answer that is not an option',
      { response: 'Možda' },
      400,
      'Odabrani odgovor nije jedna od ponuđenih opcija',
    ],
    ['an empty answer', { response: '  ' }, 400, 'Molimo odaberite odgovor'],
    ['no answer', { userId: 1 }, 400, 'Molimo odaberite odgovor'],
  ])('refuses %s and writes nothing', async (_c, payload, status, message) => {
    const before = await snapshot(db(), 'poll_responses');
    const res = await vote('theoryStudent', pollId, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await snapshot(db(), 'poll_responses')).toEqual(before);
  });

  it('refuses a vote on an expired poll and writes nothing', async () => {
    ctx.t.clock.now = inMinutes(60 * 24);
    const before = await snapshot(db(), 'poll_responses');
    const res = await vote('theoryStudent', pollId, { response: 'Da' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Anketa je istekla. Glasanje više nije moguće.',
      code: 'poll_expired',
    });
    expect(await snapshot(db(), 'poll_responses')).toEqual(before);
  });

  it('answers 404 for a poll of another school and writes nothing', async () => {
    const before = await snapshot(db(), 'poll_responses');
    for (const role of ['studentB', 'mentorB', 'adminB'] as const) {
      const res = await vote(role, pollId, { response: 'Da' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Anketa nije pronađena');
    }
    expect(await snapshot(db(), 'poll_responses')).toEqual(before);
  });

  it('refuses a student who does not attend theory and writes nothing', async () => {
    const before = await snapshot(db(), 'poll_responses');
    const res = await vote('student', pollId, { response: 'Da' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(THEORY_ONLY);
    expect(await snapshot(db(), 'poll_responses')).toEqual(before);
  });

  it('answers 404 for a missing poll and 400 for a malformed id', async () => {
    expect((await vote('theoryStudent', 99_999_999, { response: 'Da' })).statusCode).toBe(404);
    const bad = await vote('theoryStudent', '1x', { response: 'Da' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Neispravan identifikator');
  });
});
