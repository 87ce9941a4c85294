import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/accounts.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { BOUNDARY, multipart } from '../../../test/picture-requests.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IMPORT_COLUMNS } from './import-rules.ts';
import { XLSX_TYPE } from './spreadsheet.ts';

let t: TestApp;
let admin: string;
let schoolId: number;
const staff = { isStudent: false, isMentor: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  schoolId = await buildSchool(db);
  await buildProgram(db, schoolId, {
    naziv: 'Klavir',
    tipovi: [{ tip: 'individualno1', cijena: 5000 }],
  });
  await buildProgram(db, schoolId, { naziv: 'Solfeggio', cijena: 3000, tipovi: [] });
  await buildUser(db, { schoolId, ...staff, isAdmin: true, korisnickoIme: 'tajnica' });
  await buildUser(db, { schoolId, ime: 'Postojeći', prezime: 'Učenik', oib: '69435151530' });
  admin = await loginAs(t.app, 'tajnica');
});
afterAll(() => t.close());

type Row = Partial<Record<string, string>>;
/** A surname suffix of letters only (names may not hold digits). */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26) - 1) : '') + String.fromCharCode(97 + (n % 26));
const good = (n: number): Row => ({
  ime: 'Lucija',
  prezime: `Kovač${letters(n)}`,
  email: `lucija.${n}@example.com`,
  datumRodjenja: '12.03.2005.',
  program: 'klavir',
  pohadanjeNastave: 'Individualno 1x tjedno',
  teorija: 'da',
});

