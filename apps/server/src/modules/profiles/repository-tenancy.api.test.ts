import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../../db/unit-of-work.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { buildPoll, buildResponse } from '../../../test/home-factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { createAccountLinkRepository } from '../account-links/account-link.repository.ts';
import { createPollRepository } from '../polls/poll.repository.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { createProfileEditorRepository } from './profile-editor.repository.ts';
import { createProfileRepository } from './profile.repository.ts';

/**
 * Tenancy by construction: a repository asked for school-owned rows by id answers only rows of
 * the school it is given, whatever ids it is handed. School A owns everything; school B asks.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let data: ReturnType<typeof createUnitOfWork>['data'];
const w = { schoolA: 0, schoolB: 0, studentId: 0, mentorId: 0, programId: 0, pollId: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  data = createUnitOfWork(db.database.db).data;
  const k = db.database.db;
  w.schoolA = await buildSchool(k, 'Škola A');
  w.schoolB = await buildSchool(k, 'Škola B');
  w.programId = await buildProgram(k, w.schoolA, { naziv: 'Klavir' });
  const mentor = await buildUser(k, { schoolId: w.schoolA, isMentor: true, isStudent: false });
  const student = await buildUser(k, {
    schoolId: w.schoolA,
    programIds: [w.programId],
    mentorIds: [mentor.id],
  });
  w.mentorId = mentor.id;
  w.studentId = student.id;
  const at = new Date('2026-11-22T10:00:00.000Z');
  w.pollId = await buildPoll(k, mentor, { endDate: new Date('2026-12-22T10:00:00.000Z'), at });
  await buildResponse(k, w.pollId, student.id, 'da', at);
});
afterAll(() => db.drop());

describe('repositories read and write school-owned rows of the given school only', () => {
  it('profiles: programs and mentors of a person', async () => {
    const profiles = createProfileRepository(data);
    const own = await profiles.programsOf(w.schoolA, [w.studentId]);
    expect(own.get(w.studentId)).toEqual([{ id: w.programId, naziv: 'Klavir' }]);
    expect((await profiles.programsOf(w.schoolB, [w.studentId])).size).toBe(0);
    expect(await profiles.mentorIdsOf(w.schoolA, w.studentId)).toEqual([w.mentorId]);
    expect(await profiles.mentorIdsOf(w.schoolB, w.studentId)).toEqual([]);
  });

  it('directory and profile editor: programs and mentors of a person', async () => {
    const directory = createDirectoryRepository(data);
    expect((await directory.programsOf(w.schoolA, [w.studentId])).size).toBe(1);
    expect((await directory.programsOf(w.schoolB, [w.studentId])).size).toBe(0);
    const editor = createProfileEditorRepository(data);
    expect(await editor.programIdsOf(w.schoolA, w.studentId)).toEqual([w.programId]);
    expect(await editor.programIdsOf(w.schoolB, w.studentId)).toEqual([]);
    expect(await editor.mentorIdsOf(w.schoolA, w.studentId)).toEqual([w.mentorId]);
    expect(await editor.mentorIdsOf(w.schoolB, w.studentId)).toEqual([]);
  });

  it('polls: answers are read, added and changed only through a poll of the school', async () => {
    const polls = createPollRepository(data);
    expect(await polls.listResponses(w.schoolA, [w.pollId])).toHaveLength(1);
    expect(await polls.listResponses(w.schoolB, [w.pollId])).toEqual([]);
    expect(await polls.findResponse(w.schoolB, w.pollId, w.studentId)).toBeNull();
    const vote = {
      pollId: w.pollId,
      userId: w.mentorId,
      response: 'ne',
      at: '2026-11-22T11:00:00Z',
    };
    expect(await polls.insertResponseIfAbsent(w.schoolB, vote)).toBe(false);
    expect(await polls.findResponse(w.schoolA, w.pollId, w.mentorId)).toBeNull();
    expect(await polls.insertResponseIfAbsent(w.schoolA, vote)).toBe(true);
    expect(await polls.insertResponseIfAbsent(w.schoolA, vote)).toBe(false);
    const change = { ...vote, response: 'da', firstAfter: '2026-01-01T00:00:00Z' };
    expect(await polls.updateResponse(w.schoolB, change)).toBe(false);
    expect(await polls.findResponse(w.schoolA, w.pollId, w.mentorId)).toMatchObject({
      response: 'ne',
    });
    expect(await polls.updateResponse(w.schoolA, change)).toBe(true);
  });

  it('account links: attempts and confirmation of a link of the school', async () => {
    const links = createAccountLinkRepository(data);
    const at = '2026-11-22T10:00:00.000Z';
    await links.saveCode(w.schoolA, 'obitelj@example.com', { hash: 'ab', expiresAt: at }, at);
    const link = (await links.find(w.schoolA, 'obitelj@example.com'))!;
    await links.countAttempt(w.schoolB, link.id);
    await links.confirm(w.schoolB, link.id, at);
    expect(await links.find(w.schoolA, 'obitelj@example.com')).toMatchObject({
      attempts: 0,
      confirmedAt: null,
    });
    await links.countAttempt(w.schoolA, link.id);
    expect((await links.find(w.schoolA, 'obitelj@example.com'))!.attempts).toBe(1);
    await links.confirm(w.schoolA, link.id, at);
    expect((await links.find(w.schoolA, 'obitelj@example.com'))!.confirmedAt).toBe(at);
  });
});
