import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oibCheckDigit } from '@takt/shared/oib';
import {
  buildProfileWorld,
  changedKeys,
  updateAs,
  userState,
  type ProfileRole,
  type ProfileWorld,
} from '../../../test/profile-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh pair of schools per test, so one test's writes never hide another's. */
const world = () => buildProfileWorld(t, `u${++n}`);
const state = (id: number) => userState(t.database.db, id);
const NEW_OIB = '1234567890' + oibCheckDigit('1234567890');

/** Every field a user has, and then some, each set to a new, valid value. */
function everyField(w: ProfileWorld, schoolId: number) {
  return {
    id: 999_999,
    ime: 'Novoime',
    prezime: 'Novoprezime',
    korisnickoIme: 'preuzeto.ime',
    email: 'napadac@example.com',
    emailLower: 'napadac@example.com',
    password: 'nova-lozinka-123',
    passwordHash: '$argon2id$lažni',
    mustChangePassword: true,
    isStudent: false,
    isMentor: true,
    isAdmin: true,
    isActive: false,
    oib: NEW_OIB,
    brojMobitela: '+385 99 111 2233',
    datumRodjenja: '2011-01-02',
    adresa: { ulica: 'Nova ulica', kucniBroj: '2a', mjesto: 'Split' },
    roditelj1: { ime: 'Maja', prezime: 'Novak', brojMobitela: '+385911112222' },
    roditelj2: { ime: 'Ivo', prezime: 'Novak', brojMobitela: '+385913334444' },
    napomene: ['Nova napomena'],
    predmet: 'Solfeggio',
    pohadjaTeoriju: true,
    maiZbor: true,
    maloljetniClan: false,
    schoolId,
    school: { id: w.schoolB, name: 'Druga' },
    programs: [w.gitara, w.violina],
    programType: { [w.gitara]: 'grupno', [w.violina]: 'individualno2' },
    mentorId: [w.users.mentor2.id, w.users.mentor2.id],
    reminderPreferences: { reminderTime: '03:00', classReminders: false, practiceReminders: false },
    fcmToken: 'podmetnuti-token',
    hasUnpaidInvoice: true,
    createdAt: '2000-01-01T00:00:00.000Z',
    updatedAt: '2000-01-01T00:00:00.000Z',
  };
}

const CONTACT = ['adresa', 'brojMobitela', 'roditelj1', 'roditelj2'];
const PERSONAL = ['datumRodjenja', 'ime', 'napomene', 'oib', 'prezime'];
const RECORD = ['maloljetniClan', 'mentorIds', 'pohadjaTeoriju', 'programType', 'programs'];