async function workbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Učenici');
  sheet.addRow(IMPORT_COLUMNS.map(([header]) => header));
  for (const r of rows) sheet.addRow(IMPORT_COLUMNS.map(([, key]) => r[key] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = async (data: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import/students/preview',
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart([{ field: 'file', filename: 'ucenici.xlsx', type: XLSX_TYPE, data }]),
  });
const post = (path: string, rows: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/import/students/${path}`,
    headers: bearer(admin),
    payload: { rows },
  });
const userCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('student import', () => {
  it('serves the template with Croatian headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import/students/template',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(5).value).toBe('Datum rođenja');
  });

  it('previews rows as new, duplicate or invalid with a Croatian reason per cell; fixed rows commit', async () => {
    const rows: Row[] = [
      good(1),
      { ...good(2), oib: '12345678901', datumRodjenja: '31.02.2010.' },
      { ...good(3), program: 'Harfa', email: 'nije-email' },
      { ...good(4), oib: '69435151530' },
      { ...good(1) },
      { ...good(5), datumRodjenja: '01.01.2016.', teorija: 'možda' },
    ];
    const res = await upload(await workbook(rows));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.summary).toEqual({ new: 1, duplicate: 2, invalid: 3 });
    const byRow = (n: number) => preview.rows.find((r: { row: number }) => r.row === n);
    expect(byRow(2).status).toBe('new');
    expect(byRow(3).errors).toEqual({
      oib: 'OIB nije ispravan (kontrolna znamenka ne odgovara)',
      datumRodjenja: 'Datum upišite kao DD.MM.GGGG.',
    });
    expect(byRow(4).errors).toEqual({
      program: 'Nepoznat program.',
      email: 'Unesite ispravnu email adresu',
    });
    expect(byRow(5).errors.oib).toBe('Učenik s ovim OIB-om već postoji.');
    expect(byRow(6).errors.email).toBe('Isti učenik je već naveden u tablici.');
    expect(byRow(7).errors.roditeljIme).toContain('roditelja');
    expect(byRow(7).errors.teorija).toBe('Upišite "da" ili "ne".');

    // Committing with invalid rows refuses everything.
    const before = await userCount();
    const withBad = await post(
      'commit',
      preview.rows.map((r: { row: number; values: object }) => ({ row: r.row, ...r.values })),
    );
    expect(withBad.statusCode).toBe(400);
    expect(withBad.json().details[0]).toMatch(/^Redak 3:/);
    expect(await userCount()).toBe(before);

    // The secretary fixes the bad rows in the browser, checks again and commits.
    const fixed = preview.rows.map((r: { row: number; values: Record<string, string> }) => {
      const v = { row: r.row, ...r.values };
      if (r.row === 3) Object.assign(v, { oib: '', datumRodjenja: '28.02.2005.' });
      if (r.row === 4)
        Object.assign(v, {
          program: 'Solfeggio',
          pohadanjeNastave: 'grupno',
          email: 'marko@example.com',
        });
      if (r.row === 7)
        Object.assign(v, {
          teorija: 'ne',
          roditeljIme: 'Ana',
          roditeljPrezime: 'Kovač',
          roditeljMobitel: '091 234 5678',
        });
      return v;
    });
    const check = await post('check', fixed);
    expect(check.json().rows.filter((r: { status: string }) => r.status === 'invalid')).toEqual([]);
    expect(check.json().summary).toEqual({ new: 4, duplicate: 2, invalid: 0 });
    const commit = await post('commit', fixed);
    expect(commit.statusCode).toBe(200);
    expect(commit.json()).toMatchObject({ created: 4, skipped: 2, message: 'Uvezeno učenika: 4.' });
    expect(await userCount()).toBe(before + 4);

    // Credentials are made and mailed by queued jobs; until then the account cannot sign in.
    const imported = await t.database.db
      .selectFrom('users')
      .select(['korisnickoIme', 'passwordHash', 'maloljetniClan', 'pohadjaTeoriju'])
      .where('emailLower', '=', 'lucija.1@example.com')
      .executeTakeFirstOrThrow();
    expect(imported.passwordHash).toBe('!import-pending');
    await t.app.platform.jobs.runDue();
    const mails = await outboxTo(t.database.db, 'lucija.1@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(imported.korisnickoIme);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=student.import',
      headers: bearer(admin),
    });
    expect(audit.json().entries).toHaveLength(4);
  });

  it('rolls the whole commit back when one row fails while being written', async () => {
    const db = t.database.db;
    if (t.database.dialect === 'sqlite') {
      await sql`create trigger fail_import before insert on users when new.prezime = 'Pukni'
        begin select raise(abort, 'test failure'); end`.execute(db);
    } else {
      await sql`create function fail_import() returns trigger language plpgsql as $$
        begin if new.prezime = 'Pukni' then raise exception 'test failure'; end if; return new; end $$`.execute(
        db,
      );
      await sql`create trigger fail_import before insert on users for each row execute function fail_import()`.execute(
        db,
      );
    }
    const before = await userCount();
    const jobsBefore = await db.selectFrom('job_queue').select('id').execute();
    const rows = [good(40), good(41), { ...good(42), prezime: 'Pukni' }].map((r, i) => ({
      row: i + 2,
      ...Object.fromEntries(IMPORT_COLUMNS.map(([, key]) => [key, r[key] ?? ''])),
    }));
    const res = await post('commit', rows);
    expect(res.statusCode).toBe(500);
    expect(await userCount()).toBe(before);
    expect(await db.selectFrom('job_queue').select('id').execute()).toHaveLength(jobsBefore.length);
    await sql`drop trigger fail_import${sql.raw(t.database.dialect === 'sqlite' ? '' : ' on users')}`.execute(
      db,
    );
  });

  it('refuses a missing file, a file that is not XLSX and foreign headers in Croatian', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import/students/preview',
      headers: bearer(admin),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Odaberite XLSX datoteku za uvoz.');
    const junk = await upload(Buffer.from('ime;prezime\nAna;Horvat'));
    expect(junk.json().message).toBe('Datoteka nije ispravna XLSX tablica.');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Naziv', 'Cijena']);
    const foreign = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(foreign.json().message).toContain('predložak');
  });

  it('previews and commits a 1,000-row file', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      ...good(1000 + i),
      program: '',
      pohadanjeNastave: '',
    }));
    const started = Date.now();
    const res = await upload(await workbook(rows));
    expect(res.statusCode).toBe(200);
    expect(res.json().summary.new).toBe(1000);
    expect(Date.now() - started).toBeLessThan(15_000);
    const commit = await post(
      'commit',
      res.json().rows.map((r: { row: number; values: object }) => ({ row: r.row, ...r.values })),
    );
    expect(commit.statusCode).toBe(200);
    expect(commit.json().created).toBe(1000);
    const tooMany = await post(
      'commit',
      Array.from({ length: 1001 }, () => ({ row: 2, ...res.json().rows[0].values })),
    );
    expect(tooMany.statusCode).toBe(400);
  }, 60_000);
});
