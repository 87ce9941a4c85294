import { beforeEach, describe, expect, it } from 'vitest';
import { POLL_REVOTE_WINDOW_MS } from '@takt/shared/constants';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { AppError } from '../../lib/app-error.ts';
import { immediateTransactor, recordingEventBus } from '../../../test/fakes.ts';
import type { UserRecord } from '../users/user.types.ts';
import type { PollRecord, PollRepository, PollResponseRecord } from './poll.repository.ts';
import { createPollService, type Viewer } from './poll.service.ts';

function user(id: number, flags: Partial<UserRecord>): UserRecord {
  return {
    id,
    schoolId: 1,
    ime: `Ime${id}`,
    prezime: `Prezime${id}`,
    korisnickoIme: `u${id}`,
    email: `u${id}@example.com`,
    passwordHash: 'x',
    mustChangePassword: false,
    isStudent: true,
    isMentor: false,
    isAdmin: false,
    isActive: true,
    isOperator: false,
    confirmed: true,
    oib: null,
    brojMobitela: null,
    datumRodjenja: null,
    adresa: { ulica: '', kucniBroj: '', mjesto: '' },
    roditelj1: null,
    roditelj2: null,
    napomene: [],
    programType: {},
    pohadjaTeoriju: false,
    maiZbor: false,
    maloljetniClan: false,
    predmet: null,
    reminderPreferences: defaultReminderPreferences,
    fcmToken: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...flags,
  };
}

const PAGE = { limit: 50 };
const T0 = new Date('2026-11-22T10:00:00.000Z');
const users = [
  user(1, { isStudent: false, isMentor: true }),
  user(2, { pohadjaTeoriju: true }),
  user(3, {}),
  user(4, { isStudent: false, isAdmin: true }),
  user(5, { pohadjaTeoriju: true, schoolId: 2 }),
];

/** In-memory poll repository with the database's rules (one answer per voter and poll). */
function fakes() {
  const clock = { now: T0 };
  const polls = new Map<number, PollRecord>();
  const responses: PollResponseRecord[] = [];
  const find = (pollId: number, userId: number) =>
    responses.find((r) => r.pollId === pollId && r.userId === userId);
  const repo: PollRepository = {
    listActive: async (schoolId, at, page) =>
      [...polls.values()]
        .filter((p) => p.schoolId === schoolId && p.endDate > at)
        .sort((a, b) => b.id - a.id)
        .filter((p) => page?.cursorId === undefined || p.id < page.cursorId)
        .slice(0, page ? page.limit + 1 : undefined),
    findInSchool: async (schoolId, id) => {
      const poll = polls.get(id);
      return poll && poll.schoolId === schoolId ? poll : null;
    },
    insert: async (p) => {
      const id = polls.size + 1;
      const creator = users.find((u) => u.id === p.creatorId)!;
      polls.set(id, {
        id,
        ...p,
        createdAt: p.at,
        creator: { id: creator.id, ime: creator.ime, prezime: creator.prezime },
      });
      return id;
    },
    delete: async (schoolId, id) => {
      if (polls.get(id)?.schoolId === schoolId) polls.delete(id);
    },
    listResponses: async (schoolId, ids, onlyUserId) =>
      responses.filter(
        (r) =>
          ids.includes(r.pollId) &&
          polls.get(r.pollId)?.schoolId === schoolId &&
          (onlyUserId === undefined || r.userId === onlyUserId),
      ),
    findResponse: async (schoolId, pollId, userId) =>
      polls.get(pollId)?.schoolId === schoolId ? (find(pollId, userId) ?? null) : null,
    insertResponseIfAbsent: async (schoolId, v) => {
      if (polls.get(v.pollId)?.schoolId !== schoolId || find(v.pollId, v.userId)) return false;
      const u = users.find((x) => x.id === v.userId)!;
      responses.push({
        pollId: v.pollId,
        userId: v.userId,
        ime: u.ime,
        prezime: u.prezime,
        response: v.response,
        firstRespondedAt: v.at,
        respondedAt: v.at,
      });
      return true;
    },
    updateResponse: async (schoolId, v) => {
      const r = polls.get(v.pollId)?.schoolId === schoolId ? find(v.pollId, v.userId) : undefined;
      if (!r || !(r.firstRespondedAt > v.firstAfter)) return false;
      Object.assign(r, { response: v.response, respondedAt: v.at });
      return true;
    },
  };
  const events = recordingEventBus();
  const service = createPollService({
    polls: repo,
    transactor: immediateTransactor,
    events,
    now: () => clock.now,
  });
  return { clock, service, responses, events };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected a refusal');
  return error as AppError;
}

