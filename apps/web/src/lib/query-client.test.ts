import { describe, expect, it } from 'vitest';
import { QUERY_CACHE_MS, QUERY_STALE_MS } from '@takt/shared/constants';
import { ApiError } from './api-client.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

const apiError = (status: number) => new ApiError(status, { message: 'x', code: 'bad_request' });

describe('query retries', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, apiError(status))).toBe(false);
    }
  });

  it('retries server and network failures twice', () => {
    expect([0, 1, 2].map((n) => shouldRetry(n, apiError(503)))).toEqual([true, true, false]);
    expect([0, 1, 2].map((n) => shouldRetry(n, apiError(0)))).toEqual([true, true, false]);
    expect(shouldRetry(1, new TypeError('boom'))).toBe(true);
  });

  it('uses the stale and cache times of spec §9', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(QUERY_STALE_MS);
    expect(defaults?.gcTime).toBe(QUERY_CACHE_MS);
    expect(QUERY_STALE_MS).toBe(120_000);
  });
});
