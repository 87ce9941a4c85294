import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildPoll,
  buildResponse,
  countRows,
  snapshot,
  type HomeRole,
  homeWorldPerFile,
} from '../../../test/home-factories.ts';
import { inMinutes, T0, THEORY_ONLY } from '../../../test/poll-requests.ts';

/** A poll's life: creating it, listing the active ones, and the creator deleting it. */

const ctx = homeWorldPerFile(T0);
const { as, db } = ctx;

const createPoll = (role: HomeRole, payload: object) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/polls', headers: as(role), payload });
const active = (role: HomeRole) =>
  ctx.t.app.inject({ method: 'GET', url: '/api/polls/active', headers: as(role) });

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
      creatorId: ctx.w.users.mentor.id,
      creator: { id: ctx.w.users.mentor.id, ime: 'Marko', prezime: 'Marković' },
      responses: [],
      myResponse: null,
      stats: { responseCount: 0, counts: { da: 0, ne: 0, možda: 0 } },
    });
    const row = await db()
      .selectFrom('polls')
      .selectAll()
      .where('id', '=', res.json().poll.id)
      .executeTakeFirstOrThrow();
    expect(row.schoolId).toBe(ctx.w.schoolA);
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
    open = await buildPoll(db(), ctx.w.users.mentor, {
      question: 'aktivna',
      endDate: inMinutes(60 * 24),
    });
    await buildPoll(db(), ctx.w.users.mentor, { question: 'istekla', endDate: inMinutes(-1) });
    await buildPoll(db(), ctx.w.users.mentor, { question: 'ističe sada', endDate: T0 });
    other = await buildPoll(db(), ctx.w.users.mentorB, {
      question: 'splitska',
      endDate: inMinutes(60 * 24),
    });
    await buildResponse(db(), open, ctx.w.users.theoryStudent.id, 'da', inMinutes(-30));
    await buildResponse(db(), open, ctx.w.users.mentor2.id, 'ne', inMinutes(-20));
  });

  const questions = (res: { json(): { polls: { question: string }[] } }) =>
    res.json().polls.map((p) => p.question);

  it('gives a theory student only future polls of their school, with only their own answer', async () => {
    const res = await active('theoryStudent');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(questions(res)).toContain('aktivna');
    expect(questions(res)).not.toContain('istekla');
    expect(questions(res)).not.toContain('ističe sada');
    expect(questions(res)).not.toContain('splitska');
    const poll = res.json().polls.find((p: { id: number }) => p.id === open);
    expect(poll.responses).toEqual([
      {
        userId: ctx.w.users.theoryStudent.id,
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
    ctx.t.clock.now = inMinutes(60 * 24);
    expect(questions(await active('mentor'))).not.toContain('aktivna');
  });

  it('shows another school only its own polls', async () => {
    const res = await active('adminB');
    expect(res.statusCode).toBe(200);
    expect(res.json().polls.map((p: { id: number }) => p.id)).toEqual([other]);
  });

  it('pages: ?limit= with the cursor it answers walks every active poll once, newest first', async () => {
    for (const question of ['prva', 'druga', 'treća']) {
      await buildPoll(db(), ctx.w.users.mentor, { question, endDate: inMinutes(60 * 48) });
    }
    const all = (await active('mentor')).json();
    expect(all.nextCursor).toBeNull();
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: LightMyRequestResponse = await ctx.t.app.inject({
        method: 'GET',
        url: `/api/polls/active?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: as('mentor'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().polls.length).toBeLessThanOrEqual(2);
      seen.push(...res.json().polls.map((p: { id: number }) => p.id));
      cursor = res.json().nextCursor;
    }
    expect(seen).toEqual(all.polls.map((p: { id: number }) => p.id));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(seen.length).toBeGreaterThanOrEqual(4);
  });

  it.each(['cursor=abc', 'limit=0', 'limit=201'])('refuses ?%s with 400', async (query) => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/polls/active?${query}`,
      headers: as('mentor'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('refuses a student who does not attend theory with the spec sentence', async () => {
    const res = await active('student');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: THEORY_ONLY, code: 'forbidden' });
  });
});

describe('DELETE /api/polls/{id}', () => {
  let pollId: number;
  beforeEach(async () => {
    pollId = await buildPoll(db(), ctx.w.users.mentor, { endDate: inMinutes(60) });
    await buildResponse(db(), pollId, ctx.w.users.theoryStudent.id, 'da', T0);
  });
  const remove = (role: HomeRole) =>
    ctx.t.app.inject({ method: 'DELETE', url: `/api/polls/${pollId}`, headers: as(role) });

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
