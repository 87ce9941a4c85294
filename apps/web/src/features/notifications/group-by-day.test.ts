import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day.ts';

describe('groupByDay', () => {
  it('groups by the Zagreb day: today, yesterday, then dates', () => {
    const now = new Date('2026-12-10T09:00:00Z');
    const groups = groupByDay(
      [
        { id: 1, createdAt: '2026-12-10T08:00:00Z' },
        { id: 2, createdAt: '2026-12-09T23:30:00Z' }, // 00:30 on the 10th in Zagreb
        { id: 3, createdAt: '2026-12-09T10:00:00Z' },
        { id: 4, createdAt: '2026-12-01T10:00:00Z' },
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Danas', [1, 2]],
      ['Jučer', [3]],
      ['01.12.2026.', [4]],
    ]);
  });
});