/** The caller as the session names them. */
function v(id: number): Viewer {
  const u = users.find((x) => x.id === id)!;
  return {
    id: u.id,
    schoolId: u.schoolId,
    isStudent: u.isStudent,
    isMentor: u.isMentor,
    isAdmin: u.isAdmin,
    pohadjaTeoriju: u.pohadjaTeoriju,
  };
}

describe('poll service', () => {
  let f: ReturnType<typeof fakes>;
  let pollId: number;
  beforeEach(async () => {
    f = fakes();
    pollId = (
      await f.service.create(v(1), {
        question: 'Proba?',
        options: ['Da', 'Ne'],
        type: 'teorija',
        endDate: new Date(T0.getTime() + 3_600_000).toISOString(),
      })
    ).id;
  });

  const at = (ms: number) => {
    f.clock.now = new Date(T0.getTime() + ms);
  };

  it('keeps the change window open until just before 10 minutes from the first answer', async () => {
    await f.service.vote(v(2), pollId, { response: 'Da' });
    at(POLL_REVOTE_WINDOW_MS - 1);
    const poll = await f.service.vote(v(2), pollId, { response: 'ne' });
    expect(poll.myResponse).toMatchObject({ response: 'ne', canChange: true });
    at(POLL_REVOTE_WINDOW_MS);
    const error = await refusal(f.service.vote(v(2), pollId, { response: 'da' }));
    expect(error).toMatchObject({ status: 409, code: 'revote_closed' });
    expect(f.responses).toHaveLength(1);
    expect(f.responses[0]?.response).toBe('ne');
  });

  it('reports canChange false once the window has passed', async () => {
    await f.service.vote(v(2), pollId, { response: 'Da' });
    at(POLL_REVOTE_WINDOW_MS);
    const {
      polls: [poll],
    } = await f.service.listActive(v(2), PAGE);
    expect(poll?.myResponse).toMatchObject({ canChange: false });
  });

  it('refuses votes at and after the end date', async () => {
    at(3_600_000);
    expect(await refusal(f.service.vote(v(2), pollId, { response: 'Da' }))).toMatchObject({
      status: 409,
      code: 'poll_expired',
    });
    expect(f.responses).toEqual([]);
  });

  it('refuses a student without theory and a poll of another school', async () => {
    expect(await refusal(f.service.vote(v(3), pollId, { response: 'Da' }))).toMatchObject({
      status: 403,
      message: 'Samo učenici koji pohađaju teorijsku nastavu mogu vidjeti ankete.',
    });
    expect(await refusal(f.service.vote(v(5), pollId, { response: 'Da' }))).toMatchObject({
      status: 404,
    });
    expect(f.responses).toEqual([]);
  });

  it('hides other voters from students and shows them to mentors and admins', async () => {
    await f.service.vote(v(2), pollId, { response: 'Da' });
    await f.service.vote(v(4), pollId, { response: 'Ne' });
    const {
      polls: [asStudent],
    } = await f.service.listActive(v(2), PAGE);
    expect(asStudent?.responses.map((r) => r.userId)).toEqual([2]);
    expect(asStudent?.stats).toBeNull();
    const {
      polls: [asMentor],
    } = await f.service.listActive(v(1), PAGE);
    expect(asMentor?.responses.map((r) => r.userId)).toEqual([2, 4]);
    expect(asMentor?.stats).toEqual({ responseCount: 2, counts: { da: 1, ne: 1 } });
    expect(await f.service.stats(v(4))).toEqual({
      pollCount: 1,
      responseCount: 2,
      daCount: 1,
      daShare: 0.5,
    });
  });

  it('publishes what happened, for notifications and realtime', async () => {
    await f.service.vote(v(2), pollId, { response: 'Da' });
    await f.service.remove(v(1), pollId);
    expect(f.events.published.map((e) => e.name)).toEqual([
      'poll.created',
      'poll.answered',
      'poll.deleted',
    ]);
    expect(f.events.published[0]?.payload).toMatchObject({ pollId, schoolId: 1, creatorId: 1 });
  });

  it('lets only the creator delete', async () => {
    expect(await refusal(f.service.remove(v(4), pollId))).toMatchObject({ status: 403 });
    await f.service.remove(v(1), pollId);
    expect((await f.service.listActive(v(1), PAGE)).polls).toEqual([]);
  });

  it('refuses an end date that is not in the future', async () => {
    const error = await refusal(
      f.service.create(v(1), {
        question: 'P',
        options: ['a', 'b'],
        type: 't',
        endDate: T0.toISOString(),
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      extra: { fieldErrors: { endDate: expect.any(String) } },
    });
  });
});
