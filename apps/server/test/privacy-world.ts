import { expect } from 'vitest';
import { oibCheckDigit } from '@takt/shared/oib';
import { appPerFile } from './app-per-file.ts';
import { fillEveryModule } from './erasure-world.ts';
import { buildSchool, buildUser } from './factories.ts';
import { bearer, loginAs } from './http.ts';
import { pictureBody } from './matrix-world.ts';
import { BOUNDARY } from './picture-requests.ts';
import type { TestApp } from './test-app.ts';

/** The school and people of the erasure, data export and consent API tests. */

const staff = { isStudent: false, isMentor: true } as const;
const oib = (ten: string) => `${ten}${oibCheckDigit(ten)}`;

/** The student whose traces the tests look for; distinctive enough to find in any column. */
export const person = {
  ime: 'Erazmo',
  prezime: 'Zaboravljić',
  email: 'erazmo.zaboravljic@example.com',
  oib: oib('7310482956'),
  brojMobitela: '+385991234567',
  parent: { ime: 'Roditeljka', prezime: 'Zaboravljić', brojMobitela: '+385981112223' },
};

/**
 * A school with a mentor ('mira'), an admin ('ravnateljica') and a classmate ('kolega') of the
 * mentor's, and an admin ('tudi.admin') of another school who must see none of it.
 */
async function buildPrivacyWorld(t: TestApp) {
  const db = t.database.db;
  const schoolId = await buildSchool(db);
  const other = await buildSchool(db);
  const mentorId = (
    await buildUser(db, {
      schoolId,
      ...staff,
      ime: 'Mira',
      prezime: 'Mentorić',
      korisnickoIme: 'mira',
    })
  ).id;
  const adminId = (
    await buildUser(db, { schoolId, ...staff, isAdmin: true, korisnickoIme: 'ravnateljica' })
  ).id;
  await buildUser(db, { schoolId: other, ...staff, isAdmin: true, korisnickoIme: 'tudi.admin' });
  await buildUser(db, {
    schoolId,
    ime: 'Kolega',
    prezime: 'Razredić',
    korisnickoIme: 'kolega',
    mentorIds: [mentorId],
  });
  const admin = await loginAs(t.app, 'ravnateljica');
  const otherAdmin = await loginAs(t.app, 'tudi.admin');
  return { schoolId, mentorId, adminId, admin, otherAdmin };
}

/**
 * One app and privacy world for the calling test file (see `appPerFile`), the clock set to the
 * real time before each test. Call it at the top level of the file; read `t` and `w` in hooks
 * and tests only.
 */
export function privacyWorldPerFile() {
  const file = appPerFile(buildPrivacyWorld, () => new Date());
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    file.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A student with data in every table the platform has: account, picture, mails, codes, … */
  async function fullStudent(tag: string) {
    const t = file.t;
    const { schoolId, mentorId, adminId, admin } = file.world;
    const email = tag === 'erazmo' ? person.email : `${tag}@example.com`;
    const created = await call('POST', '/api/admin/students', admin, {
      ime: person.ime,
      prezime: person.prezime,
      email,
      oib: tag === 'erazmo' ? person.oib : '',
      datumRodjenja: '2013-04-05',
      brojMobitela: person.brojMobitela,
      adresa: { ulica: 'Zaboravljena ulica', kucniBroj: '7', mjesto: 'Zaboravgrad' },
      roditelj1: person.parent,
      mentorIds: [mentorId],
    });
    expect(created.statusCode).toBe(201);
    const { id, korisnickoIme } = created.json().user;
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({
        passwordHash: (
          await db
            .selectFrom('users')
            .select('passwordHash')
            .where('korisnickoIme', '=', 'kolega')
            .executeTakeFirstOrThrow()
        ).passwordHash,
        mustChangePassword: false,
      })
      .where('id', '=', id)
      .execute();
    const token = await loginAs(t.app, korisnickoIme);
    const picture = await t.app.inject({
      method: 'POST',
      url: '/api/profile-picture/upload',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: await pictureBody(),
    });
    expect(picture.statusCode).toBe(200);
    await t.app.services.notifications.notify([id], {
      type: 'post',
      title: `Bok ${person.ime}`,
      body: `Za ${person.prezime}`,
    });
    await t.app.inject({ method: 'POST', url: '/api/reset-password/request', payload: { email } });
    const consent = await call('PUT', `/api/users/${id}/consents`, token, {
      purpose: 'photos_website',
      granted: true,
      parentName: `${person.parent.ime} ${person.parent.prezime}`,
    });
    expect(consent.statusCode).toBe(200);
    await db
      .insertInto('pending_signups')
      .values({
        schoolId,
        programId: null,
        ime: person.ime,
        prezime: person.prezime,
        email,
        emailLower: email,
        oib: person.oib,
        datumRodjenja: '2013-04-05',
        brojMobitela: person.brojMobitela,
        adresa: JSON.stringify({
          ulica: 'Zaboravljena ulica',
          kucniBroj: '7',
          mjesto: 'Zaboravgrad',
        }),
        roditelj1: JSON.stringify(person.parent),
        roditelj2: null,
        pohadanjeNastave: null,
        pohadjaTeoriju: false,
        maiZbor: false,
        maloljetniClan: true,
        napomene: '',
        status: 'approved',
        declineReason: null,
        reviewedBy: null,
        reviewedAt: null,
        userId: id,
        createdAt: new Date().toISOString(),
      })
      .execute();
    if (tag === 'erazmo' || tag === 'obitelj.export') {
      await fillEveryModule(db, {
        ...person,
        email,
        schoolId,
        userId: id,
        mentorId,
        adminId,
        adresa: { ulica: 'Zaboravljena ulica', kucniBroj: '7', mjesto: 'Zaboravgrad' },
      });
    }
    return { id, korisnickoIme, token, email };
  }

  return {
    get t() {
      return file.t;
    },
    get w() {
      return file.world;
    },
    call,
    fullStudent,
  };
}
