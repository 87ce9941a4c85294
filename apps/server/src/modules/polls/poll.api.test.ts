import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';
import {
  buildHomeWorld,
  buildPoll,
  buildResponse,
  countRows,
  snapshot,
  type HomeRole,
  type HomeWorld,
} from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const T0 = new Date('2026-11-22T10:00:00.000Z');
const inMinutes = (m: number, from = T0) => new Date(from.getTime() + m * 60_000);
const THEORY_ONLY = 'Samo učenici koji pohađaju teorijsku nastavu mogu vidjeti ankete.';

let t: TestApp;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildHomeWorld(t);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = T0;
});

const as = (role: HomeRole) => bearer(w.tokens[role]);
const db = () => t.database.db;

const createPoll = (role: HomeRole, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/polls', headers: as(role), payload });
const vote = (role: HomeRole, pollId: number | string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/polls/${pollId}/vote`, headers: as(role), payload });
const active = (role: HomeRole) =>
  t.app.inject({ method: 'GET', url: '/api/polls/active', headers: as(role) });

async function responseRow(pollId: number, userId: number) {
  return db()
    .selectFrom('poll_responses')
    .selectAll()
    .where('pollId', '=', pollId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

const validPoll = {
  question: 'Dolazite li na probu zbora?',
  options: ['Da', 'Ne'],
  endDate: '2026-11-29T18:00:00.000Z',
};

describe('POST /api/polls', () => {
  it('lets a mentor create a poll; type defaults to teorija, options are trimmed', async () => {
    const res = await createPoll('mentor', {
      question: '  Dolazite li na probu zbora?  ',
      options: [' Da ', '', 'Ne', '   ', 'Možda'],
      endDate: '2026-11-29T19:00:00+01:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Anketa je uspješno kreirana');
    expect(res.json().poll).toEqual({
      id: expect.any(Number),
      question: 'Dolazite li na probu zbora?',
      options: ['Da', 'Ne', 'Možda'],
      type: 'teorija',
      endDate: '2026-11-29T18:00:00.000Z',
      createdAt: T0.toISOString(),
      creatorId: w.users.mentor.id,
      creator: { id: w.users.mentor.id, ime: 'Marko', prezime: 'Marković' },
      responses: [],
      myResponse: null,
      stats: { responseCount: 0, counts: { da: 0, ne: 0, možda: 0 } },
    });
    const row = await db()
      .selectFrom('polls')
      .selectAll()
      .where('id', '=', res.json().poll.id)
      .executeTakeFirstOrThrow();
    expect(row.schoolId).toBe(w.schoolA);
  });

  it.each([
    ['no question', { question: undefined }, 'question', 'Molimo unesite pitanje ankete'],
    ['a blank question', { question: '  \n ' }, 'question', 'Molimo unesite pitanje ankete'],
    ['one option', { options: ['Da'] }, 'options', 'Molimo unesite barem dvije opcije odgovora'],
    [
      'two options of which one is blank',
      { options: ['Da', '   '] },
      'options',
      'Molimo unesite barem dvije opcije odgovora',
    ],
    ['no options', { options: undefined }, 'options', 'Molimo unesite barem dvije opcije odgovora'],
    [
      'options differing only in case',
      { options: ['Da', 'DA'] },
      'options',
      'Opcije odgovora moraju se međusobno razlikovati',
    ],
    ['no end date', { endDate: undefined }, 'endDate', 'Molimo odaberite datum završetka ankete'],
    ['an empty end date', { endDate: '' }, 'endDate', 'Molimo odaberite datum završetka ankete'],
    [
      'an end date that is not a date',
      { endDate: 'sutra' },
      'endDate',
      'Molimo odaberite datum završetka ankete',
    ],
    [
      'an end date in the past',
      { endDate: '2026-11-22T09:59:00.000Z' },
      'endDate',
      'Datum završetka ankete mora biti u budućnosti',
    ],
    [
      'an end date of right now',
      { endDate: T0.toISOString() },
      'endDate',
      'Datum završetka ankete mora biti u budućnosti',
    ],
  ])('refuses %s with a Croatian 400 and writes nothing', async (_c, patch, field, message) => {
    const before = await snapshot(db(), 'polls');
    const res = await createPoll('mentor', { ...validPoll, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await snapshot(db(), 'polls')).toEqual(before);
  });

  it.each(['student', 'theoryStudent'] as const)('refuses a %s', async (role) => {
    const before = await countRows(db(), 'polls');
    const res = await createPoll(role, validPoll);
    expect(res.statusCode).toBe(403);
    expect(await countRows(db(), 'polls')).toBe(before);
  });
});

describe('GET /api/polls/active', () => {
  let open: number;
  let other: number;
  beforeAll(async () => {
    open = await buildPoll(db(), w.users.mentor, {
      question: 'aktivna',
      endDate: inMinutes(60 * 24),
    });
    await buildPoll(db(), w.users.mentor, { question: 'istekla', endDate: inMinutes(-1) });
    await buildPoll(db(), w.users.mentor, { question: 'ističe sada', endDate: T0 });
    other = await buildPoll(db(), w.users.mentorB, {
      question: 'splitska',
      endDate: inMinutes(60 * 24),
    });
    await buildResponse(db(), open, w.users.theoryStudent.id, 'da', inMinutes(-30));
    await buildResponse(db(), open, w.users.mentor2.id, 'ne', inMinutes(-20));
  });

  const questions = (res: { json(): { polls: { question: string }[] } }) =>
    res.json().polls.map((p) => p.question);

  it('gives a theory student only future polls of their school, with only their own answer', async () => {
    const res = await active('theoryStudent');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(questions(res)).toContain('aktivna');
    expect(questions(res)).not.toContain('istekla');
    expect(questions(res)).not.toContain('ističe sada');
    expect(questions(res)).not.toContain('splitska');
    const poll = res.json().polls.find((p: { id: number }) => p.id === open);
    expect(poll.responses).toEqual([
      {
        userId: w.users.theoryStudent.id,
        ime: 'Luka',
        prezime: 'Lukić',
        response: 'da',
        timestamp: inMinutes(-30).toISOString(),
        firstRespondedAt: inMinutes(-30).toISOString(),
      },
    ]);
    expect(poll.myResponse).toMatchObject({
      response: 'da',
      changeableUntil: inMinutes(-20).toISOString(),
      canChange: false,
    });
    expect(poll.stats).toBeNull();
  });

  it('gives a mentor every answer and the counts', async () => {
    const res = await active('mentor');
    const poll = res.json().polls.find((p: { id: number }) => p.id === open);
    expect(poll.responses.map((r: { response: string }) => r.response)).toEqual(['da', 'ne']);
    expect(poll.stats).toEqual({ responseCount: 2, counts: { da: 1, ne: 1 } });
  });

  it('lets the clock decide: a poll drops out once its end date passes', async () => {
    t.clock.now = inMinutes(60 * 24);
    expect(questions(await active('mentor'))).not.toContain('aktivna');
  });

  it('shows another school only its own polls', async () => {
    const res = await active('adminB');
    expect(res.statusCode).toBe(200);
    expect(res.json().polls.map((p: { id: number }) => p.id)).toEqual([other]);
  });

  it('refuses a student who does not attend theory with the spec sentence', async () => {
    const res = await active('student');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: THEORY_ONLY, code: 'forbidden' });
  });
});

describe('GET /api/polls/stats', () => {
  it('counts the school’s active polls, answers and the share of "da"', async () => {
    const fresh = await buildHomeWorld(t, 'stat-');
    const p1 = await buildPoll(db(), fresh.users.mentor, { endDate: inMinutes(60) });
    const p2 = await buildPoll(db(), fresh.users.mentor, { endDate: inMinutes(90) });
    const gone = await buildPoll(db(), fresh.users.mentor, { endDate: inMinutes(-5) });
    await buildResponse(db(), p1, fresh.users.theoryStudent.id, 'da', T0);
    await buildResponse(db(), p1, fresh.users.mentor2.id, 'ne', T0);
    await buildResponse(db(), p2, fresh.users.theoryStudent.id, 'da', T0);
    await buildResponse(db(), p2, fresh.users.admin.id, 'da', T0);
    await buildResponse(db(), gone, fresh.users.admin.id, 'ne', T0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/polls/stats',
      headers: bearer(fresh.tokens.mentor),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pollCount: 2, responseCount: 4, daCount: 3, daShare: 0.75 });
    const student = await t.app.inject({
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
    pollId = await buildPoll(db(), w.users.mentor, {
      options: ['Da', 'Ne', 'Čekam raspored'],
      endDate: inMinutes(60 * 24),
    });
  });

  it('records the signed-in voter, ignoring who the body claims to be', async () => {
    const res = await vote('theoryStudent', pollId, {
      response: 'DA',
      userId: w.users.mentor.id,
      ime: 'Lažno',
      prezime: 'Ime',
      timestamp: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Vaš odgovor je zabilježen');
    expect(res.json().poll.myResponse).toMatchObject({
      userId: w.users.theoryStudent.id,
      ime: 'Luka',
      response: 'da',
      timestamp: T0.toISOString(),
      changeableUntil: new Date(T0.getTime() + POLL_REVOTE_WINDOW_MS).toISOString(),
      canChange: true,
    });
    expect(await responseRow(pollId, w.users.mentor.id)).toBeUndefined();
    expect(await responseRow(pollId, w.users.theoryStudent.id)).toMatchObject({
      response: 'da',
      firstRespondedAt: T0.toISOString(),
      respondedAt: T0.toISOString(),
    });
  });

  it('matches options case-insensitively and stores them lower-case', async () => {
    const res = await vote('mentor', pollId, { response: '  čEKAM RASPORED ' });
    expect(res.statusCode).toBe(200);
    expect((await responseRow(pollId, w.users.mentor.id))?.response).toBe('čekam raspored');
  });

  it('lets a voter change the answer for 10 minutes after the first one, then refuses', async () => {
    expect((await vote('theoryStudent', pollId, { response: 'Da' })).statusCode).toBe(200);

    t.clock.now = inMinutes(5);
    expect((await vote('theoryStudent', pollId, { response: 'Ne' })).statusCode).toBe(200);
    t.clock.now = new Date(T0.getTime() + POLL_REVOTE_WINDOW_MS - 1000);
    const last = await vote('theoryStudent', pollId, { response: 'Da' });
    expect(last.statusCode).toBe(200);
    expect(last.json().poll.myResponse).toMatchObject({
      response: 'da',
      timestamp: t.clock.now.toISOString(),
      firstRespondedAt: T0.toISOString(),
    });

    // The window runs from the first answer, not from the last change.
    t.clock.now = new Date(T0.getTime() + POLL_REVOTE_WINDOW_MS);
    const before = await snapshot(db(), 'poll_responses');
    const late = await vote('theoryStudent', pollId, { response: 'Ne' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'Odgovor je moguće promijeniti samo unutar 10 minuta od prvog glasanja.',
      code: 'revote_closed',
    });
    expect(await snapshot(db(), 'poll_responses')).toEqual(before);
    expect((await responseRow(pollId, w.users.theoryStudent.id))?.response).toBe('da');
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
    await buildResponse(db(), pollId, w.users.admin.id, 'da', T0);
    await expect(buildResponse(db(), pollId, w.users.admin.id, 'ne', T0)).rejects.toThrow();
    expect((await responseRow(pollId, w.users.admin.id))?.response).toBe('da');
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
    t.clock.now = inMinutes(60 * 24);
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

describe('DELETE /api/polls/{id}', () => {
  let pollId: number;
  beforeEach(async () => {
    pollId = await buildPoll(db(), w.users.mentor, { endDate: inMinutes(60) });
    await buildResponse(db(), pollId, w.users.theoryStudent.id, 'da', T0);
  });
  const remove = (role: HomeRole) =>
    t.app.inject({ method: 'DELETE', url: `/api/polls/${pollId}`, headers: as(role) });

  it.each([
    ['mentor2', 403, 'Samo autor ankete može je obrisati.'],
    ['admin', 403, 'Samo autor ankete može je obrisati.'],
    ['mentorB', 404, 'Anketa nije pronađena'],
    ['adminB', 404, 'Anketa nije pronađena'],
    ['theoryStudent', 403, 'Nemate ovlasti za ovu radnju.'],
  ] as const)('refuses %s (%i) and deletes nothing', async (role, status, message) => {
    const polls = await snapshot(db(), 'polls');
    const responses = await snapshot(db(), 'poll_responses');
    const res = await remove(role);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await snapshot(db(), 'polls')).toEqual(polls);
    expect(await snapshot(db(), 'poll_responses')).toEqual(responses);
  });

  it('lets the creator delete the poll with its answers', async () => {
    const res = await remove('mentor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Anketa uspješno obrisana' });
    expect(await db().selectFrom('polls').select('id').where('id', '=', pollId).execute()).toEqual(
      [],
    );
    expect(
      await db().selectFrom('poll_responses').select('id').where('pollId', '=', pollId).execute(),
    ).toEqual([]);
    expect((await remove('mentor')).statusCode).toBe(404);
  });
});
