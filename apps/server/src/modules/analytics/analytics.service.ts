import { addDays, schoolDateAt } from '@takt/shared/calendar-date';
import { supportMessages as m } from '@takt/shared/support-messages';
import type {
  AnalyticsInput,
  AnalyticsMetric,
  AnalyticsSummary,
} from '@takt/shared/schemas/analytics';
import { AppError } from '../../lib/app-error.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { Caller } from '../users/user.service.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { p75ByPage } from './percentile.ts';

/** Samples are kept this long, then deleted by the daily job. */
export const ANALYTICS_RETENTION_DAYS = 90;
const SUMMARY_SAMPLE_CAP = 100_000;
/** The admins' summary is read from memory for a minute: a dashboard, not a live feed. */
export const SUMMARY_CACHE_MS = 60_000;
const ingestLimit = { max: 120, windowMs: 60_000 };

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/**
 * Web Vitals and session lengths per route, only with the analytics consent. Nothing that
 * names a person is stored: the school (for whose admins the numbers are), the day, the route
 * pattern, the metric, the value and a random id the browser made for its session.
 */
export function createAnalyticsService(deps: {
  analytics: AnalyticsRepository;
  limiter: RateLimitStore;
  now: () => Date;
}) {
  const cache = new Map<string, { at: number; value: AnalyticsSummary }>();

  async function computeSummary(schoolId: number, days: number): Promise<AnalyticsSummary> {
    const to = schoolDateAt(deps.now());
    const from = addDays(to, -(days - 1));
    const [samples, activeByDay] = await Promise.all([
      deps.analytics.samples(schoolId, from, to, SUMMARY_SAMPLE_CAP),
      deps.analytics.sessionsByDay(schoolId, from, to),
    ]);
    const pages = p75ByPage(
      samples.map((s) => ({ ...s, value: Number(s.value), metric: s.metric as AnalyticsMetric })),
    );
    return { from, to, pages, activeByDay };
  }

  return {
    async ingest(caller: Caller, input: AnalyticsInput): Promise<number> {
      if (!input.consent.analytics) {
        throw new AppError('consent_required', m.analyticsConsentRequired);
      }
      await enforceLimit(deps.limiter, `analytics:${caller.id}`, ingestLimit, deps.now);
      const day = schoolDateAt(deps.now());
      await deps.analytics.insertMany(
        input.metrics.map((s) => ({
          schoolId: caller.schoolId,
          day,
          route: s.route,
          metric: s.metric,
          value: s.value,
          sessionId: input.sessionId,
        })),
      );
      return input.metrics.length;
    },

    /** The admin's view: p75 per page and metric, and active sessions per day. */
    async summary(admin: Caller, days = 30): Promise<AnalyticsSummary> {
      const key = `${admin.schoolId}:${days}`;
      const now = deps.now().getTime();
      const hit = cache.get(key);
      if (hit && now - hit.at < SUMMARY_CACHE_MS) return hit.value;
      const value = await computeSummary(admin.schoolId, days);
      if (cache.size > 500) cache.clear();
      cache.set(key, { at: now, value });
      return value;
    },

    async prune(): Promise<number> {
      return deps.analytics.deleteBefore(
        addDays(schoolDateAt(deps.now()), -ANALYTICS_RETENTION_DAYS),
      );
    },
  };
}
