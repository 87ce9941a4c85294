import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/accounts.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { BOUNDARY, multipart } from '../../../test/picture-requests.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MENTOR_IMPORT_COLUMNS } from './mentor-import-rules.ts';
import { XLSX_TYPE } from './spreadsheet.ts';

let t: TestApp;
let admin: string;
let schoolId: number;
let klavir: number;
let solfeggio: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db);
  klavir = await buildProgram(db, schoolId, { naziv: 'Klavir', cijena: 5000, tipovi: [] });
  solfeggio = await buildProgram(db, schoolId, { naziv: 'Solfeggio', cijena: 3000, tipovi: [] });
  await buildUser(db, {
    schoolId,
    isStudent: false,
    isMentor: true,
    isAdmin: true,
    korisnickoIme: 'mentori.tajnica',
  });
  await buildUser(db, {
    schoolId,
    isStudent: false,
    isMentor: true,
    email: 'postojeci.mentor@example.com',
  });
  admin = await loginAs(t.app, 'mentori.tajnica');
});
afterAll(() => t.close());

type Row = Partial<Record<string, string>>;
async function workbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mentori');
  sheet.addRow(MENTOR_IMPORT_COLUMNS.map(([header]) => header));
  for (const r of rows) sheet.addRow(MENTOR_IMPORT_COLUMNS.map(([, key]) => r[key] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = (data: Buffer, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import/mentors/preview',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart([{ field: 'file', filename: 'mentori.xlsx', type: XLSX_TYPE, data }]),
  });
const commit = (rows: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import/mentors/commit',
    headers: bearer(admin),
    payload: { rows },
  });
const mentorCount = async () =>
  (await t.database.db.selectFrom('users').select('id').where('isMentor', '=', true).execute())
    .length;

const rows: Row[] = [
  {
    ime: 'Ivo',
    prezime: 'Ivić',
    email: 'ivo.ivic@example.com',
    predmet: 'Klavir',
    programi: 'klavir, SOLFEGGIO',
    admin: 'ne',
  },
  { ime: 'Maja', prezime: 'Majić', email: 'maja@example.com', admin: 'da' },
  { ime: 'Ivo', prezime: 'Drugi', email: 'IVO.IVIC@example.com' },
  { ime: 'Stari', prezime: 'Mentor', email: 'postojeci.mentor@example.com' },
  { ime: 'L', prezime: 'Loša', email: 'nije-email', programi: 'Bubnjevi', admin: 'možda' },
];

describe('mentor import', () => {
  it('gives a template with Croatian headers that previews as one new row', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import/mentors/template',
      headers: bearer(admin),
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(6).value).toBe('Programi (odvojeni zarezom)');
    const res = await upload(template.rawPayload);
    expect(res.json().summary).toEqual({ new: 1, duplicate: 0, invalid: 0 });
  });

  it('marks each row new, duplicate or invalid with the reason per cell', async () => {
    const res = await upload(await workbook(rows));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.summary).toEqual({ new: 2, duplicate: 2, invalid: 1 });
    expect(preview.rows.map((r: { status: string }) => r.status)).toEqual([
      'new',
      'new',
      'duplicate',
      'duplicate',
      'invalid',
    ]);
    expect(preview.rows[2].errors.email).toBe('Isti email je već naveden u tablici.');
    expect(preview.rows[3].errors.email).toBe(
      'Mentor ili administrator s ovim emailom već postoji.',
    );
    expect(preview.rows[4].errors).toEqual({
      ime: 'Mora sadržavati barem 2 znaka',
      email: expect.any(String),
      programi: 'Nepoznat program: Bubnjevi.',
      admin: 'Upišite "da" ili "ne".',
    });
    // Not for another role.
    const student = await buildUser(t.database.db, { schoolId, korisnickoIme: 'mentori.ucenik' });
    expect(
      (await upload(await workbook(rows), await loginAs(t.app, student.korisnickoIme))).statusCode,
    ).toBe(403);
  });

  it('refuses the whole commit while a row is invalid, writing nothing', async () => {
    const before = await mentorCount();
    const res = await commit(rows.map((r, i) => ({ ...fill(r), row: i + 2 })));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toContain('Redak 6');
    expect(await mentorCount()).toBe(before);
  });

  it('commits the new rows in one go, with programs, admin flag, audit and queued mails', async () => {
    const before = await mentorCount();
    const res = await commit(rows.slice(0, 4).map((r, i) => ({ ...fill(r), row: i + 2 })));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, skipped: 2, message: 'Uvezeno mentora: 2.' });
    expect(await mentorCount()).toBe(before + 2);
    const ivo = await t.database.db
      .selectFrom('users')
      .select(['id', 'isAdmin', 'isStudent', 'predmet', 'passwordHash'])
      .where('emailLower', '=', 'ivo.ivic@example.com')
      .executeTakeFirstOrThrow();
    expect(ivo).toMatchObject({ predmet: 'Klavir' });
    expect(Boolean(ivo.isStudent)).toBe(false);
    const programs = await t.database.db
      .selectFrom('user_programs')
      .select('programId')
      .where('userId', '=', ivo.id)
      .orderBy('programId')
      .execute();
    expect(programs.map((p) => p.programId)).toEqual([klavir, solfeggio].sort((a, b) => a - b));
    const maja = await t.database.db
      .selectFrom('users')
      .select('isAdmin')
      .where('emailLower', '=', 'maja@example.com')
      .executeTakeFirstOrThrow();
    expect(Boolean(maja.isAdmin)).toBe(true);
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=mentor.import',
        headers: bearer(admin),
      })
    ).json();
    expect(audit.entries).toHaveLength(2);

    await t.app.platform.jobs.runDue();
    const mails = await outboxTo(t.database.db, 'ivo.ivic@example.com');
    expect(mails).toHaveLength(1);
  });
});

function fill(r: Row) {
  return Object.fromEntries(MENTOR_IMPORT_COLUMNS.map(([, key]) => [key, r[key] ?? '']));
}
