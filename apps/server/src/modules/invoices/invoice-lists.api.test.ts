import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { invoiceSettingsBody } from '../../../test/invoice-fixtures.ts';

/**
 * The lists page by page: the admin's (filters, search, stornos apart from unpaid invoices,
 * totals) and a student's own (newest period first).
 */

const ctx = homeWorldPerFile(new Date('2026-11-20T10:00:00.000Z'));
const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: ctx.as(role), ...(payload ? { payload } : {}) });

interface Summary {
  id: number;
  kind: string;
  number: string;
  period: string;
  status: string;
  studentId: number;
  reference: string;
}
const items = async (url: string): Promise<Summary[]> =>
  (await call('admin', 'GET', url)).json().items;

/** Every page of a list, following nextCursor. */
async function allPages(url: string, limit: number) {
  const pages: Summary[][] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await call(
      'admin',
      'GET',
      `${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    pages.push(res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor);
  return pages;
}

describe('the admin list', () => {
  it('pages through every invoice once, newest first, with totals for the whole filter', async () => {
    await call('admin', 'PUT', '/api/invoices/settings', invoiceSettingsBody());
    await buildUser(ctx.db(), {
      schoolId: ctx.w.schoolA,
      ime: 'Zvonimir',
      prezime: 'Zlatić',
      programIds: [ctx.w.programA],
      programType: { [ctx.w.programA]: 'individualno1' },
    });
    for (const period of ['2026-09', '2026-10', '2026-11']) {
      await call('admin', 'POST', '/api/invoices/issue', { period, scope: { kind: 'all' } });
    }
    const pages = await allPages('/api/invoices', 4);
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
    const ids = pages.flat().map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(6);
    const first = await call('admin', 'GET', '/api/invoices?limit=4');
    expect(first.json().totals).toEqual({ count: 6, paidCents: 0, unpaidCents: 30000 });
    const bad = await call('admin', 'GET', '/api/invoices?cursor=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('finds invoices by student name, number or reference', async () => {
    const byName = await items('/api/invoices?q=zlati');
    expect(byName).toHaveLength(3);
    expect(new Set(byName.map((i) => i.studentId)).size).toBe(1);
    expect((await items('/api/invoices?q=ZLATIĆ')).length).toBe(3);
    const [one] = await items('/api/invoices?period=2026-10&q=ana');
    expect(one).toMatchObject({ period: '2026-10', studentId: ctx.w.users.student.id });
    expect((await items(`/api/invoices?q=${encodeURIComponent(one!.number)}`))[0]!.id).toBe(
      one!.id,
    );
    expect((await items(`/api/invoices?q=${one!.reference}`)).map((i) => i.id)).toEqual([one!.id]);
    expect(await items('/api/invoices?q=%25')).toEqual([]);
    // Another school finds nothing of school A, even by name.
    expect((await call('adminB', 'GET', '/api/invoices?q=ana')).json().items).toEqual([]);
  });

  it('keeps stornos out of the unpaid filter and its totals, and with the cancelled ones', async () => {
    const [latest] = await items('/api/invoices?period=2026-11&q=ana');
    await call('admin', 'POST', `/api/invoices/${latest!.id}/cancel`);
    const unpaid = await call('admin', 'GET', '/api/invoices?status=issued');
    expect(unpaid.json().items.every((i: Summary) => i.kind === 'invoice')).toBe(true);
    expect(unpaid.json().items).toHaveLength(5);
    expect(unpaid.json().totals).toEqual({ count: 5, paidCents: 0, unpaidCents: 25000 });
    const cancelled = await items('/api/invoices?status=cancelled');
    expect(cancelled.map((i) => [i.kind, i.status]).sort()).toEqual([
      ['invoice', 'cancelled'],
      ['storno', 'issued'],
    ]);
    const all = await call('admin', 'GET', '/api/invoices');
    // Every row is listed; the totals count invoices only (the storno is a correction).
    expect(all.json().items).toHaveLength(7);
    expect(all.json().totals).toEqual({ count: 6, paidCents: 0, unpaidCents: 25000 });
  });
});

describe('a student’s own list', () => {
  it('pages newest period first, only theirs', async () => {
    for (const period of ['2026-12', '2027-01', '2026-R1']) {
      await call('admin', 'POST', '/api/invoices/issue', {
        period,
        scope: { kind: 'students', studentIds: [ctx.w.users.student.id] },
      });
    }
    const seen: Summary[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        'student',
        'GET',
        `/api/invoices/mine?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().invoices);
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(seen.map((i) => i.period)).toEqual([
      '2027-01',
      '2026-R1',
      '2026-12',
      '2026-11',
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
    expect(new Set(seen.map((i) => i.id)).size).toBe(7);
    expect(seen.every((i) => i.studentId === ctx.w.users.student.id)).toBe(true);
    const other = await call('studentB', 'GET', `/api/invoices/mine?cursor=${seen[0]!.id}`);
    expect(other.json()).toEqual({ invoices: [], nextCursor: null });
  });
});
