import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { buildHomeWorld, type HomeRole, type HomeWorld } from '../../../test/home-factories.ts';
import { bearer } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let w: HomeWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildHomeWorld(t);
  // A push token and a password hash exist in the rows; neither may ever be sent.
  await t.database.db
    .updateTable('users')
    .set({ fcmToken: 'tajni-push-token' })
    .where('id', 'in', [w.users.student.id, w.users.mentor.id])
    .execute();
});
afterAll(() => t.close());

const get = (role: HomeRole, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(w.tokens[role]) });

const SENSITIVE = [
  'napomene',
  'datumRodjenja',
  'brojMobitela',
  'oib',
  'adresa',
  'roditelj1',
  'roditelj2',
  'maloljetniClan',
  'programType',
  'pohadjaTeoriju',
  'mentorId',
];
const SECRETS = /passwordHash|argon2|fcmToken|tajni-push-token|resetCode|emailLower/;

describe('GET /api/korisnik/{id}', () => {
  it('gives another student the basic information only', async () => {
    const res = await get('theoryStudent', `/api/korisnik/${w.users.student.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      user: {
        id: w.users.student.id,
        ime: 'Ana',
        prezime: 'Horvat',
        korisnickoIme: 'ana.horvat',
        email: w.users.student.email,
        school: { id: w.schoolA, name: 'Glazbena škola Zagreb' },
        programs: [{ id: w.programA, naziv: 'Klavir' }],
        predmet: null,
        isStudent: true,
        isMentor: false,
        isAdmin: false,
        roles: ['Student'],
        sensitive: false,
      },
    });
    expect(res.body).not.toMatch(/Alergija|69435151530|\+385981234567|Ilica|2012-03-04|Ivana/);
    expect(res.body).not.toMatch(SECRETS);
  });

  it('gives a mentor who does not teach the student the basic information only', async () => {
    const { user } = (await get('mentor2', `/api/korisnik/${w.users.student.id}`)).json();
    expect(user.sensitive).toBe(false);
    for (const key of SENSITIVE) expect(user).not.toHaveProperty(key);
  });

  it.each(['student', 'mentor', 'admin'] as const)(
    'gives %s the sensitive sections too',
    async (role) => {
      const res = await get(role, `/api/korisnik/${w.users.student.id}`);
      expect(res.statusCode).toBe(200);
      const { user } = res.json();
      expect(user.sensitive).toBe(true);
      expect(Object.keys(user)).toEqual(expect.arrayContaining(SENSITIVE));
      expect(user).toMatchObject({
        napomene: ['Alergija na orašaste plodove'],
        datumRodjenja: '2012-03-04',
        brojMobitela: '+385981234567',
        oib: '69435151530',
        adresa: { ulica: 'Ilica', kucniBroj: '1', mjesto: 'Zagreb' },
        maloljetniClan: true,
        roditelj1: { ime: 'Ivana', prezime: 'Horvat', brojMobitela: '+385987654321' },
        roditelj2: { ime: 'Ivan', prezime: 'Horvat', brojMobitela: '+385911234567' },
        mentorId: [w.users.mentor.id],
      });
      expect(res.body).not.toMatch(SECRETS);
    },
  );

  it('answers 404 for a mentor (the popup then asks /api/mentori/{id})', async () => {
    const res = await get('student', `/api/korisnik/${w.users.mentor.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Korisnik nije pronađen', code: 'not_found' });
  });

  it.each(['studentB', 'mentorB', 'adminB'] as const)(
    'answers 404 to %s of another school',
    async (role) => {
      const res = await get(role, `/api/korisnik/${w.users.student.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/Horvat|Alergija/);
    },
  );

  it('answers 404 for a missing user and 400 for a malformed id', async () => {
    expect((await get('admin', '/api/korisnik/99999999')).statusCode).toBe(404);
    const bad = await get('admin', '/api/korisnik/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Neispravan identifikator');
  });

  it('hides a disabled account from everyone but the school’s admins', async () => {
    const gone = await buildUser(t.database.db, {
      schoolId: w.schoolA,
      korisnickoIme: 'ispisani.ucenik',
      isActive: false,
    });
    for (const role of ['student', 'mentor'] as const) {
      expect((await get(role, `/api/korisnik/${gone.id}`)).statusCode).toBe(404);
    }
    expect((await get('admin', `/api/korisnik/${gone.id}`)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/update-korisnik/${gone.id}`,
      headers: bearer(w.tokens.mentor),
      payload: { brojMobitela: '0911234567' },
    });
    expect(edit.statusCode).toBe(404);
  });
});

describe('GET /api/mentori/{id}', () => {
  it('gives a student the mentor’s basic information with programs and subject', async () => {
    const res = await get('student', `/api/mentori/${w.users.mentor.id}`);
    expect(res.statusCode).toBe(200);
    const { mentor } = res.json();
    expect(mentor).toEqual({
      id: w.users.mentor.id,
      ime: 'Marko',
      prezime: 'Marković',
      korisnickoIme: 'marko.mentor',
      email: w.users.mentor.email,
      school: { id: w.schoolA, name: 'Glazbena škola Zagreb' },
      programs: [{ id: w.programA, naziv: 'Klavir' }],
      predmet: 'Klavir',
      isStudent: false,
      isMentor: true,
      isAdmin: false,
      roles: ['Mentor'],
      sensitive: false,
    });
    expect(res.body).not.toMatch(SECRETS);
    expect(res.body).not.toMatch(/12345678903|Bilješka/);
  });

  it('gives the mentor themself and the admins the sensitive sections, other mentors not', async () => {
    const other = (await get('mentor2', `/api/mentori/${w.users.mentor.id}`)).json().mentor;
    expect(other.sensitive).toBe(false);
    for (const role of ['mentor', 'admin'] as const) {
      const { mentor } = (await get(role, `/api/mentori/${w.users.mentor.id}`)).json();
      expect(mentor).toMatchObject({
        sensitive: true,
        oib: '12345678903',
        napomene: ['Bilješka o mentoru'],
      });
    }
  });

  it('answers an admin as a mentor record', async () => {
    const res = await get('student', `/api/mentori/${w.users.admin.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().mentor.roles).toEqual(['Mentor-Admin']);
  });

  it('answers 404 for a student and for another school', async () => {
    const student = await get('mentor', `/api/mentori/${w.users.student.id}`);
    expect(student.statusCode).toBe(404);
    expect(student.json().message).toBe('Mentor nije pronađen');
    expect((await get('adminB', `/api/mentori/${w.users.mentor.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/mentori', () => {
  it('lists the school’s mentors and admins, basic information only', async () => {
    const res = await get('admin', '/api/mentori');
    expect(res.statusCode).toBe(200);
    const { mentors } = res.json();
    expect(mentors.map((m: { korisnickoIme: string }) => m.korisnickoIme)).toEqual([
      'marko.mentor',
      'petra.mentor',
      'ravnatelj',
    ]);
    for (const m of mentors) {
      expect(m.sensitive).toBe(false);
      for (const key of SENSITIVE) expect(m).not.toHaveProperty(key);
    }
    expect(mentors[0].programs).toEqual([{ id: w.programA, naziv: 'Klavir' }]);
    expect(res.body).not.toMatch(SECRETS);
  });

  it('shows another school only its own mentors', async () => {
    const res = await get('studentB', '/api/mentori');
    expect(res.json().mentors.map((m: { korisnickoIme: string }) => m.korisnickoIme)).toEqual([
      'admin.split',
      'mentor.split',
    ]);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mentori' })).statusCode).toBe(401);
  });
});
