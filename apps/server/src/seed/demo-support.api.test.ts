import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from './demo-seed.ts';
import { TERMS_NOT_ACCEPTED } from './demo-support.ts';

/** The support part of the demo: terms accepted but by one, reports in the inbox, analytics. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app);
});
afterAll(() => t.close());

describe('the support demo', () => {
  it('has everyone but one newcomer accept the first terms', async () => {
    const db = t.database.db;
    const users = await db.selectFrom('users').select(['id', 'korisnickoIme']).execute();
    const accepted = await db
      .selectFrom('terms_acceptances')
      .select(['userId', 'version'])
      .execute();
    const newcomer = users.find((u) => u.korisnickoIme === TERMS_NOT_ACCEPTED);
    expect(newcomer).toBeDefined();
    expect(accepted).toHaveLength(users.length - 1);
    expect(accepted.every((a) => a.version === '1.0.0')).toBe(true);
    expect(accepted.some((a) => a.userId === newcomer!.id)).toBe(false);
  });

  it("fills Allegro's inbox with problem and error reports, one of them in progress", async () => {
    const rows = await t.database.db
      .selectFrom('problem_reports')
      .select(['kind', 'status'])
      .execute();
    expect(rows.filter((r) => r.kind === 'problem')).toHaveLength(2);
    expect(rows.filter((r) => r.kind === 'error')).toHaveLength(2);
    expect(rows.map((r) => r.status).sort()).toEqual(['in_progress', 'new', 'new', 'new']);
  });

  it('keeps a dozen analytics sessions', async () => {
    const sessions = await t.database.db
      .selectFrom('analytics_samples')
      .select('sessionId')
      .distinct()
      .execute();
    expect(sessions).toHaveLength(12);
  });
});
