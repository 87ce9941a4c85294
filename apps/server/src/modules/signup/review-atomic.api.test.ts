import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts, signupPayload } from '../../../test/accounts.ts';
import { buildProgram, buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A change and the mail it causes commit together: when the mail cannot be queued, nothing is. */

let t: TestApp;
let requestId: number;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: { BOT_PROTECTION: 'off' } });
  const db = t.database.db;
  const schoolId = await buildSchool(db, 'Škola atomičnosti');
  const programId = await buildProgram(db, schoolId, { naziv: 'Orgulje' });
  await buildUser(db, {
    schoolId,
    korisnickoIme: 'admin.atom',
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  adminToken = await loginAs(t.app, 'admin.atom');
  const payload = signupPayload({ schoolId, programId, pohadanjeNastave: 'individualno1' });
  const res = await t.app.inject({ method: 'POST', url: '/api/signup/pending', payload });
  expect(res.statusCode).toBe(201);
  requestId = (
    await db
      .selectFrom('pending_signups')
      .select('id')
      .where('email', '=', payload.email)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const approve = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/pending-users/${requestId}/approve`,
    headers: bearer(adminToken),
  });

describe('approval and its credentials mail', () => {
  it('leaves no account and a pending request when the mail cannot be queued', async () => {
    const db = t.database.db;
    const before = await rowCounts(db);
    // The outbox disappears for a moment: queuing the credentials fails inside the transaction.
    await db.schema.alterTable('outbox').renameTo('outbox_away').execute();
    try {
      const res = await approve();
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/outbox|sql|table/i);
    } finally {
      await db.schema.alterTable('outbox_away').renameTo('outbox').execute();
    }
    expect(await rowCounts(db)).toEqual(before);
    const request = await db
      .selectFrom('pending_signups')
      .select(['status', 'userId'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'pending', userId: null });

    // With the outbox back, the same request is approved, account and mail together.
    expect((await approve()).statusCode).toBe(200);
    const after = await rowCounts(db);
    expect(after.users).toBe(before.users! + 1);
    expect(after.outbox).toBe(before.outbox! + 1);
  });
});
