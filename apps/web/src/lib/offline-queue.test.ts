import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayQueue, type QueuedRequest } from './offline-queue.ts';
import { memoryQueue } from './offline-queue-test-store.ts';

const write = (
  url: string,
  key: string,
  body: object | null = null,
): Omit<QueuedRequest, 'id'> => ({
  url,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
  body: body && JSON.stringify(body),
  queuedAt: '2026-11-27T10:00:00.000Z',
});

const answer = (status: number, body: object | string = '') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

afterEach(() => vi.restoreAllMocks());

describe('replayQueue', () => {
  it('sends each write once with its own key, in order, and reports the server’s answers', async () => {
    const store = memoryQueue();
    await store.add(write('/api/posts', 'key-post-1', { title: 'A' }));
    await store.add(write('/api/polls/3/vote', 'key-vote-1', { response: 'da' }));
    const send = vi.fn<typeof fetch>(async (url) =>
      url === '/api/posts' ? answer(201, { post: { id: 7 } }) : answer(200, { poll: { id: 3 } }),
    );
    const result = await replayQueue(send, store);
    expect(
      send.mock.calls.map(([url, init]) => [
        url,
        new Headers(init!.headers).get('Idempotency-Key'),
      ]),
    ).toEqual([
      ['/api/posts', 'key-post-1'],
      ['/api/polls/3/vote', 'key-vote-1'],
    ]);
    expect(send.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"title":"A"}' });
    expect(result).toMatchObject({ sent: 2, failed: [], pending: 0 });
    expect(result.outcomes).toEqual([
      { key: 'key-post-1', status: 201, body: '{"post":{"id":7}}' },
      { key: 'key-vote-1', status: 200, body: '{"poll":{"id":3}}' },
    ]);
    expect(store.rows.size).toBe(0);
  });

  it('keeps a refused write, marked with the server’s Croatian message, until it is dismissed', async () => {
    const store = memoryQueue();
    await store.add(write('/api/posts/9', 'key-gone'));
    const refusal = { message: 'Objava ne postoji.', code: 'not_found' };
    const first = await replayQueue(async () => answer(404, refusal), store);
    expect(first.sent).toBe(0);
    expect(first.failed).toEqual([
      expect.objectContaining({
        url: '/api/posts/9',
        failed: { status: 404, message: 'Objava ne postoji.' },
      }),
    ]);
    expect(first.outcomes).toEqual([
      { key: 'key-gone', status: 404, body: JSON.stringify(refusal) },
    ]);
    // The next replay lists it again without sending it again.
    const send = vi.fn<typeof fetch>();
    const second = await replayQueue(send, store);
    expect(send).not.toHaveBeenCalled();
    expect(second.failed).toHaveLength(1);
    expect(second.outcomes).toEqual([]);
  });

  it('says the status when a refusal is not the API’s JSON', async () => {
    const store = memoryQueue();
    await store.add(write('/api/posts', 'key-proxy'));
    const result = await replayQueue(async () => answer(403, '<html>Forbidden</html>'), store);
    expect(result.failed[0]!.failed).toEqual({ status: 403, message: 'Greška 403' });
  });

  it('leaves writes that could not be delivered, or that still run, for the next attempt', async () => {
    const store = memoryQueue();
    await store.add(write('/api/posts', 'key-a'));
    await store.add(write('/api/posts', 'key-b'));
    await store.add(write('/api/posts', 'key-c'));
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => answer(503, { message: 'x', code: 'service_unavailable' }),
      async () =>
        answer(409, { message: 'Zahtjev se još obrađuje.', code: 'idempotency_in_progress' }),
    ];
    let i = 0;
    const result = await replayQueue(() => answers[i++]!(), store);
    expect(result).toMatchObject({ sent: 0, failed: [], pending: 3, outcomes: [] });
    expect([...store.rows.values()].every((r) => r.failed === undefined)).toBe(true);
    const later = await replayQueue(async () => answer(201, { post: { id: 1 } }), store);
    expect(later.sent).toBe(3);
    expect(store.rows.size).toBe(0);
  });

  it('runs one replay at a time: a second call while one runs gets the same result', async () => {
    const store = memoryQueue();
    await store.add(write('/api/posts', 'key-once'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send = vi.fn<typeof fetch>(async () => {
      await gate;
      return answer(201, {});
    });
    const a = replayQueue(send, store);
    const b = replayQueue(send, store);
    release();
    expect(await a).toBe(await b);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
