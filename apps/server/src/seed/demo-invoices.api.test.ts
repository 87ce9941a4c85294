import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, loginAs } from '../../test/http.ts';
import { seedDemoData } from './demo-seed.ts';

/** The demo's invoices: ucenik owes one (the dot), siblings get the discount, one storno. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app);
});
afterAll(() => t.close());

const as = async (username: string) => bearer(await loginAs(t.app, username, 'demo1234'));

describe('demo invoices', () => {
  it('leaves ucenik one unpaid invoice, and the dot on', async () => {
    const headers = await as('ucenik');
    const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json().user;
    expect(user.hasUnpaidInvoice).toBe(true);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/invoices/mine', headers })).json()
      .invoices as { status: string }[];
    expect(mine).toHaveLength(3);
    expect(mine.filter((i) => i.status === 'issued')).toHaveLength(1);
  });

  it('shows the sibling discount, paid invoices and one storno to the admin', async () => {
    const headers = await as('admin');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/invoices?limit=200', headers })
    ).json().items as { id: number; kind: string; status: string; amountCents: number }[];
    expect(list.filter((i) => i.kind === 'storno')).toHaveLength(1);
    expect(list.filter((i) => i.status === 'cancelled')).toHaveLength(1);
    expect(list.filter((i) => i.status === 'paid').length).toBeGreaterThan(30);
    const rows = await t.database.db.selectFrom('invoices').select('items').execute();
    expect(rows.some((r) => r.items.includes('Popust za 2. dijete (50 %)'))).toBe(true);
  });
});
