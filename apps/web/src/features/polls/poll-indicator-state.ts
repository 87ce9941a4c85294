/** What the active-poll indicator remembers in localStorage. */
export interface IndicatorState {
  mode: 'open' | 'minimized' | 'hidden';
  position: { x: number; y: number } | null;
  /** The polls that were active when it was hidden; a new one shows it again. */
  hiddenPollIds: number[];
}

export const INDICATOR_STORAGE_KEY = 'pollIndicator';

const initial: IndicatorState = { mode: 'open', position: null, hiddenPollIds: [] };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readIndicatorState(store: Store | null = defaultStore()): IndicatorState {
  try {
    const raw = JSON.parse(store?.getItem(INDICATOR_STORAGE_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return initial;
    const value = raw as Partial<IndicatorState>;
    const mode = value.mode === 'minimized' || value.mode === 'hidden' ? value.mode : 'open';
    const p = value.position;
    const position = p && Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: p.x, y: p.y } : null;
    const hiddenPollIds = Array.isArray(value.hiddenPollIds)
      ? value.hiddenPollIds.filter((id): id is number => Number.isInteger(id))
      : [];
    return { mode, position, hiddenPollIds };
  } catch {
    return initial;
  }
}

export function writeIndicatorState(state: IndicatorState, store: Store | null = defaultStore()) {
  try {
    store?.setItem(INDICATOR_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the indicator simply forgets.
  }
}

/** Shown while polls are active, unless hidden and every active poll was already seen then. */
export function indicatorVisible(state: IndicatorState, activePollIds: number[]): boolean {
  if (activePollIds.length === 0) return false;
  if (state.mode !== 'hidden') return true;
  return activePollIds.some((id) => !state.hiddenPollIds.includes(id));
}
