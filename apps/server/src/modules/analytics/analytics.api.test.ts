import { describe, expect, it } from 'vitest';
import { supportMessages as m } from '@takt/shared/support-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** First-party analytics: consent-gated, nothing personal stored, p75 per page for admins. */

const ctx = homeWorldPerFile(new Date('2026-11-25T10:00:00.000Z'));
const { as, db } = ctx;

const send = (role: HomeRole, payload: object) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/analytics', headers: as(role), payload });
const samples = () => db().selectFrom('analytics_samples').selectAll().orderBy('id').execute();
const batch = (sessionId: string, values: number[], route = '/user') => ({
  consent: { analytics: true },
  sessionId,
  metrics: values.map((value) => ({ route, metric: 'LCP', value })),
});

describe('POST /api/analytics', () => {
  it('is refused without the analytics consent, storing nothing', async () => {
    const res = await send('student', {
      ...batch('sesija-bez-pristanka-1', [900]),
      consent: { analytics: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'consent_required',
      message: m.analyticsConsentRequired,
    });
    expect(await samples()).toEqual([]);
  });

  it('refuses malformed samples (a full URL, an unknown metric, a short session id)', async () => {
    for (const payload of [
      batch('sesija-neispravna-01', [900], 'https://example.com/user?ime=Ana'),
      {
        ...batch('sesija-neispravna-01', [900]),
        metrics: [{ route: '/user', metric: 'FID', value: 1 }],
      },
      batch('kratko', [900]),
      { ...batch('sesija-neispravna-01', []) },
    ]) {
      const res = await send('student', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await samples()).toEqual([]);
  });

  it('stores the school, day, route, metric, value and the random session id only', async () => {
    const res = await send('student', batch('sesija-ucenika-0001', [1000, 2000, 3000, 4000]));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true, stored: 4 });
    const [row] = await samples();
    expect(Object.keys(row!).sort()).toEqual(
      ['day', 'id', 'metric', 'route', 'schoolId', 'sessionId', 'value'].sort(),
    );
    expect(row).toMatchObject({
      schoolId: ctx.w.schoolA,
      day: '2026-11-25',
      sessionId: 'sesija-ucenika-0001',
    });
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers p75 per page and active sessions per day, for the own school only', async () => {
    await send('mentor', {
      consent: { analytics: true },
      sessionId: 'sesija-mentora-0001',
      metrics: [
        { route: '/profil', metric: 'CLS', value: 0.05 },
        { route: '/profil', metric: 'session', value: 120 },
      ],
    });
    ctx.t.clock.now = new Date('2026-11-26T10:00:00.000Z');
    await send('mentor', batch('sesija-mentora-0002', [500]));
    await send('studentB', batch('sesija-druge-skole-01', [99_000]));
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?days=7',
      headers: as('admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.to).toBe('2026-11-26');
    expect(body.pages).toContainEqual({ route: '/user', metric: 'LCP', p75: 3000, samples: 5 });
    expect(body.pages).toContainEqual({ route: '/profil', metric: 'CLS', p75: 0.05, samples: 1 });
    expect(body.activeByDay).toEqual([
      { day: '2026-11-25', sessions: 2 },
      { day: '2026-11-26', sessions: 1 },
    ]);
    const forbidden = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics',
      headers: as('mentor'),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
