import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const schoolId = await buildSchool(t.database.db);
  await buildUser(t.database.db, {
    schoolId,
    korisnickoIme: 'novi.ucenik',
    mustChangePassword: true,
  });
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('a temporary password replaced by the owner', () => {
  it('opens every route to the same session at once (no stale cached session state)', async () => {
    const token = await loginAs(t.app, 'novi.ucenik');
    // Used once before the change, so the session sits in the server's session cache.
    expect((await get('/api/posts', token)).json().code).toBe('password_change_required');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nova-lozinka-123' },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.platform.events.idle();

    expect((await get('/api/user', token)).json().user.mustChangePassword).toBe(false);
    expect((await get('/api/posts', token)).statusCode).toBe(200);
  });
});
