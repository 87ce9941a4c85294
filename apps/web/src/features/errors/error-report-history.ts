/** What the error page remembers of reports it sent (spec §3 key `errorHistory`). */
export interface SentReport {
  key: string;
  at: number;
}

export const ERROR_HISTORY_KEY = 'errorHistory';
export const DUPLICATE_WINDOW_MS = 60_000;
export const HOURLY_CAP = 10;
const HOUR_MS = 3_600_000;

/** Empty, unknown and not-found errors are never reported (spec §8). */
export function isReportable(e: {
  message: string;
  category?: string;
  isStale404?: boolean;
}): boolean {
  if (e.isStale404) return false;
  if (!e.message.trim() || e.message === 'Nepoznata greška') return false;
  if (!e.category || e.category === 'unknown') return false;
  return !/not.?found|nije pronađen/i.test(e.message);
}

/**
 * Whether to send now: not the same error within 60 s, not more than 10 in the last hour. Returns
 * the history to store (an hour of it) when it sends, null when it skips.
 */
export function recordIfAllowed(
  history: SentReport[],
  key: string,
  now: number,
): SentReport[] | null {
  const lastHour = history.filter((r) => now - r.at < HOUR_MS);
  if (lastHour.some((r) => r.key === key && now - r.at < DUPLICATE_WINDOW_MS)) return null;
  if (lastHour.length >= HOURLY_CAP) return null;
  return [...lastHour, { key, at: now }];
}

export function readHistory(store: Pick<Storage, 'getItem'>): SentReport[] {
  try {
    const raw = JSON.parse(store.getItem(ERROR_HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((r): r is SentReport => typeof r?.key === 'string' && Number.isFinite(r?.at))
      : [];
  } catch {
    return [];
  }
}
