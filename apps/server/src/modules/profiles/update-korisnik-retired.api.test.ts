import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, buildUser } from '../../../test/factories.ts';
import {
  buildProfileWorld,
  updateAs,
  userState,
  type ProfileWorld,
} from '../../../test/profile-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A record keeps what the school has since retired; only what an edit adds must be on offer. */

let t: TestApp;
let w: ProfileWorld;
let flauta: number;
let studentId: number;
let goneMentorId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildProfileWorld(t, 'ret');
  const db = t.database.db;
  flauta = await buildProgram(db, w.schoolA, {
    naziv: 'Flauta',
    tipovi: [{ tip: 'grupno', cijena: 3000 }],
  });
  goneMentorId = (
    await buildUser(db, {
      schoolId: w.schoolA,
      korisnickoIme: 'ret.bivsi.mentor',
      isStudent: false,
      isMentor: true,
    })
  ).id;
  studentId = (
    await buildUser(db, {
      schoolId: w.schoolA,
      korisnickoIme: 'ret.flautistica',
      programIds: [flauta, w.klavir],
      programType: { [flauta]: 'grupno', [w.klavir]: 'individualno2' },
      mentorIds: [goneMentorId],
    })
  ).id;
  // Since then the flute program closed and the mentor left.
  await db.updateTable('programs').set({ active: false }).where('id', '=', flauta).execute();
  await db.updateTable('users').set({ isActive: false }).where('id', '=', goneMentorId).execute();
});
afterAll(() => t.close());

describe('PUT /api/update-korisnik/{id} with retired programs and departed mentors', () => {
  it('saves the whole form unchanged apart from the phone', async () => {
    const res = await updateAs(t, w.tokens.admin, studentId, {
      brojMobitela: '091 555 1234',
      programs: [flauta, w.klavir],
      programType: { [flauta]: 'grupno', [w.klavir]: 'individualno2' },
      mentorId: [goneMentorId],
    });
    expect(res.statusCode).toBe(200);
    const after = await userState(t.database.db, studentId);
    expect(after.brojMobitela).toBe('0915551234');
    expect(after.programs.sort()).toEqual([flauta, w.klavir].sort());
    expect(after.mentorIds).toEqual([goneMentorId]);
  });

  it('still refuses to add a retired program, or a departed mentor, to someone new', async () => {
    const other = w.users.student.id;
    const before = await userState(t.database.db, other);
    const program = await updateAs(t, w.tokens.admin, other, { programs: [w.klavir, flauta] });
    expect(program.statusCode).toBe(400);
    expect(program.json().message).toBe('Odabrani program ne postoji u ovoj školi.');
    const mentor = await updateAs(t, w.tokens.admin, other, { mentorId: [goneMentorId] });
    expect(mentor.statusCode).toBe(400);
    expect(await userState(t.database.db, other)).toEqual(before);
  });

  it('checks a changed attendance type against what the program offers now', async () => {
    const res = await updateAs(t, w.tokens.admin, studentId, {
      programType: { [w.klavir]: 'grupno' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Odabrani način pohađanja nije ponuđen za ovaj program.');
  });
});
