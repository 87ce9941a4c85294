import { z } from 'zod';
import { supportMessages as m } from '../support-messages.ts';

export const analyticsMetrics = ['session', 'LCP', 'INP', 'CLS'] as const;
export type AnalyticsMetric = (typeof analyticsMetrics)[number];

/**
 * POST /api/analytics (also by `fetch(…, { keepalive: true })` on unload). Only with the
 * analytics consent; nothing personal: a route pattern, a metric, a value and a random id of the
 * browser session that is not tied to the account. `session` values are active seconds.
 */
export const analyticsInputSchema = z.object({
  consent: z.object({ analytics: z.boolean() }),
  sessionId: z
    .string({ error: m.analyticsInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: m.analyticsInvalid }),
  metrics: z
    .array(
      z.object({
        route: z
          .string()
          .max(200)
          .regex(/^\/[A-Za-z0-9/:_-]*$/, { error: m.analyticsInvalid }),
        metric: z.enum(analyticsMetrics, { error: m.analyticsInvalid }),
        value: z.number().finite().min(0).max(86_400_000),
      }),
    )
    .min(1, m.analyticsInvalid)
    .max(30, m.analyticsInvalid),
});
export type AnalyticsInput = z.infer<typeof analyticsInputSchema>;

export const analyticsAcceptedSchema = z.object({ success: z.literal(true), stored: z.number() });

export const analyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).optional(),
});

export const analyticsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  pages: z.array(
    z.object({
      route: z.string(),
      metric: z.enum(analyticsMetrics),
      p75: z.number(),
      samples: z.number().int(),
    }),
  ),
  activeByDay: z.array(z.object({ day: z.string(), sessions: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
