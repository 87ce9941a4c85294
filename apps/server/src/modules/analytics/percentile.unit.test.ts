import { describe, expect, it } from 'vitest';
import { p75ByPage, percentile } from './percentile.ts';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile([], 75)).toBe(0);
    expect(percentile([7], 75)).toBe(7);
    expect(percentile([4, 1, 3, 2], 75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 75)).toBe(8);
  });

  it('groups by route and metric, busiest first', () => {
    const rows = p75ByPage([
      { route: '/a', metric: 'LCP', value: 100 },
      { route: '/b', metric: 'LCP', value: 5 },
      { route: '/b', metric: 'LCP', value: 15 },
      { route: '/b', metric: 'INP', value: 40 },
    ]);
    expect(rows).toEqual([
      { route: '/b', metric: 'LCP', p75: 15, samples: 2 },
      { route: '/a', metric: 'LCP', p75: 100, samples: 1 },
      { route: '/b', metric: 'INP', p75: 40, samples: 1 },
    ]);
  });
});
