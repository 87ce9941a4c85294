import { useEffect, useState } from 'react';
import { schoolDateAt } from '@takt/shared/calendar-date';
import { useSession } from '../../../lib/session.ts';
import {
  popupsFor,
  POPUP_HISTORY_KEY,
  unseen,
  type HolidayPopup as Popup,
  type PopupKind,
} from '../holiday-popups.ts';

function readHistory(): Partial<Record<PopupKind, string>> {
  try {
    const raw = JSON.parse(localStorage.getItem(POPUP_HISTORY_KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Partial<Record<PopupKind, string>>) : {};
  } catch {
    return {};
  }
}

/** Birthday and holiday greetings, once per day per kind; a small card that never blocks. */
export function HolidayPopup() {
  const { user } = useSession();
  const day = schoolDateAt(new Date());
  const [queue, setQueue] = useState<Popup[]>(() =>
    user ? unseen(popupsFor(day, user), day, readHistory()) : [],
  );
  // Shown today: remembered, so it does not come back until tomorrow.
  useEffect(() => {
    if (queue.length === 0) return;
    const history = readHistory();
    for (const p of queue) history[p.kind] = day;
    localStorage.setItem(POPUP_HISTORY_KEY, JSON.stringify(history));
  }, [queue, day]);
  const current = queue[0];
  if (!current) return null;
  return (
    <aside className="holiday-popup" role="status" aria-labelledby="holiday-title">
      <span className="holiday-icon" aria-hidden="true">
        {current.kind === 'birthday' ? '🎂' : current.kind === 'easter' ? '🐣' : '🎄'}
      </span>
      <div>
        <p id="holiday-title" className="holiday-title">
          {current.title}
        </p>
        <p>{current.text}</p>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Zatvori čestitku"
        onClick={() => setQueue((q) => q.slice(1))}
      >
        ×
      </button>
    </aside>
  );
}
