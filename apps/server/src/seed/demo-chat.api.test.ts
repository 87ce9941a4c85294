import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from './demo-seed.ts';

/** The demo's conversations, as the demo accounts see them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app);
});
afterAll(() => t.close());

async function chatsOf(username: string) {
  const token = await loginAs(t.app, username, 'demo1234');
  const res = await t.app.inject({ method: 'GET', url: '/api/chats', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ name: string; kind: string; unreadCount: number }[]>();
}

describe('demo chat', () => {
  it('gives ucenik a chat with their mentor and the theory group, both with unread messages', async () => {
    const chats = await chatsOf('ucenik');
    const group = chats.find((c) => c.kind === 'group');
    const direct = chats.find((c) => c.kind === 'direct');
    expect(group).toMatchObject({ name: 'Teorija glazbe – 1. razred', unreadCount: 4 });
    expect(direct?.unreadCount).toBe(2);
  });

  it('has admin and mentor talking, read by admin', async () => {
    const chats = await chatsOf('admin');
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ kind: 'direct', unreadCount: 0 });
    expect((await chatsOf('mentor')).length).toBe(3);
  });
});