describe('PUT /api/update-korisnik/{id}: what each role may change (every field sent)', () => {
  const cases: [string, ProfileRole, (w: ProfileWorld) => number, string[]][] = [
    ['a student about themself', 'student', (w) => w.users.student.id, CONTACT],
    [
      'a mentor about their own student',
      'mentor',
      (w) => w.users.student.id,
      [...CONTACT, ...PERSONAL, ...RECORD],
    ],
    [
      'an admin about a student of the school',
      'admin',
      (w) => w.users.student.id,
      [...CONTACT, ...PERSONAL, ...RECORD, 'maiZbor', 'predmet'],
    ],
    [
      'a mentor about themself',
      'mentor',
      (w) => w.users.mentor.id,
      ['adresa', 'brojMobitela', ...PERSONAL, 'predmet'],
    ],
    [
      'an admin about themself',
      'admin',
      (w) => w.users.admin.id,
      ['adresa', 'brojMobitela', ...PERSONAL, 'predmet', 'programs'],
    ],
  ];

  it.each(cases)('%s', async (_label, role, targetOf, allowed) => {
    const w = await world();
    const id = targetOf(w);
    const before = await state(id);
    const res = await updateAs(t, w.tokens[role], id, everyField(w, before.schoolId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Korisnik uspješno ažuriran' });
    expect(res.body).not.toMatch(/passwordHash|argon2|fcmToken/);
    const after = await state(id);
    // searchText and the sort names follow the name fields by triggers (the search tests check them).
    const changed = changedKeys(before, after).filter(
      (key) => !['searchText', 'sortPrezime', 'sortIme'].includes(key),
    );
    expect(changed).toEqual([...allowed, 'updatedAt'].sort());
    // Never changed by anyone through this endpoint:
    for (const key of ['korisnickoIme', 'email', 'passwordHash', 'isAdmin', 'isMentor'] as const) {
      expect(after[key]).toEqual(before[key]);
    }
  });

  it('stores the changed values in their normal form', async () => {
    const w = await world();
    const id = w.users.student.id;
    await updateAs(t, w.tokens.admin, id, everyField(w, w.schoolA));
    const after = await state(id);
    expect(after.brojMobitela).toBe('+385991112233');
    expect(after.oib).toBe(NEW_OIB);
    expect(after.programs).toEqual([w.gitara, w.violina].sort((a, b) => a - b));
    expect(after.mentorIds).toEqual([w.users.mentor2.id]);
    expect(JSON.parse(after.programType)).toEqual({
      [w.gitara]: 'grupno',
      [w.violina]: 'individualno2',
    });
    expect(JSON.parse(after.napomene)).toEqual(['Nova napomena']);
  });

  it('writes nothing when a student sends only fields that are not theirs', async () => {
    const w = await world();
    const id = w.users.student.id;
    const before = await state(id);
    const res = await updateAs(t, w.tokens.student, id, {
      isAdmin: true,
      schoolId: w.schoolB,
      programs: [w.gitara],
      mentorId: [w.users.mentor2.id],
      pohadjaTeoriju: true,
      korisnickoIme: 'novo',
      email: 'novo@example.com',
      napomene: 'moja napomena',
      ime: 'Drugo',
    });
    expect(res.statusCode).toBe(200);
    expect(await state(id)).toEqual(before);
  });
});

describe('PUT /api/update-korisnik/{id}: who may edit whom', () => {
  let w: ProfileWorld;
  beforeAll(async () => {
    w = await world();
  });

  const denied: [string, ProfileRole, (w: ProfileWorld) => number, number, string][] = [
    [
      'a mentor, someone else’s student',
      'mentor',
      (x) => x.users.student2.id,
      403,
      'Možete uređivati samo svoje učenike.',
    ],
    [
      'a mentor, another mentor',
      'mentor',
      (x) => x.users.mentor2.id,
      403,
      'Možete uređivati samo svoje učenike.',
    ],
    [
      'a mentor, an admin',
      'mentor',
      (x) => x.users.admin.id,
      403,
      'Možete uređivati samo svoje učenike.',
    ],
    [
      'a student, their sibling',
      'student',
      (x) => x.users.sibling.id,
      403,
      'Nemate ovlasti za ovu radnju.',
    ],
    [
      'a student, their mentor',
      'student',
      (x) => x.users.mentor.id,
      403,
      'Nemate ovlasti za ovu radnju.',
    ],
    [
      'an admin of another school',
      'adminB',
      (x) => x.users.student.id,
      404,
      'Korisnik nije pronađen',
    ],
    ['anyone, a missing user', 'admin', () => 99_999_999, 404, 'Korisnik nije pronađen'],
  ];
  it.each(denied)('refuses %s', async (_label, role, targetOf, status, message) => {
    const id = targetOf(w);
    const before = id < 99_999_999 ? await state(id) : null;
    const res = await updateAs(t, w.tokens[role], id, {
      ime: 'Preotet',
      brojMobitela: '+38591000000',
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    if (before) expect(await state(id)).toEqual(before);
  });

  it('needs a signed-in caller and a numeric id', async () => {
    const anon = await t.app.inject({
      method: 'PUT',
      url: `/api/update-korisnik/${w.users.student.id}`,
      payload: {},
    });
    expect(anon.statusCode).toBe(401);
    const bad = await updateAs(t, w.tokens.admin, NaN, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Neispravan identifikator');
  });
});
