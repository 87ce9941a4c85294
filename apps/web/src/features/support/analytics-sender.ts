import type { AnalyticsMetric } from '@takt/shared/schemas/analytics';
import { readStoredToken } from '../../lib/auth-storage.ts';
import { newSessionId } from './analytics-route.ts';

export interface Sample {
  route: string;
  metric: AnalyticsMetric;
  value: number;
}

const SESSION_KEY = 'analyticsSession';

function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = newSessionId((n) => crypto.getRandomValues(new Uint8Array(n)));
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/**
 * POST /api/analytics with `keepalive`, so it also leaves on unload (a beacon that can carry the
 * bearer token). Failures are dropped: analytics never bother the person.
 */
export function sendSamples(samples: Sample[]): void {
  const token = readStoredToken();
  if (!token || samples.length === 0) return;
  for (let i = 0; i < samples.length; i += 30) {
    const metrics = samples.slice(i, i + 30).map((s) => ({ ...s, value: Math.max(0, s.value) }));
    void fetch('/api/analytics', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ consent: { analytics: true }, sessionId: sessionId(), metrics }),
    }).catch(() => {});
  }
}
