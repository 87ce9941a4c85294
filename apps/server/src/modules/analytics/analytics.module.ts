import type { Platform } from '../../platform.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';

/** First-party analytics: Web Vitals and sessions per route, no personal data. */
export function createAnalyticsModule(platform: Platform) {
  const service = createAnalyticsService({
    analytics: createAnalyticsRepository(platform.data),
    limiter: platform.limiter,
    now: platform.now,
  });
  platform.jobs.recurring({
    name: 'analytics.prune',
    schedule: { dailyAt: '03:40' },
    run: async () => {
      await service.prune();
    },
  });
  return { name: 'analytics', service, routes: analyticsRoutes(service) };
}
