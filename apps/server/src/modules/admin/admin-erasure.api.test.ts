import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oibCheckDigit } from '@takt/shared/oib';
import { fillEveryModule } from '../../../test/erasure-world.ts';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { pictureBody } from '../../../test/matrix-world.ts';
import { BOUNDARY } from '../../../test/picture-requests.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { tableNames } from '../../../test/db-snapshot.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let schoolId: number;
let mentorId: number;
let adminId: number;
const staff = { isStudent: false, isMentor: true } as const;
const oib = (ten: string) => `${ten}${oibCheckDigit(ten)}`;

const person = {
  ime: 'Erazmo',
  prezime: 'Zaboravljić',
  email: 'erazmo.zaboravljic@example.com',
  oib: oib('7310482956'),
  brojMobitela: '+385991234567',
  parent: { ime: 'Roditeljka', prezime: 'Zaboravljić', brojMobitela: '+385981112223' },
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db);
  const other = await buildSchool(db);
  mentorId = (
    await buildUser(db, {
      schoolId,
      ...staff,
      ime: 'Mira',
      prezime: 'Mentorić',
      korisnickoIme: 'mira',
    })
  ).id;
  adminId = (
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
  admin = await loginAs(t.app, 'ravnateljica');
  otherAdmin = await loginAs(t.app, 'tudi.admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A student with data in every table the platform has: account, picture, mails, codes, … */
async function fullStudent(tag: string) {
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

/** The invoices of the school: how many and what they add up to. */
async function invoiceTotals() {
  const row = await t.database.db
    .selectFrom('invoices')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('amountCents').as('total')])
    .where('schoolId', '=', schoolId)
    .executeTakeFirstOrThrow();
  return { n: Number(row.n), total: Number(row.total) };
}

/** What the accounting law keeps: the buyer printed on the invoice (docs/admin.md). */
const invoiceBuyer = ['invoices.payerName', 'invoices.payerAddress', 'invoices.payerCity'];

/** Every value of every column of every table of this test's database, as text. */
async function everyValue(): Promise<{ where: string; text: string }[]> {
  const db = t.database.db;
  const tables = (await tableNames(db)).map((name) => ({ name }));
  expect(tables.length).toBeGreaterThan(15);
  const out: { where: string; text: string }[] = [];
  for (const table of tables) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)}`.execute(db);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = Buffer.isBuffer(value)
          ? value.toString('latin1')
          : value instanceof Date
            ? value.toISOString()
            : String(value);
        out.push({ where: `${table.name}.${column}`, text: text.toLowerCase() });
      }
    }
  }
  return out;
}
const traces = (values: { where: string; text: string }[]) => {
  const needles = [
    person.prezime,
    'zaboravlji',
    person.email,
    person.oib,
    person.brojMobitela,
    person.parent.brojMobitela,
    'roditeljka',
    'zaboravgrad',
    '991234567',
  ].map((n) => n.toLowerCase());
  return values.filter((v) => needles.some((n) => v.text.includes(n))).map((v) => v.where);
};

describe('erasure', () => {
  it('leaves no personal data in any column of any table, keeps the row anonymised and audits it', async () => {
    const { id, korisnickoIme, token } = await fullStudent('erazmo');
    const seen = new Set(traces(await everyValue()).map((w) => w.split('.')[0]));
    // The scan sees the data first, in every module that holds some.
    for (const table of [
      'users',
      'enrollments',
      'chat_messages',
      'documents',
      'document_folders',
      'invoices',
      'lesson_notes',
      'lesson_attendance',
      'lesson_changes',
      'problem_reports',
      'problem_report_replies',
      'push_subscriptions',
      'calendar_feed_tokens',
      'account_links',
      'idempotency_keys',
      'outbox',
      'pending_signups',
      'notifications',
    ]) {
      expect(seen, table).toContain(table);
    }
    const invoicesBefore = await invoiceTotals();
    expect(invoicesBefore.total).toBeGreaterThan(0);

    const wrong = await call('POST', `/api/admin/users/${id}/erase`, admin, {
      confirmation: 'Erazmo',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Za potvrdu upišite točno ime i prezime korisnika.');
    expect(
      (
        await call('POST', `/api/admin/users/${id}/erase`, otherAdmin, {
          confirmation: `${person.ime} ${person.prezime}`,
        })
      ).statusCode,
    ).toBe(404);

    const started = Date.now();
    const res = await call('POST', `/api/admin/users/${id}/erase`, admin, {
      confirmation: ` erazmo  ZABORAVLJIĆ `,
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    const left = traces(await everyValue());
    expect(left.filter((where) => !invoiceBuyer.includes(where))).toEqual([]);
    expect(left).toContain('invoices.payerName');
    expect(await invoiceTotals()).toEqual(invoicesBefore);
    const invoice = await t.database.db
      .selectFrom('invoices')
      .innerJoin('files', 'files.id', 'invoices.pdfFileId')
      .select(['invoices.studentId', 'files.purpose'])
      .where('invoices.studentId', '=', id)
      .executeTakeFirstOrThrow();
    expect(invoice.purpose).toBe('invoice'); // the invoice's PDF stays with it
    const erasedStudentRows = async (table: 'enrollments' | 'lesson_attendance') =>
      t.database.db.selectFrom(table).select('studentId').where('studentId', '=', id).execute();
    expect(await erasedStudentRows('enrollments')).toHaveLength(1); // the year's counts stay
    expect(await erasedStudentRows('lesson_attendance')).toHaveLength(1);

    const row = await t.database.db
      .selectFrom('users')
      .select(['ime', 'prezime', 'isActive', 'erasedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.ime).toBe('Izbrisani');
    expect(row.erasedAt).not.toBeNull();
    expect(
      await t.database.db.selectFrom('files').select('purpose').where('ownerId', '=', id).execute(),
    ).toEqual([{ purpose: 'invoice' }]);
    expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { emailOrUsername: korisnickoIme, password: 'lozinka-za-test-1' },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await call('GET', '/api/admin/students?status=all&q=izbrisani', admin)).json().students,
    ).toEqual([]);
    expect(
      (
        await call('POST', `/api/admin/users/${id}/erase`, admin, {
          confirmation: 'Izbrisani korisnik',
        })
      ).statusCode,
    ).toBe(409);
    const audit = (
      await call('GET', `/api/admin/audit?action=user.erase&subjectId=${id}`, admin)
    ).json();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0].subject.ime).toBe('Izbrisani');
  });

  it('publishes user.erased for the modules holding personal data', async () => {
    const seen: { schoolId: number; userId: number }[] = [];
    t.app.platform.events.subscribe('user.erased', async ({ payload }) => void seen.push(payload));
    const student = await buildUser(t.database.db, { schoolId, ime: 'Drugi', prezime: 'Brisani' });
    const res = await call('POST', `/api/admin/users/${student.id}/erase`, admin, {
      confirmation: 'Drugi Brisani',
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([{ schoolId, userId: student.id }]);
  });

  it('refuses to erase oneself or the last admin', async () => {
    const me = await t.database.db
      .selectFrom('users')
      .select(['id'])
      .where('korisnickoIme', '=', 'ravnateljica')
      .executeTakeFirstOrThrow();
    const self = await call('POST', `/api/admin/users/${me.id}/erase`, admin, {
      confirmation: 'x',
    });
    expect(self.statusCode).toBe(400);
  });
});

describe('data export', () => {
  it('asks every module that holds personal data', () => {
    expect(t.app.platform.personalData.names().sort()).toEqual(
      [
        'obiteljska_veza',
        'poruke',
        'poveznice',
        'prijave_problema',
        'racuni',
        'raspored',
        'upisi',
        'uredaji_i_obavijesti',
      ].sort(),
    );
  });

  it('gives the person, the family account and an admin a ZIP of their data and files, nothing of others', async () => {
    const { id, token, email } = await fullStudent('obitelj.export');
    const sibling = await buildUser(t.database.db, { schoolId, email, korisnickoIme: 'sestra' });
    const res = await call('GET', `/api/users/${id}/data-export`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    expect(names).toContain('podaci.json');
    expect(names.some((n) => n.startsWith('datoteke/') && n.includes('profile-picture'))).toBe(
      true,
    );
    const json = strFromU8(zip['podaci.json']!);
    const data = JSON.parse(json);
    expect(data.korisnik.roditelj1.ime).toBe('Roditeljka');
    expect(data.mentori).toEqual(['Mira Mentorić']);
    expect(data.privole[0].svrha).toBe('photos_website');
    expect(data.obavijesti[0].title).toContain('Erazmo');
    expect(json).not.toContain('Razredić');
    // Every module's section: what the person gave or wrote, never what others wrote to them.
    expect(data.upisi[0]).toMatchObject({ oib: person.oib, roditelj1: { ime: 'Roditeljka' } });
    expect(data.poruke[0].tekst).toContain(person.brojMobitela);
    expect(data.poveznice.dokumenti[0].title).toContain('Vježbe');
    expect(data.racuni[0]).toMatchObject({ amountCents: 5000, payerCity: 'Zaboravgrad' });
    expect(data.raspored.vjezbanje).toEqual([{ date: '2026-09-16', minutes: 30 }]);
    expect(data.prijave_problema[0].description).toContain(person.oib);
    expect(data.uredaji_i_obavijesti.uredaji).toHaveLength(1);
    expect(data.obiteljska_veza.email).toBe(email);
    expect(json).not.toContain('Odgovor za'); // the admin's reply to their report
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('$argon2');

    expect(
      (
        await call(
          'GET',
          `/api/users/${id}/data-export`,
          await loginAs(t.app, sibling.korisnickoIme),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/users/${id}/data-export`, await loginAs(t.app, 'kolega')))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/users/${id}/data-export`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${id}/data-export`, otherAdmin)).statusCode).toBe(404);
    const audit = (
      await call('GET', `/api/admin/audit?action=user.data_export&subjectId=${id}`, admin)
    ).json();
    expect(audit.entries).toHaveLength(3);
  });
});

