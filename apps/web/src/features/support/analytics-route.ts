/** The route pattern sent with a metric: numeric and long hex segments as `:id`, no query. */
export function analyticsRoute(pathname: string): string {
  const path = pathname
    .split('/')
    .map((s) =>
      /^\d+$/.test(s) || /^[0-9a-f-]{16,}$/i.test(s) ? ':id' : s.replace(/[^A-Za-z0-9_-]/g, ''),
    )
    .join('/')
    .slice(0, 200);
  return path.startsWith('/') ? path : `/${path}`;
}

/** Active time: gaps between interactions shorter than 30 s count (spec §9). */
export const IDLE_GAP_MS = 30_000;
export function activeIncrement(previous: number | null, now: number): number {
  if (previous === null) return 0;
  const gap = now - previous;
  return gap > 0 && gap < IDLE_GAP_MS ? gap : 0;
}

/** A random id for one browser session, unrelated to the account. */
export function newSessionId(random: (n: number) => Uint8Array): string {
  return Array.from(random(16), (b) => b.toString(16).padStart(2, '0')).join('');
}
