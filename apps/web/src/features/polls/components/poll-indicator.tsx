import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link } from 'react-router';
import {
  indicatorVisible,
  readIndicatorState,
  writeIndicatorState,
  type IndicatorState,
} from '../poll-indicator-state.ts';

interface PollIndicatorProps {
  pollIds: number[];
}

/**
 * The draggable active-poll indicator (spec §2 overlays): a link to the polls tab that can be
 * dragged, minimised or hidden. Its state and position live in localStorage; hiding lasts until
 * a poll the user has not seen appears.
 */
export function PollIndicator({ pollIds }: PollIndicatorProps) {
  const [state, setState] = useState<IndicatorState>(() => readIndicatorState());
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

  const update = (next: IndicatorState) => {
    setState(next);
    writeIndicatorState(next);
  };

  if (!indicatorVisible(state, pollIds)) return null;

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { dx: event.clientX - rect.left, dy: event.clientY - rect.top, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.moved = true;
    const x = Math.max(0, Math.min(window.innerWidth - 60, event.clientX - drag.current.dx));
    const y = Math.max(0, Math.min(window.innerHeight - 60, event.clientY - drag.current.dy));
    setState((s) => ({ ...s, position: { x, y } }));
  };
  const onPointerUp = () => {
    if (drag.current?.moved) writeIndicatorState(state);
    drag.current = null;
  };

  const count = pollIds.length;
  const style = state.position ? { left: state.position.x, top: state.position.y } : undefined;
  return (
    <div
      className={`poll-indicator${state.mode === 'minimized' ? ' poll-indicator-min' : ''}`}
      role="region"
      aria-label="Aktivne ankete"
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
    >
      <span className="poll-indicator-grip" aria-hidden="true">
        ⠿
      </span>
      <Link to="/user?tab=polls" className="poll-indicator-link">
        {state.mode === 'minimized' ? (
          <>
            <span className="visually-hidden">Aktivne ankete: </span>
            {count}
          </>
        ) : (
          `Aktivne ankete: ${count}`
        )}
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={state.mode === 'minimized' ? 'Proširi' : 'Smanji'}
        onClick={() =>
          update({ ...state, mode: state.mode === 'minimized' ? 'open' : 'minimized' })
        }
      >
        <span aria-hidden="true">{state.mode === 'minimized' ? '+' : '–'}</span>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Sakrij"
        onClick={() => update({ ...state, mode: 'hidden', hiddenPollIds: pollIds })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
