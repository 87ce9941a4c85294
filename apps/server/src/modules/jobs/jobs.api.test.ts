import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOverviewSchema } from '@takt/shared/schemas/jobs';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-22T10:00:00.000Z');
  const schoolId = await buildSchool(t.database.db, 'Glazbena škola Jobs');
  const roles = { isStudent: false, isMentor: false, isAdmin: false };
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'jobs.admin',
    ...roles,
    isMentor: true,
    isAdmin: true,
  });
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'jobs.mentor',
    ...roles,
    isMentor: true,
  });
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'jobs.student',
    ...roles,
    isStudent: true,
  });
  adminToken = await loginAs(t.app, 'jobs.admin');
});
afterAll(() => t.close());

const getJobs = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers });

describe('GET /api/admin/jobs', () => {
  it('lists the registered jobs with their schedule and next run, before any has run', async () => {
    const res = await getJobs(bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { jobs } = jobsOverviewSchema.parse(res.json());
    const outbox = jobs.find((job) => job.name === 'mail-outbox');
    expect(outbox).toMatchObject({
      kind: 'recurring',
      schedule: { every: 15_000 },
      nextRunAt: '2026-11-22T10:00:15.000Z',
      lastRunAt: null,
      failuresLast24h: 0,
    });
    // 03:10 in Zagreb is 02:10Z in winter.
    expect(jobs.find((job) => job.name === 'prune-sessions')).toMatchObject({
      schedule: { dailyAt: '03:10' },
      nextRunAt: '2026-11-23T02:10:00.000Z',
    });
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['prune-delivered-mail', 'purge-signups', 'prune-job-history']),
    );
  });

  it('shows last runs, failures of the last 24 h and queue counts, never payloads', async () => {
    const jobs = t.app.platform.jobs;
    jobs.define(
      'notify-parent',
      async () => {
        throw new Error('push service for ana.kovac@example.com unavailable');
      },
      { maxAttempts: 1 },
    );
    await jobs.enqueue('notify-parent', { email: 'ana.kovac@example.com', ime: 'Ana Kovač' });
    await jobs.enqueue(
      'notify-parent',
      { email: 'ivo.ivic@example.com' },
      { runAt: new Date('2026-11-23T10:00:00.000Z') },
    );
    await jobs.runDue();
    t.clock.now = new Date('2026-11-22T10:00:15.000Z');
    await jobs.runDue(); // the outbox's first occurrence

    const res = await getJobs(bearer(adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('example.com');
    expect(res.body).not.toContain('Kovač');
    const { jobs: list } = jobsOverviewSchema.parse(res.json());
    expect(list.find((job) => job.name === 'notify-parent')).toEqual({
      name: 'notify-parent',
      kind: 'queued',
      schedule: null,
      nextRunAt: null,
      running: false,
      lastRunAt: '2026-11-22T10:00:00.000Z',
      lastStatus: 'failed',
      lastError: 'Error: push service for *** unavailable',
      failuresLast24h: 1,
      queue: { waiting: 1, running: 0, failed: 1 },
    });
    expect(list.find((job) => job.name === 'mail-outbox')).toMatchObject({
      lastRunAt: '2026-11-22T10:00:15.000Z',
      lastStatus: 'succeeded',
      nextRunAt: '2026-11-22T10:00:30.000Z',
    });

    // A day later the failure no longer counts as recent.
    t.clock.now = new Date('2026-11-23T10:00:01.000Z');
    const later = jobsOverviewSchema.parse((await getJobs(bearer(adminToken))).json());
    expect(later.jobs.find((job) => job.name === 'notify-parent')?.failuresLast24h).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await getJobs()).statusCode).toBe(401);
    for (const user of ['jobs.mentor', 'jobs.student']) {
      const res = await getJobs(bearer(await loginAs(t.app, user)));
      expect(res.statusCode).toBe(403);
    }
  });
});
