import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';
import { base64, camt053, paymentSheet } from '../../../test/payment-files.ts';

/** Paid status from a bank statement (camt.053) and from the school's spreadsheet; export. */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: ctx.as(role), ...(payload ? { payload } : {}) });

interface Issued {
  id: number;
  number: string;
  reference: string;
  amountCents: number;
  studentId: number;
}
const invoices: Issued[] = [];
let second: { id: number; oib: string };

const statuses = async () =>
  Object.fromEntries(
    (await ctx.db().selectFrom('invoices').select(['id', 'status', 'paidSource']).execute()).map(
      (r) => [r.id, `${r.status}${r.paidSource ? `:${r.paidSource}` : ''}`],
    ),
  );

describe('paid-status imports', () => {
  it('sets up two billed students and one paid invoice', async () => {
    const w = ctx.w;
    const other = await buildUser(ctx.db(), {
      schoolId: w.schoolA,
      programIds: [w.programA],
      programType: { [w.programA]: 'individualno1' },
      oib: '12345678903',
    });
    second = { id: other.id, oib: '12345678903' };
    await call('admin', 'PUT', '/api/invoices/settings', invoiceSettingsBody());
    for (const period of ['2026-10', '2026-11']) {
      const res = await call('admin', 'POST', '/api/invoices/issue', {
        period,
        scope: { kind: 'program', programId: w.programA },
      });
      invoices.push(...res.json().issued);
    }
    expect(invoices).toHaveLength(4);
    await call('admin', 'POST', `/api/invoices/${invoices[0]!.id}/paid`, {});
  });

  it('previews a camt.053 statement: matched, already paid and unmatched lines', async () => {
    const [paid, , open] = invoices;
    const xml = camt053([
      { amount: '50.00', reference: `HR01 ${open!.reference}` },
      { amount: '50.00', reference: `HR01${paid!.reference}` },
      { amount: '50.00', reference: 'HR01 999-2026115' },
      { amount: '45.00', unstructured: `Skolarina HR01 ${invoices[3]!.reference}` },
      { amount: '50.00', reference: `HR01 ${invoices[3]!.reference}`, debit: true },
    ]);
    const before = await statuses();
    const res = await call('admin', 'POST', '/api/invoices/import', {
      fileName: 'izvod.xml',
      contentBase64: base64(xml),
    });
    expect(res.statusCode).toBe(200);
    const { format, lines } = res.json();
    expect(format).toBe('camt053');
    expect(
      lines.map((l: { status: string; invoiceId: number | null }) => [l.status, l.invoiceId]),
    ).toEqual([
      ['matched', open!.id],
      ['alreadyPaid', paid!.id],
      ['unmatched', null],
      ['unmatched', null],
    ]);
    expect(lines[0].text).toContain('50,00 €');
    expect(await statuses()).toEqual(before);

    // Another school's admin matches nothing of school A.
    const other = await call('adminB', 'POST', '/api/invoices/import', {
      fileName: 'izvod.xml',
      contentBase64: base64(xml),
    });
    expect(other.json().lines.every((l: { status: string }) => l.status === 'unmatched')).toBe(
      true,
    );

    // The admin applies the matched line and matches the short payment by hand.
    const applied = await call('admin', 'POST', '/api/invoices/paid', {
      invoiceIds: [open!.id, invoices[3]!.id],
      source: 'camt',
    });
    expect(applied.json()).toMatchObject({ updated: 2 });
    expect((await statuses())[open!.id]).toBe('paid:camt');
  });

  it('previews the spreadsheet by OIB and month', async () => {
    await ctx
      .db()
      .updateTable('invoices')
      .set({ status: 'issued', paidAt: null, paidSource: null })
      .where('studentId', '=', second.id)
      .execute();
    const student = ctx.w.users.student;
    const sheet = await paymentSheet(
      ['2026-10', 'studeni 2026', '12/2026'],
      [
        ['Ana Horvat', student.oib, 'x', 50, null],
        ['Drugi Učenik', second.oib, 50, 40, 'da'],
        ['Nepoznat', '11111111111', 'x', null, null],
      ],
    );
    const res = await call('admin', 'POST', '/api/invoices/import', {
      fileName: 'uplate.xlsx',
      contentBase64: base64(sheet),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().format).toBe('xlsx');
    const byText = res
      .json()
      .lines.map((l: { text: string; status: string }) => `${l.text} → ${l.status}`);
    expect(byText).toEqual([
      `OIB ${student.oib} · listopad 2026. → alreadyPaid`,
      `OIB ${student.oib} · studeni 2026. · 50,00 € → alreadyPaid`,
      `OIB ${second.oib} · listopad 2026. · 50,00 € → matched`,
      `OIB ${second.oib} · studeni 2026. · 40,00 € → unmatched`,
      `OIB ${second.oib} · prosinac 2026. → unmatched`,
      'OIB 11111111111 · listopad 2026. → unmatched',
    ]);
  });

  it('flags the same payment twice in one file as a duplicate and pays on the booking day', async () => {
    await ctx
      .db()
      .updateTable('invoices')
      .set({ status: 'issued', paidAt: null, paidSource: null })
      .execute();
    const [first, , third] = invoices;
    const xml = camt053([
      { amount: '50.00', reference: `HR01 ${first!.reference}`, booked: '2026-11-18' },
      { amount: '50.00', reference: `HR01 ${first!.reference}`, booked: '2026-11-19' },
      { amount: '50.00', reference: `HR01 ${third!.reference}`, booked: null, value: '2026-11-17' },
    ]);
    const res = await call('admin', 'POST', '/api/invoices/import', {
      fileName: 'izvod.xml',
      contentBase64: base64(xml),
    });
    const lines = res.json().lines as { status: string; invoiceId: number; paidOn: string }[];
    expect(lines.map((l) => [l.status, l.invoiceId, l.paidOn])).toEqual([
      ['matched', first!.id, '2026-11-18'],
      ['duplicate', first!.id, '2026-11-19'],
      ['matched', third!.id, '2026-11-17'],
    ]);
    // The admin applies the matched lines with their days (what the import dialog sends).
    const applied = await call('admin', 'POST', '/api/invoices/paid', {
      payments: lines
        .filter((l) => l.status === 'matched')
        .map((l) => ({ invoiceId: l.invoiceId, paidOn: l.paidOn })),
      source: 'camt',
    });
    expect(applied.json()).toMatchObject({ updated: 2 });
    const paid = await ctx
      .db()
      .selectFrom('invoices')
      .select(['id', 'paidAt', 'paidSource'])
      .where('status', '=', 'paid')
      .orderBy('id')
      .execute();
    expect(paid).toEqual([
      { id: first!.id, paidAt: '2026-11-18', paidSource: 'camt' },
      { id: third!.id, paidAt: '2026-11-17', paidSource: 'camt' },
    ]);
    const bad = await call('admin', 'POST', '/api/invoices/paid', {
      payments: [{ invoiceId: invoices[1]!.id, paidOn: '18.11.2026' }],
      source: 'camt',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(m.paidOnInvalid);
    expect((await call('admin', 'POST', '/api/invoices/paid', { source: 'camt' })).statusCode).toBe(
      400,
    );
  });

  it('applies a spreadsheet: paid on the day a cell names, duplicates left out', async () => {
    await ctx
      .db()
      .updateTable('invoices')
      .set({ status: 'issued', paidAt: null, paidSource: null })
      .execute();
    const student = ctx.w.users.student;
    const sheet = await paymentSheet(
      ['2026-10', '2026-11', '11/2026'],
      [
        ['Ana Horvat', student.oib, new Date(Date.UTC(2026, 9, 12)), 'x', 'x'],
        ['Drugi Učenik', second.oib, 50, null, null],
      ],
    );
    const res = await call('admin', 'POST', '/api/invoices/import', {
      fileName: 'uplate.xlsx',
      contentBase64: base64(sheet),
    });
    const lines = res.json().lines as {
      status: string;
      invoiceId: number;
      paidOn: string | null;
    }[];
    expect(lines.map((l) => [l.status, l.paidOn])).toEqual([
      ['matched', '2026-10-12'],
      ['matched', null],
      ['duplicate', null],
      ['matched', null],
    ]);
    const applied = await call('admin', 'POST', '/api/invoices/paid', {
      payments: lines
        .filter((l) => l.status === 'matched')
        .map((l) => ({ invoiceId: l.invoiceId, ...(l.paidOn ? { paidOn: l.paidOn } : {}) })),
      source: 'xlsx',
    });
    expect(applied.json()).toMatchObject({ updated: 3 });
    const rows = await ctx
      .db()
      .selectFrom('invoices')
      .select(['studentId', 'period', 'status', 'paidAt', 'paidSource'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        studentId: student.id,
        period: '2026-10',
        status: 'paid',
        paidAt: '2026-10-12',
        paidSource: 'xlsx',
      },
      {
        studentId: second.id,
        period: '2026-10',
        status: 'paid',
        paidAt: '2026-11-20',
        paidSource: 'xlsx',
      },
      {
        studentId: student.id,
        period: '2026-11',
        status: 'paid',
        paidAt: '2026-11-20',
        paidSource: 'xlsx',
      },
      { studentId: second.id, period: '2026-11', status: 'issued', paidAt: null, paidSource: null },
    ]);
    expect(await ctx.t.app.services.invoices.hasUnpaidInvoice(ctx.w.schoolA, student.id)).toBe(
      false,
    );
  });

  it('refuses unreadable files and sheets without OIB in Croatian, writing nothing', async () => {
    const before = await statuses();
    const junk = await call('admin', 'POST', '/api/invoices/import', {
      fileName: 'x.xml',
      contentBase64: base64('<html>nije izvod</html>'),
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe(m.importUnreadable);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('A').addRow(['Ime', '2026-11']);
    const noOib = await call('admin', 'POST', '/api/invoices/import', {
      fileName: 'x.xlsx',
      contentBase64: base64(Buffer.from(await book.xlsx.writeBuffer())),
    });
    expect(noOib.statusCode).toBe(400);
    expect(noOib.json().message).toBe(m.importNoColumns);
    expect(await statuses()).toEqual(before);
    expect(
      (await call('mentor', 'POST', '/api/invoices/import', { fileName: 'a', contentBase64: 'a' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('export', () => {
  it('exports the filtered list as CSV and XLSX', async () => {
    const csv = await call('admin', 'GET', '/api/invoices/export?period=2026-11&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Broj;Vrsta;Učenik;Mjesec;Iznos (€);Status;Datum;Rok;Plaćeno;Poziv na broj',
    );
    expect(rows).toHaveLength(3);
    expect(rows.slice(1).every((r) => r.includes(';2026-11;50,00;'))).toBe(true);

    const xlsx = await call('admin', 'GET', '/api/invoices/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(5);
    const b = await call('adminB', 'GET', '/api/invoices/export?format=csv');
    expect(b.body.trim().split('\r\n')).toHaveLength(1);
    expect((await call('student', 'GET', '/api/invoices/export')).statusCode).toBe(403);
  });
});