describe('consents', () => {
  it('records consents by a parent for a child under 16, withdrawals and history; mentors read them', async () => {
    const child = await buildUser(t.database.db, {
      schoolId,
      korisnickoIme: 'dijete',
      datumRodjenja: '2015-01-01',
      mentorIds: [mentorId],
    });
    const token = await loginAs(t.app, 'dijete');
    const url = `/api/users/${child.id}/consents`;
    const noParent = await call('PUT', url, token, { purpose: 'press', granted: true });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().message).toContain('roditelj');
    const given = await call('PUT', url, token, {
      purpose: 'press',
      granted: true,
      parentName: 'Ana Roditelj',
    });
    expect(given.statusCode).toBe(200);
    const press = given.json().consents.find((c: { purpose: string }) => c.purpose === 'press');
    expect(press).toMatchObject({
      granted: true,
      version: '2026-09',
      givenByParent: 'Ana Roditelj',
    });
    expect(press.recordedBy.id).toBe(child.id);
    const withdrawn = await call('PUT', url, admin, { purpose: 'press', granted: false });
    const after = withdrawn.json().consents.find((c: { purpose: string }) => c.purpose === 'press');
    expect(after.granted).toBe(false);
    expect(after.withdrawnAt).not.toBeNull();
    const rows = await t.database.db
      .selectFrom('consents')
      .selectAll()
      .where('userId', '=', child.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.withdrawnById).not.toBeNull();

    const mentor = await loginAs(t.app, 'mira');
    expect((await call('GET', url, mentor)).statusCode).toBe(200);
    expect(
      (await call('PUT', url, mentor, { purpose: 'press', granted: true, parentName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', url, otherAdmin)).statusCode).toBe(404);
    expect((await call('PUT', url, token, { purpose: 'tattoo', granted: true })).statusCode).toBe(
      400,
    );
    const actions = (await call('GET', `/api/admin/audit?subjectId=${child.id}`, admin))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['consent.withdraw', 'consent.give']);
  });
});
