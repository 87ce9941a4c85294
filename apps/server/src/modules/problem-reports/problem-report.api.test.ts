import { describe, expect, it } from 'vitest';
import { supportMessages as m } from '@takt/shared/support-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** Problem reports from the wizard, error reports from the error page, the admins' inbox. */

const ctx = homeWorldPerFile(new Date('2026-11-25T10:00:00.000Z'));
const { as, db } = ctx;

const call = (role: HomeRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });
const report = (role: HomeRole, payload: object) =>
  call(role, 'POST', '/api/error/report', payload);
const rows = () => db().selectFrom('problem_reports').selectAll().orderBy('id').execute();
const advance = (ms: number) => {
  ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + ms);
};

const wizard = {
  kind: 'problem',
  category: 'prikaz',
  subcategory: 'Pogrešan prikaz na mobitelu',
  description: 'Tablica rasporeda izlazi izvan ekrana.',
  steps: '1. Otvori raspored\n2. Okreni mobitel',
  deviceInfo: 'Mozilla/5.0 (iPhone)',
  url: '/raspored',
  previousUrl: '/user',
};

describe('the report-a-problem wizard', () => {
  it('refuses each step that is missing, in Croatian, writing nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...wizard, category: undefined }, m.categoryRequired],
      [{ ...wizard, category: 'nepoznato' }, m.categoryRequired],
      [{ ...wizard, subcategory: '' }, m.subcategoryRequired],
      [{ ...wizard, subcategory: 'Chat' }, m.subcategoryRequired],
      [{ ...wizard, description: '  kratko  ' }, m.descriptionTooShort],
    ];
    for (const [payload, message] of cases) {
      const res = await report('student', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('records a report with role, device and page, and tells the admins', async () => {
    const res = await report('student', wizard);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ outcome: 'recorded', message: m.reportThanks });
    const [row] = await rows();
    expect(row).toMatchObject({
      schoolId: ctx.w.schoolA,
      kind: 'problem',
      category: 'prikaz',
      reporterId: ctx.w.users.student.id,
      reporterRole: 'Učenik',
      deviceInfo: 'Mozilla/5.0 (iPhone)',
      url: '/raspored',
      previousUrl: '/user',
      status: 'new',
      occurrences: 1,
    });
    const notices = await db()
      .selectFrom('notifications')
      .select(['userId', 'type'])
      .where('type', '=', 'problem_report')
      .execute();
    expect(notices).toEqual([{ userId: ctx.w.users.admin.id, type: 'problem_report' }]);
  });

  it('needs a signed-in person', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/error/report',
      payload: wizard,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('error reports from the error page', () => {
  const error = (message: string, url = '/profil/12') => ({
    kind: 'error',
    errorKind: 'api',
    message,
    url,
  });

  it('groups repeats by fingerprint, skipping duplicates within 60 s', async () => {
    const first = await report('mentor', error('Request failed with status 500 (id 4411)'));
    expect(first.json().outcome).toBe('recorded');
    // Same error, other numbers and page id: a duplicate inside 60 s is skipped.
    advance(30_000);
    const dup = await report(
      'mentor',
      error('Request failed with status 500 (id 98)', '/profil/7'),
    );
    expect(dup.json().outcome).toBe('skipped');
    advance(31_000);
    const again = await report('theoryStudent', error('Request failed with status 500 (id 5)'));
    expect(again.json().outcome).toBe('counted');
    const errors = (await rows()).filter((r) => r.kind === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ occurrences: 2, errorKind: 'api', url: '/profil/12' });
  });

  it('keeps other schools apart and refuses unknown kinds', async () => {
    const other = await report('studentB', error('Request failed with status 500 (id 1)'));
    expect(other.json().outcome).toBe('recorded');
    const bad = await report('student', { ...error('x'), errorKind: 'unknown' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(m.errorKindInvalid);
    const empty = await report('student', error('   '));
    expect(empty.statusCode).toBe(400);
  });

  it('takes at most 10 error reports per person per hour', async () => {
    advance(3_600_000);
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await report(
        'mentor2',
        error(`Kvar broj ${'x'.repeat(i + 1)}`, `/stranica-${i}`),
      );
      outcomes.push(res.json().outcome);
    }
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(10);
    expect(outcomes.slice(10)).toEqual(['skipped', 'skipped']);
    advance(3_600_000);
    const later = await report('mentor2', error('Kvar poslije sat vremena', '/nova'));
    expect(later.json().outcome).toBe('recorded');
  });
});

describe("the admins' inbox", () => {
  it('lists the school’s reports with counts, by status, never another school’s', async () => {
    const res = await call('admin', 'GET', '/api/admin/problem-reports');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const all = await rows();
    const ofA = all.filter((r) => r.schoolId === ctx.w.schoolA);
    expect(body.reports).toHaveLength(ofA.length);
    expect(body.counts).toEqual({ new: ofA.length, in_progress: 0, resolved: 0 });
    expect(body.reports.at(-1)).toMatchObject({
      kind: 'problem',
      reporter: { id: ctx.w.users.student.id, ime: 'Ana', prezime: 'Horvat' },
    });
    const b = (await call('adminB', 'GET', '/api/admin/problem-reports')).json();
    expect(b.reports).toHaveLength(1);
    expect((await call('mentor', 'GET', '/api/admin/problem-reports')).statusCode).toBe(403);
  });

  it('moves a report through the statuses; another school gets 404', async () => {
    const [first] = await rows();
    const url = `/api/admin/problem-reports/${first!.id}/status`;
    const res = await call('admin', 'PUT', url, { status: 'resolved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ report: { status: 'resolved' }, message: m.statusSaved });
    expect((await call('adminB', 'PUT', url, { status: 'new' })).statusCode).toBe(404);
    const bad = await call('admin', 'PUT', url, { status: 'gotovo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(m.statusInvalid);
    expect((await rows())[0]!.status).toBe('resolved');
    const filtered = await call('admin', 'GET', '/api/admin/problem-reports?status=resolved');
    expect(filtered.json().reports.map((r: { id: number }) => r.id)).toEqual([first!.id]);
  });

  it('replies to the reporter by e-mail through the outbox', async () => {
    const [, second] = (await rows()).filter((r) => r.schoolId === ctx.w.schoolA);
    const url = `/api/admin/problem-reports/${second!.id}/reply`;
    const short = await call('admin', 'POST', url, { message: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(m.replyTooShort);
    const res = await call('admin', 'POST', url, { message: 'Ispravili smo grešku, hvala!' });
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({
      status: 'in_progress',
      replies: [{ message: 'Ispravili smo grešku, hvala!' }],
    });
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'problem-report-reply')
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe(ctx.w.users.mentor.email);
    expect(mail.text).toContain('Ispravili smo grešku, hvala!');
    expect(mail.text).toContain('Request failed with status 500');
    expect((await call('adminB', 'POST', url, { message: 'Tuđa prijava' })).statusCode).toBe(404);
  });
});
