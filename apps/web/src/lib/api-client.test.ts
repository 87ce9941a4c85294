import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorBodyFrom,
  isOfflineAnswer,
  isSessionEnded,
  OFFLINE_QUEUED_EVENT,
  settleReplayed,
} from './api-client.ts';
import { setQueueStore } from './offline-queue.ts';
import { memoryQueue } from './offline-queue-test-store.ts';
import { toBase64Url } from './test-base64url.ts';

describe('errorBodyFrom', () => {
  it('keeps a known code and the Croatian message of an API error', () => {
    const text = JSON.stringify({ message: 'Zahtjev već čeka.', code: 'transfer_pending' });
    expect(errorBodyFrom(409, text)).toEqual({
      message: 'Zahtjev već čeka.',
      code: 'transfer_pending',
    });
  });

  it("names a code by the status when the body is a proxy's page or an unknown code", () => {
    expect(errorBodyFrom(502, '<html>Bad gateway</html>').code).toBe('internal_error');
    expect(errorBodyFrom(401, '').code).toBe('unauthorized');
    expect(errorBodyFrom(409, JSON.stringify({ message: 'x', code: 'made_up' })).code).toBe(
      'conflict',
    );
    expect(errorBodyFrom(400, 'null').code).toBe('bad_request');
  });
});

describe('isSessionEnded', () => {
  it('holds for a missing or expired session only', () => {
    const error = (status: number, code: ApiError['code']) =>
      new ApiError(status, { message: 'x', code });
    expect(isSessionEnded(error(401, 'session_expired'))).toBe(true);
    expect(isSessionEnded(error(401, 'unauthorized'))).toBe(true);
    expect(isSessionEnded(error(401, 'invalid_credentials'))).toBe(false);
    expect(isSessionEnded(error(403, 'forbidden'))).toBe(false);
    expect(isSessionEnded(new Error('unauthorized'))).toBe(false);
  });
});

describe('a write made offline', () => {
  const token = `h.${toBase64Url(JSON.stringify({ sub: '7', exp: 4_102_444_800 }))}.s`;
  let store: ReturnType<typeof memoryQueue>;
  let queuedEvents: number;

  beforeEach(() => {
    store = memoryQueue();
    setQueueStore(store);
    const storage = new Map([['token', token]]);
    const win = Object.assign(new EventTarget(), {
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
    });
    queuedEvents = 0;
    win.addEventListener(OFFLINE_QUEUED_EVENT, () => queuedEvents++);
    vi.stubGlobal('window', win);
    vi.stubGlobal('navigator', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
  });

  afterEach(() => {
    setQueueStore(null);
    vi.unstubAllGlobals();
  });

  /** The queued write of this test (once the call has stored it). */
  async function queued() {
    await vi.waitFor(() => expect(store.rows.size).toBe(1));
    return [...store.rows.values()][0]!;
  }

  it('is queued with its key, and its call settles with the answer of the replay, not before', async () => {
    let settled = false;
    const call = apiRequest<{ post: { id: number } }>('/api/posts', {
      method: 'POST',
      body: { title: 'Bez veze' },
    }).then((answer) => {
      settled = true;
      return answer;
    });
    const request = await queued();
    const key = request.headers['Idempotency-Key']!;
    expect(key).toMatch(/^[\w-]{8,100}$/);
    expect(request).toMatchObject({
      url: '/api/posts',
      method: 'POST',
      body: '{"title":"Bez veze"}',
    });
    expect(request.headers.Authorization).toBe(`Bearer ${token}`);
    expect(queuedEvents).toBe(1);
    // Another write's answer does not settle this one.
    settleReplayed([{ key: 'someone-else', status: 201, body: '{}' }]);
    await Promise.resolve();
    expect(settled).toBe(false);
    settleReplayed([{ key, status: 201, body: '{"post":{"id":42}}' }]);
    expect(await call).toEqual({ post: { id: 42 } });
  });

  it('throws the refusal of its replay as the ApiError it would have been', async () => {
    const call = apiRequest('/api/polls/3/vote', { method: 'POST', body: { response: 'da' } });
    const key = (await queued()).headers['Idempotency-Key']!;
    settleReplayed([
      {
        key,
        status: 409,
        body: JSON.stringify({ message: 'Anketa je istekla.', code: 'poll_expired' }),
      },
    ]);
    await expect(call).rejects.toMatchObject({
      status: 409,
      code: 'poll_expired',
      message: 'Anketa je istekla.',
    });
  });

  it("answers { offline: true } at once when the caller asks for it ('answer')", async () => {
    const answer = await apiRequest('/api/notifications/5/read', {
      method: 'PUT',
      offline: 'answer',
    });
    expect(isOfflineAnswer(answer)).toBe(true);
    expect(store.rows.size).toBe(1);
  });

  it("is not queued when the caller says so ('fail'), nor typing or a read marker", async () => {
    for (const [path, offline] of [
      ['/api/users/fcm-token', 'fail'],
      ['/api/chats/4/typing', undefined],
      ['/api/chats/4/read', undefined],
    ] as const) {
      await expect(
        apiRequest(path, { method: 'POST', ...(offline && { offline }) }),
      ).rejects.toMatchObject({ status: 0, code: 'network_error' });
    }
    expect(store.rows.size).toBe(0);
    expect(queuedEvents).toBe(0);
  });
});
