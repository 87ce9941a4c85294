import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildProfileWorld,
  updateAs,
  userState,
  type ProfileWorld,
} from '../../../test/profile-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: ProfileWorld;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildProfileWorld(t, 'in');
});
afterAll(() => t.close());

const state = (id: number) => userState(t.database.db, id);

describe('PUT /api/update-korisnik/{id}: bad input is a Croatian 400 and nothing is written', () => {
  const cases: [string, (w: ProfileWorld) => Record<string, unknown>, string][] = [
    [
      'an OIB with a wrong check digit',
      () => ({ oib: '12345678901' }),
      'OIB nije ispravan (kontrolna znamenka ne odgovara)',
    ],
    ['a short OIB', () => ({ oib: '123' }), 'OIB mora imati točno 11 znamenki'],
    ['an OIB with letters', () => ({ oib: '1234567890a' }), 'OIB mora imati točno 11 znamenki'],
    [
      'a phone with letters',
      () => ({ brojMobitela: 'zovi me' }),
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      'a short phone',
      () => ({ brojMobitela: '+385 1' }),
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      'a parent phone with letters',
      () => ({ roditelj1: { ime: 'A', prezime: 'B', brojMobitela: 'x' } }),
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      'an impossible birth date',
      () => ({ datumRodjenja: '2012-02-30' }),
      'Unesite ispravan datum rođenja',
    ],
    [
      'a birth date in another format',
      () => ({ datumRodjenja: '04.03.2012.' }),
      'Unesite ispravan datum rođenja',
    ],
    [
      'a birth date in the future',
      () => ({ datumRodjenja: '2999-01-01' }),
      'Datum rođenja ne može biti u budućnosti',
    ],
    [
      'notes over 5000 characters',
      () => ({ napomene: 'x'.repeat(5001) }),
      'Napomene mogu sadržavati najviše 5000 znakova',
    ],
    [
      'a notes list over 5000 in all',
      () => ({ napomene: ['a'.repeat(3000), 'b'.repeat(3000)] }),
      'Napomene mogu sadržavati najviše 5000 znakova',
    ],
    ['a one-letter name', () => ({ ime: 'A' }), 'Mora sadržavati barem 2 znaka'],
    [
      'another school’s program',
      (x) => ({ programs: [x.harmonika] }),
      'Odabrani program ne postoji u ovoj školi.',
    ],
    ['a program id that is no number', () => ({ programs: ['klavir'] }), 'Neispravna vrijednost'],
    [
      'an attendance type the program does not offer',
      (x) => ({ programType: { [x.klavir]: 'grupno' } }),
      'Odabrani način pohađanja nije ponuđen za ovaj program.',
    ],
    [
      'another school’s mentor',
      (x) => ({ mentorId: [x.users.adminB.id] }),
      'Odabrani mentor ne postoji u ovoj školi.',
    ],
    [
      'a student as mentor',
      (x) => ({ mentorId: [x.users.student2.id] }),
      'Odabrani mentor ne postoji u ovoj školi.',
    ],
    [
      'the student as their own mentor',
      (x) => ({ mentorId: [x.users.student.id] }),
      'Odabrani mentor ne postoji u ovoj školi.',
    ],
    ['a theory flag that is no boolean', () => ({ pohadjaTeoriju: 'da' }), 'Neispravna vrijednost'],
  ];

  it.each(cases)('%s', async (_label, payload, message) => {
    const id = w.users.student.id;
    const before = await state(id);
    const res = await updateAs(t, w.tokens.mentor, id, { ime: 'Promijenjeno', ...payload(w) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await state(id)).toEqual(before);
  });

  it('rejects an unknown school and a body that is not JSON', async () => {
    const id = w.users.student.id;
    const before = await state(id);
    const school = await updateAs(t, w.tokens.admin, id, { schoolId: 99_999 });
    expect(school.statusCode).toBe(400);
    expect(school.json().message).toBe('Odabrana škola ne postoji.');
    const broken = await t.app.inject({
      method: 'PUT',
      url: `/api/update-korisnik/${id}`,
      headers: { ...bearer(w.tokens.admin), 'content-type': 'application/json' },
      payload: '{"ime":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Neispravan format zahtjeva.');
    expect(await state(id)).toEqual(before);
  });

  it('accepts the three usual types for a program with a price only, and clears by empty text', async () => {
    const id = w.users.student.id;
    const res = await updateAs(t, w.tokens.mentor, id, {
      programs: [w.klavir, w.violina],
      programType: { [w.violina]: 'individualno2' },
      oib: '',
      brojMobitela: '',
    });
    expect(res.statusCode).toBe(200);
    const after = await state(id);
    expect(JSON.parse(after.programType)).toEqual({
      [w.klavir]: 'individualno1',
      [w.violina]: 'individualno2',
    });
    expect(after.oib).toBeNull();
    expect(after.brojMobitela).toBeNull();
    // Someone else's own-account view (invoices, reminders, password state) is not sent back.
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/korisnik/${id}`,
      headers: bearer(w.tokens.mentor),
    });
    expect(record.json().user.programs.map((p: { naziv: string }) => p.naziv)).toEqual([
      'Klavir',
      'Violina',
    ]);
  });
});

describe('PUT /api/update-korisnik/{id}: moving to another school', () => {
  const fresh = () => buildProfileWorld(t, `mv${++n}`);

  const transfers = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/transfers', headers: bearer(token) });
  const decide = (token: string, id: number, action: 'accept' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/transfers/${id}/${action}`,
      headers: bearer(token),
    });

  it('asks the other school; only its admin’s acceptance moves the student, files along', async () => {
    const x = await fresh();
    const id = x.users.student.id;
    await t.database.db
      .insertInto('files')
      .values({
        schoolId: x.schoolA,
        ownerId: id,
        purpose: 'profile-picture',
        contentType: 'image/webp',
        size: 1,
        sha256: '0'.repeat(64),
        inlineData: Buffer.from([1]),
        createdAt: new Date().toISOString(),
      })
      .execute();
    const res = await updateAs(t, x.tokens.admin, id, { schoolId: x.schoolB, ime: 'Anica' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Zahtjev za premještaj');
    // Nothing moved yet; the other changes of the same save are made.
    expect((await state(id)).schoolId).toBe(x.schoolA);
    expect((await updateAs(t, x.tokens.admin, id, { schoolId: x.schoolB })).statusCode).toBe(409);

    const incoming = (await transfers(x.tokens.adminB)).json().transfers;
    expect(incoming).toEqual([
      expect.objectContaining({
        studentId: id,
        student: { ime: 'Anica', prezime: 'Horvat' },
        fromSchool: { id: x.schoolA, name: expect.any(String) },
        toSchool: { id: x.schoolB, name: expect.any(String) },
        status: 'pending',
      }),
    ]);
    // Only the receiving side decides: the sender gets 404 on it.
    expect((await decide(x.tokens.admin, incoming[0].id, 'accept')).statusCode).toBe(404);
    expect((await decide(x.tokens.adminB, incoming[0].id, 'accept')).statusCode).toBe(200);
    expect((await decide(x.tokens.adminB, incoming[0].id, 'accept')).statusCode).toBe(404);

    const after = await state(id);
    expect(after.schoolId).toBe(x.schoolB);
    const files = await t.database.db
      .selectFrom('files')
      .select('schoolId')
      .where('ownerId', '=', id)
      .execute();
    expect(files).toEqual([{ schoolId: x.schoolB }]);
    expect(after.programs).toEqual([]);
    expect(after.mentorIds).toEqual([]);
    expect(JSON.parse(after.programType)).toEqual({});
    // The student now belongs to the other school: the old admin no longer sees them.
    expect((await updateAs(t, x.tokens.admin, id, { ime: 'Natrag' })).statusCode).toBe(404);
    expect((await updateAs(t, x.tokens.adminB, id, { ime: 'Nova' })).statusCode).toBe(200);
  });

  it('leaves the student where they are when the other school declines', async () => {
    const x = await fresh();
    const id = x.users.student.id;
    await updateAs(t, x.tokens.admin, id, { schoolId: x.schoolB });
    const [transfer] = (await transfers(x.tokens.adminB)).json().transfers;
    // Students, mentors and other schools' people see no transfers.
    expect((await transfers(x.tokens.mentor)).statusCode).toBe(403);
    expect((await decide(x.tokens.adminB, transfer.id, 'decline')).statusCode).toBe(200);
    expect((await state(id)).schoolId).toBe(x.schoolA);
    expect((await transfers(x.tokens.adminB)).json().transfers).toEqual([]);
    // Declined, a new request may be made.
    expect((await updateAs(t, x.tokens.admin, id, { schoolId: x.schoolB })).statusCode).toBe(200);
  });

  it('pages the transfers: ?limit= with the cursor it answers lists each once, newest first', async () => {
    const x = await fresh();
    for (const u of [x.users.student, x.users.sibling, x.users.student2]) {
      expect((await updateAs(t, x.tokens.admin, u.id, { schoolId: x.schoolB })).statusCode).toBe(
        200,
      );
    }
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: LightMyRequestResponse = await t.app.inject({
        method: 'GET',
        url: `/api/admin/transfers?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: bearer(x.tokens.adminB),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().transfers.length).toBeLessThanOrEqual(2);
      seen.push(...res.json().transfers.map((tr: { id: number }) => tr.id));
      cursor = res.json().nextCursor;
    }
    expect(seen).toHaveLength(3);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transfers?cursor=x1',
      headers: bearer(x.tokens.adminB),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an unknown school and writes nothing', async () => {
    const x = await fresh();
    const id = x.users.student.id;
    const before = await state(id);
    const res = await updateAs(t, x.tokens.admin, id, { schoolId: 999_999, ime: 'Ne' });
    expect(res.statusCode).toBe(400);
    expect(await state(id)).toEqual(before);
  });

  it('ignores a school sent for a mentor, for oneself, or by a mentor', async () => {
    const x = await fresh();
    for (const [role, id] of [
      ['admin', x.users.mentor.id],
      ['admin', x.users.admin.id],
      ['mentor', x.users.student.id],
      ['mentor', x.users.mentor.id],
      ['student', x.users.student.id],
    ] as const) {
      const res = await updateAs(t, x.tokens[role], id, { schoolId: x.schoolB });
      expect(res.statusCode).toBe(200);
      expect((await state(id)).schoolId).toBe(x.schoolA);
    }
  });

  it('lets a mentor take themself off a student, and then no longer edit them', async () => {
    const x = await fresh();
    const id = x.users.student.id;
    const res = await updateAs(t, x.tokens.mentor, id, { mentorId: [x.users.mentor2.id] });
    expect(res.statusCode).toBe(200);
    expect((await updateAs(t, x.tokens.mentor, id, { ime: 'Opet' })).statusCode).toBe(403);
    expect((await updateAs(t, x.tokens.mentor2, id, { ime: 'Sada' })).statusCode).toBe(200);
  });
});
