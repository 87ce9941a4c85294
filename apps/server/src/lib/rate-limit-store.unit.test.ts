import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './rate-limit-store.ts';

function contract(
  name: string,
  make: () => { store: RateLimitStore; advance: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    const { store, advance } = make();
    afterAll(() => store.close());
    const key = `k-${Math.random().toString(36).slice(2)}`;

    it('counts hits inside a window and reports when it resets', async () => {
      expect(await store.peek(key)).toBeNull();
      const first = await store.increment(key, 200);
      const second = await store.increment(key, 200);
      expect([first.count, second.count]).toEqual([1, 2]);
      expect(second.resetAt).toBeGreaterThan(Date.now() - 1000);
      expect((await store.peek(key))?.count).toBe(2);
    });

    it('gives a hit back, never below zero and never to an ended window', async () => {
      const other = `${key}-d`;
      await store.increment(other, 200);
      await store.increment(other, 200);
      await store.decrement(other);
      expect((await store.peek(other))?.count).toBe(1);
      await store.decrement(other);
      await store.decrement(other);
      expect((await store.peek(other))?.count).toBe(0);
      await store.decrement(`${key}-never-counted`);
      expect(await store.peek(`${key}-never-counted`)).toBeNull();
    });

    it('starts over after the window and after a reset', async () => {
      await advance(300);
      expect(await store.peek(key)).toBeNull();
      expect((await store.increment(key, 10_000)).count).toBe(1);
      await store.reset(key);
      expect(await store.peek(key)).toBeNull();
    });
  });
}

let memoryNow = Date.now();
contract('memory store', () => ({
  store: createMemoryStore(() => memoryNow),
  advance: async (ms) => {
    memoryNow += ms;
  },
}));

// The shared store for several instances, against the real Redis server when one is configured.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  contract('redis store', () => ({
    store: createRedisStore(new Redis(redisUrl), `takt-test:${process.pid}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));
} else {
  describe.skip('redis store (set TEST_REDIS_URL)', () => {
    it('runs against a real Redis', () => {});
  });
}
