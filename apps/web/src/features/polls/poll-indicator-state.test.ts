import { describe, expect, it } from 'vitest';
import {
  indicatorVisible,
  INDICATOR_STORAGE_KEY,
  readIndicatorState,
  writeIndicatorState,
} from './poll-indicator-state.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('poll indicator state', () => {
  it('round-trips through storage and survives junk', () => {
    const store = memoryStore();
    expect(readIndicatorState(store).mode).toBe('open');
    writeIndicatorState(
      { mode: 'minimized', position: { x: 10, y: 20 }, hiddenPollIds: [] },
      store,
    );
    expect(readIndicatorState(store)).toEqual({
      mode: 'minimized',
      position: { x: 10, y: 20 },
      hiddenPollIds: [],
    });
    store.setItem(INDICATOR_STORAGE_KEY, '{not json');
    expect(readIndicatorState(store).mode).toBe('open');
  });

  it('shows while polls are active unless hidden with no new poll since', () => {
    const hidden = { mode: 'hidden' as const, position: null, hiddenPollIds: [1, 2] };
    expect(indicatorVisible({ ...hidden, mode: 'open' }, [1])).toBe(true);
    expect(indicatorVisible({ ...hidden, mode: 'open' }, [])).toBe(false);
    expect(indicatorVisible(hidden, [1, 2])).toBe(false);
    expect(indicatorVisible(hidden, [2, 3])).toBe(true);
  });
});
