import { beforeAll, describe, expect, it } from 'vitest';
import { supportMessages as m } from '@takt/shared/support-messages';
import { buildUser } from '../../../test/factories.ts';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import type { UserRecord } from '../users/user.types.ts';

/** Siblings on one family e-mail switch accounts once the link is confirmed with a mailed code. */

const ctx = homeWorldPerFile(new Date('2026-11-25T10:00:00.000Z'));
const { db } = ctx;
const family = 'obitelj.kovac@example.com';
let marta: UserRecord;
let ivan: UserRecord;
let cousinB: UserRecord;
let token: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object, as = token) =>
  ctx.t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });
const lastCode = async () => {
  const mail = await db()
    .selectFrom('outbox')
    .select(['toAddress', 'text'])
    .where('kind', '=', 'account-link-code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.toAddress).toBe(family);
  return /Kôd za potvrdu: (\d{6})/.exec(mail.text)![1]!;
};

beforeAll(async () => {
  const d = db();
  marta = await buildUser(d, {
    schoolId: ctx.w.schoolA,
    email: family,
    ime: 'Marta',
    prezime: 'Kovač',
  });
  ivan = await buildUser(d, {
    schoolId: ctx.w.schoolA,
    email: family,
    ime: 'Ivan',
    prezime: 'Kovač',
  });
  cousinB = await buildUser(d, {
    schoolId: ctx.w.schoolB,
    email: family,
    ime: 'Luka',
    prezime: 'Kovač',
  });
  token = await loginAs(ctx.t.app, marta.korisnickoIme);
});

describe('the sibling switch', () => {
  it('lists the siblings of the own school only, not yet confirmed', async () => {
    const res = await call('GET', '/api/account-links');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ confirmed: false, codePending: false });
    expect(res.json().accounts.map((a: { id: number }) => a.id)).toEqual([marta.id, ivan.id]);
  });

  it('is refused without the confirmed link', async () => {
    const res = await call('POST', '/api/account-links/switch', { userId: ivan.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'link_not_confirmed', message: m.linkNotConfirmed });
  });

  it('refuses a code for someone without siblings', async () => {
    const res = await call(
      'POST',
      '/api/account-links/code',
      undefined,
      ctx.w.tokens.theoryStudent,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.linkNoSiblings);
  });

  it('confirms the link with the code mailed to the shared e-mail; a wrong code is refused', async () => {
    expect((await call('POST', '/api/account-links/code')).statusCode).toBe(200);
    const code = await lastCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call('POST', '/api/account-links/confirm', { code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.linkCodeInvalid);
    expect((await call('POST', '/api/account-links/confirm', { code: 'abc' })).statusCode).toBe(
      400,
    );
    const ok = await call('POST', '/api/account-links/confirm', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(m.linkConfirmed);
    expect((await call('GET', '/api/account-links')).json().confirmed).toBe(true);
    // The code is used up.
    expect((await call('POST', '/api/account-links/confirm', { code })).statusCode).toBe(400);
  });

  it('switches to the sibling without a password', async () => {
    const res = await call('POST', '/api/account-links/switch', { userId: ivan.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: ivan.id, ime: 'Ivan' });
    const me = await call('GET', '/api/user', undefined, res.json().token);
    expect(me.json().user.id).toBe(ivan.id);
    // And back, from the sibling's new session.
    const back = await call(
      'POST',
      '/api/account-links/switch',
      { userId: marta.id },
      res.json().token,
    );
    expect(back.statusCode).toBe(200);
  });

  it('is refused across schools and for someone who is not a sibling (404)', async () => {
    for (const userId of [cousinB.id, ctx.w.users.student.id, marta.id, 999_999]) {
      const res = await call('POST', '/api/account-links/switch', { userId });
      expect(res.statusCode, String(userId)).toBe(404);
    }
    const cousinToken = await loginAs(ctx.t.app, cousinB.korisnickoIme);
    const fromB = await call(
      'POST',
      '/api/account-links/switch',
      { userId: marta.id },
      cousinToken,
    );
    expect(fromB.statusCode).toBe(404);
  });

  it('locks the code after five wrong tries', async () => {
    const d = db();
    const ana = await buildUser(d, { schoolId: ctx.w.schoolA, email: 'druga.obitelj@example.com' });
    await buildUser(d, { schoolId: ctx.w.schoolA, email: 'druga.obitelj@example.com' });
    const anaToken = await loginAs(ctx.t.app, ana.korisnickoIme);
    await call('POST', '/api/account-links/code', undefined, anaToken);
    const mail = await d
      .selectFrom('outbox')
      .select('text')
      .where('toAddress', '=', 'druga.obitelj@example.com')
      .executeTakeFirstOrThrow();
    const code = /Kôd za potvrdu: (\d{6})/.exec(mail.text)![1]!;
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      await call('POST', '/api/account-links/confirm', { code: wrong }, anaToken);
    }
    const res = await call('POST', '/api/account-links/confirm', { code }, anaToken);
    expect(res.statusCode).toBe(400);
  });
});
