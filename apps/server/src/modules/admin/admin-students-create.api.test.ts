import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { outboxTo } from '../../../test/accounts.ts';
import { studentsWorldPerFile } from '../../../test/admin-students-world.ts';
import { bearer } from '../../../test/http.ts';

/**
 * POST /api/admin/students, then the export: it runs after the create tests on purpose, as the
 * student they add is one of the active students the spreadsheet must list.
 */

const ctx = studentsWorldPerFile();
const { names } = ctx;

describe('POST /api/admin/students', () => {
  const body = {
    ime: 'Šime',
    prezime: 'Novak',
    email: 'obitelj@example.com',
    datumRodjenja: '2015-02-03',
    roditelj1: { ime: 'Petra', prezime: 'Novak', brojMobitela: '+385911111111' },
    programId: 0,
  };
  it('creates a student with a generated username and mails the credentials (siblings share e-mail)', async () => {
    const { t } = ctx;
    const { admin, klavir, ids } = ctx.w;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(admin),
      payload: {
        ...body,
        programId: klavir,
        pohadanjeNastave: 'individualno1',
        mentorIds: [ids.mentor],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.korisnickoIme).toBe('sime.novak');
    const mails = await outboxTo(t.database.db, 'obitelj@example.com');
    expect(mails.some((m) => m.text.includes('sime.novak'))).toBe(true);
    expect(await names('?q=sime')).toEqual(['sime.novak']);
  });

  it('refuses bad input with Croatian messages and writes nothing', async () => {
    const { t } = ctx;
    const { admin, otherAdmin, ids } = ctx.w;
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(admin),
      payload: { ...body, programId: null, roditelj1: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('roditelja');
    const badEmail = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(admin),
      payload: { ...body, programId: null, email: 'nije-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors.email).toBe('Unesite ispravnu email adresu');
    const foreignMentor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/students',
      headers: bearer(otherAdmin),
      payload: { ...body, programId: null, mentorIds: [ids.mentor] },
    });
    expect(foreignMentor.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('GET /api/admin/students/export', () => {
  it('exports the filtered list as CSV and XLSX and records it in the audit log', async () => {
    const { t } = ctx;
    const { admin, otherAdmin } = ctx.w;
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/export?format=csv&theory=1',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Čačić"');
    expect(csv.body).toContain('"69435151530"');
    expect(csv.body).not.toContain('Horvat');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/admin/students/export',
      headers: bearer(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Ime');
    expect(sheet.rowCount).toBe(5); // header + 4 active students
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=students.export',
      headers: bearer(admin),
    });
    expect(audit.json().entries).toHaveLength(2);
    expect(audit.json().entries[0].fields).toContain('oib');
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: bearer(otherAdmin),
    });
    expect(foreign.json().entries).toEqual([]);
  });
});
