import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers.ts';

/** Signs in through the API (fast set-up for journeys); returns the bearer header. */
export async function apiAuth(request: APIRequestContext, username: string) {
  const res = await request.post('/api/login', {
    data: { emailOrUsername: username, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

export async function apiCreatePost(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { title: string; content: string },
): Promise<number> {
  const res = await request.post('/api/posts', { headers, data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { post: { id: number } }).post.id;
}

export async function apiDelete(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
) {
  const res = await request.delete(path, { headers });
  expect([200, 404]).toContain(res.status());
}

/** Ids of the active polls (to remove what a journey left behind). */
export async function apiActivePollIds(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number[]> {
  const res = await request.get('/api/polls/active', { headers });
  const { polls } = (await res.json()) as { polls: { id: number }[] };
  return polls.map((p) => p.id);
}
