import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from './demo-seed.ts';

/** The support part of the demo: terms accepted, reports in the inbox, analytics. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app);
});
afterAll(() => t.close());

describe('the support demo', () => {
  it('has everyone accept the first terms', async () => {
    const db = t.database.db;
    const users = await db.selectFrom('users').select('id').execute();
    const accepted = await db
      .selectFrom('terms_acceptances')
      .select(['userId', 'version'])
      .execute();
    expect(accepted).toHaveLength(users.length);
    expect(accepted.every((a) => a.version === '1.0.0')).toBe(true);
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
