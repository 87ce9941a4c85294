import { describe, expect, it } from 'vitest';
import { isReportable, readHistory, recordIfAllowed } from './error-report-history.ts';

describe('error reports from the error page', () => {
  it('skips empty, unknown and not-found errors', () => {
    expect(isReportable({ message: 'Failed to fetch', category: 'network' })).toBe(true);
    expect(isReportable({ message: '  ', category: 'network' })).toBe(false);
    expect(isReportable({ message: 'Nepoznata greška', category: 'api' })).toBe(false);
    expect(isReportable({ message: 'x is weird', category: 'unknown' })).toBe(false);
    expect(
      isReportable({ message: 'Stranica nije pronađena', category: 'api', isStale404: true }),
    ).toBe(false);
    expect(isReportable({ message: 'Resource not found', category: 'api' })).toBe(false);
  });

  it('skips the same error within 60 s', () => {
    const first = recordIfAllowed([], 'api|x', 1_000)!;
    expect(first).toHaveLength(1);
    expect(recordIfAllowed(first, 'api|x', 59_000)).toBeNull();
    expect(recordIfAllowed(first, 'api|y', 59_000)).toHaveLength(2);
    expect(recordIfAllowed(first, 'api|x', 61_001)).toHaveLength(2);
  });

  it('sends at most 10 an hour', () => {
    let history = Array.from({ length: 10 }, (_, i) => ({ key: `k${i}`, at: i * 1000 }));
    expect(recordIfAllowed(history, 'new', 20_000)).toBeNull();
    history = recordIfAllowed(history, 'new', 3_600_500)!;
    expect(history.map((r) => r.key)).toEqual([
      'k1',
      'k2',
      'k3',
      'k4',
      'k5',
      'k6',
      'k7',
      'k8',
      'k9',
      'new',
    ]);
  });

  it('reads a broken history as empty', () => {
    expect(readHistory({ getItem: () => '{oops' })).toEqual([]);
    expect(readHistory({ getItem: () => '[{"key":"a","at":1},{"x":1}]' })).toEqual([
      { key: 'a', at: 1 },
    ]);
  });
});
