import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_STATE_MS } from '@takt/shared/constants';

export type SaveState = 'idle' | 'saving' | 'saved';

/** The save-data button of spec §4: idle, saving, saved for 2 s, idle again. */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    if (timer.current) clearTimeout(timer.current);
    setState('saving');
    try {
      const result = await work();
      setState('saved');
      timer.current = setTimeout(() => setState('idle'), SAVED_STATE_MS);
      return result;
    } catch (error) {
      setState('idle');
      throw error;
    }
  }, []);

  return { state, run };
}

export function saveLabel(state: SaveState, idle: string): string {
  if (state === 'saving') return 'Spremanje...';
  if (state === 'saved') return 'Spremljeno';
  return idle;
}
