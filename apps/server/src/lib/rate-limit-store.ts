import type { Redis } from 'ioredis';

export interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters keyed by string. Memory for one instance; Redis when several instances
 * must share the count (REDIS_URL).
 */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<Counter>;
  /** Gives one hit back (an attempt that turned out fine); nothing when the window has ended. */
  decrement(key: string): Promise<void>;
  peek(key: string): Promise<Counter | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const counters = new Map<string, Counter>();
  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };
  const sweep = setInterval(() => {
    for (const key of counters.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowMs) {
      const counter = live(key) ?? { count: 0, resetAt: now() + windowMs };
      counter.count += 1;
      counters.set(key, counter);
      return { ...counter };
    },
    async decrement(key) {
      const counter = live(key);
      if (counter && counter.count > 0) counter.count -= 1;
    },
    async peek(key) {
      const counter = live(key);
      return counter ? { ...counter } : null;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

// DECR only a live counter: on an expired key it would create one that never expires.
const DECREMENT_LIVE = `if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then return redis.call('DECR', KEYS[1]) end return 0`;

export function createRedisStore(redis: Redis, prefix = 'takt:rl:'): RateLimitStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      let remaining = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        remaining = windowMs;
      }
      return { count, resetAt: Date.now() + remaining };
    },
    async decrement(key) {
      await redis.eval(DECREMENT_LIVE, 1, prefix + key);
    },
    async peek(key) {
      const k = prefix + key;
      const [[, value], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      if (value === null) return null;
      return { count: Number(value), resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
