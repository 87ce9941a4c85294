import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { tableNames } from '../../../test/db-snapshot.ts';
import { person, privacyWorldPerFile } from '../../../test/privacy-world.ts';

/**
 * POST /api/admin/users/:id/erase. The data export's student shares this one's name, so it has a
 * file (and database) of its own: the column scan here must find this student's traces only.
 */

const ctx = privacyWorldPerFile();
const { call, fullStudent } = ctx;

/** The invoices of the school: how many and what they add up to. */
async function invoiceTotals() {
  const { t } = ctx;
  const { schoolId } = ctx.w;
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
  const { t } = ctx;
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
    const { t } = ctx;
    const { admin, otherAdmin } = ctx.w;
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
    const { t } = ctx;
    const { schoolId, admin } = ctx.w;
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
    const { t } = ctx;
    const { admin } = ctx.w;
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
