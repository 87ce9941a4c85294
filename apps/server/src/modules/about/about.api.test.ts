import { describe, expect, it } from 'vitest';
import { supportMessages as m } from '@takt/shared/support-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** /about: the school's terms and privacy policy, recorded acceptance, the support form. */

const ctx = homeWorldPerFile(new Date('2026-11-25T10:00:00.000Z'));
const { as, db } = ctx;

const call = (
  role: HomeRole | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  ctx.t.app.inject({
    method,
    url,
    headers: role ? as(role) : {},
    ...(payload ? { payload } : {}),
  });
const acceptances = () =>
  db().selectFrom('terms_acceptances').select(['userId', 'version']).orderBy('id').execute();

describe('terms and privacy policy', () => {
  it('starts at version 1.0.0 for every school, readable by visitors', async () => {
    const anonymous = await call(null, 'GET', `/api/legal?schoolId=${ctx.w.schoolB}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({
      schoolId: ctx.w.schoolB,
      version: '1.0.0',
      accepted: null,
    });
    expect(anonymous.json().privacy).toContain('Glazbena škola Split');
    const mine = (await call('student', 'GET', '/api/legal?schoolId=999')).json();
    expect(mine).toMatchObject({ schoolId: ctx.w.schoolA, accepted: false });
    expect((await call(null, 'GET', '/api/legal?schoolId=99999')).statusCode).toBe(404);
  });

  it('records acceptance with the version, once; a stale version is refused', async () => {
    const stale = await call('student', 'POST', '/api/terms/accept', { version: '0.9.0' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'terms_version_stale',
      message: m.termsVersionStale,
    });
    expect(await acceptances()).toEqual([]);
    const res = await call('student', 'POST', '/api/terms/accept', { version: '1.0.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: '1.0.0', acceptedAt: '2026-11-25T10:00:00.000Z' });
    await call('student', 'POST', '/api/terms/accept', { version: '1.0.0' });
    expect(await acceptances()).toEqual([{ userId: ctx.w.users.student.id, version: '1.0.0' }]);
    expect((await call('student', 'GET', '/api/legal')).json().accepted).toBe(true);
  });

  it('lets admins edit them: a new version everyone accepts again; other schools untouched', async () => {
    const body = {
      terms: 'Novi uvjeti korištenja škole, dopunjeni pravilima chata.',
      privacy: 'Nova pravila privatnosti škole, s popisom obrađivača.',
      supportEmail: 'podrska@glazbena.hr',
    };
    expect((await call('mentor', 'PUT', '/api/admin/legal', body)).statusCode).toBe(403);
    const short = await call('admin', 'PUT', '/api/admin/legal', { ...body, terms: 'kratko' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(m.legalTooShort);
    const res = await call('admin', 'PUT', '/api/admin/legal', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      documents: { version: '1.1.0', terms: body.terms },
      supportEmail: 'podrska@glazbena.hr',
      message: m.legalSaved,
    });
    expect((await call('student', 'GET', '/api/legal')).json()).toMatchObject({
      version: '1.1.0',
      accepted: false,
    });
    expect((await call('studentB', 'GET', '/api/legal')).json().version).toBe('1.0.0');
    // Saving the same text again is not a new version.
    await call('admin', 'PUT', '/api/admin/legal', body);
    expect((await call('admin', 'GET', '/api/admin/legal')).json().documents.version).toBe('1.1.0');
  });
});

describe('a new account', () => {
  it('starts with the current terms accepted (its form carried the agreement)', async () => {
    const { id } = await ctx.t.app.services.users.createAccount({
      ime: 'Nova',
      prezime: 'Učenica',
      email: 'nova.ucenica@example.com',
      schoolId: ctx.w.schoolA,
      passwordHash: 'x',
      mustChangePassword: true,
      isStudent: true,
      isMentor: false,
      isAdmin: false,
      oib: null,
      brojMobitela: null,
      datumRodjenja: null,
      adresa: { ulica: '', kucniBroj: '', mjesto: '' },
      roditelj1: null,
      roditelj2: null,
      napomene: [],
      programType: {},
      pohadjaTeoriju: false,
      maiZbor: false,
      maloljetniClan: false,
      predmet: null,
    });
    await ctx.t.app.platform.events.idle();
    const rows = await db()
      .selectFrom('terms_acceptances')
      .select('version')
      .where('userId', '=', id)
      .execute();
    // School A's admins saved version 1.1.0 above.
    expect(rows).toEqual([{ version: '1.1.0' }]);
  });
});

describe('POST /api/support', () => {
  const outbox = () =>
    db()
      .selectFrom('outbox')
      .select(['toAddress', 'subject', 'text'])
      .where('kind', '=', 'support')
      .execute();

  it('needs subject and message (Croatian), and a signed-in person', async () => {
    const empty = await call('student', 'POST', '/api/support', {
      subject: ' ',
      message: 'Pitanje',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(m.subjectRequired);
    const noMessage = await call('student', 'POST', '/api/support', { subject: 'Pitanje' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.body).toContain(m.messageRequired);
    expect(
      (await call(null, 'POST', '/api/support', { subject: 'a', message: 'b' })).statusCode,
    ).toBe(401);
    expect(await outbox()).toEqual([]);
  });

  it('mails the school’s support address, or its admins when it has none', async () => {
    const res = await call('student', 'POST', '/api/support', {
      subject: 'Račun za studeni',
      message: 'Na računu je krivi iznos.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(m.supportSent);
    await call('studentB', 'POST', '/api/support', {
      subject: 'Split',
      message: 'Pitanje iz Splita',
    });
    const mails = await outbox();
    expect(mails.map((x) => x.toAddress)).toEqual([
      'podrska@glazbena.hr',
      ctx.w.users.adminB.email,
    ]);
    expect(mails[0]!.subject).toBe('Podrška: Račun za studeni');
    expect(mails[0]!.text).toContain('Na računu je krivi iznos.');
    expect(mails[0]!.text).toContain('Ana Horvat');
  });
});
