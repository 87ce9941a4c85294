import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let schoolId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await buildSchool(t.database.db);
  adminId = (
    await buildUser(t.database.db, {
      schoolId,
      isStudent: false,
      isMentor: true,
      isAdmin: true,
      korisnickoIme: 'revizor',
    })
  ).id;
  admin = await loginAs(t.app, 'revizor');
});
afterAll(() => t.close());

describe('audit log', () => {
  it('is append-only in the database itself', async () => {
    await t.app.services.audit.record(
      { id: adminId, schoolId },
      'user.sensitive_read',
      { type: 'user', id: adminId },
      ['oib'],
    );
    const db = t.database.db;
    await expect(db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('audit_log').select('action').execute()).toEqual([
      { action: 'user.sensitive_read' },
    ]);
  });

  it('is browsed by admins, newest first, filtered and paged', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.services.audit.record({ id: adminId, schoolId }, 'program.update', {
        type: 'program',
        id: i + 1,
      });
    }
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=program.update&limit=2',
        headers: bearer(admin),
      })
    ).json();
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      label: 'Izmijenjen program',
      actor: { id: adminId },
      subjectType: 'program',
    });
    const rest = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?action=program.update&limit=2&cursor=${page.nextCursor}`,
        headers: bearer(admin),
      })
    ).json();
    expect(rest.entries).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=drop',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});
