import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { loginAs } from '../../../test/http.ts';
import { privacyWorldPerFile } from '../../../test/privacy-world.ts';

/** PUT and GET /api/users/:id/consents: who records a consent, and its history. */

const ctx = privacyWorldPerFile();
const { call } = ctx;

describe('consents', () => {
  it('records consents by a parent for a child under 16, withdrawals and history; mentors read them', async () => {
    const { t } = ctx;
    const { schoolId, mentorId, admin, otherAdmin } = ctx.w;
    const child = await buildUser(t.database.db, {
      schoolId,
      korisnickoIme: 'dijete',
      datumRodjenja: '2015-01-01',
      mentorIds: [mentorId],
    });
    const token = await loginAs(t.app, 'dijete');
    const url = `/api/users/${child.id}/consents`;
    const noParent = await call('PUT', url, token, { purpose: 'press', granted: true });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().message).toContain('roditelj');
    const given = await call('PUT', url, token, {
      purpose: 'press',
      granted: true,
      parentName: 'Ana Roditelj',
    });
    expect(given.statusCode).toBe(200);
    const press = given.json().consents.find((c: { purpose: string }) => c.purpose === 'press');
    expect(press).toMatchObject({
      granted: true,
      version: '2026-09',
      givenByParent: 'Ana Roditelj',
    });
    expect(press.recordedBy.id).toBe(child.id);
    const withdrawn = await call('PUT', url, admin, { purpose: 'press', granted: false });
    const after = withdrawn.json().consents.find((c: { purpose: string }) => c.purpose === 'press');
    expect(after.granted).toBe(false);
    expect(after.withdrawnAt).not.toBeNull();
    const rows = await t.database.db
      .selectFrom('consents')
      .selectAll()
      .where('userId', '=', child.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.withdrawnById).not.toBeNull();

    const mentor = await loginAs(t.app, 'mira');
    expect((await call('GET', url, mentor)).statusCode).toBe(200);
    expect(
      (await call('PUT', url, mentor, { purpose: 'press', granted: true, parentName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', url, otherAdmin)).statusCode).toBe(404);
    expect((await call('PUT', url, token, { purpose: 'tattoo', granted: true })).statusCode).toBe(
      400,
    );
    const actions = (await call('GET', `/api/admin/audit?subjectId=${child.id}`, admin))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['consent.withdraw', 'consent.give']);
  });
});
