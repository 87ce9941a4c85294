import { z } from 'zod';

/** How a recurring job is scheduled: an interval in milliseconds, or a Zagreb wall-clock time. */
export const jobScheduleSchema = z.union([
  z.object({ every: z.number().int() }),
  z.object({
    dailyAt: z.string(),
    /** ISO weekdays (1 Monday … 7 Sunday); absent means every day. */
    days: z.array(z.number().int().min(1).max(7)).optional(),
  }),
]);
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

export const jobRunStatusSchema = z.enum(['succeeded', 'retrying', 'failed', 'lost']);
export type JobRunStatus = z.infer<typeof jobRunStatusSchema>;

/**
 * One job as admins see it. Recurring jobs have a schedule and a next run; one-off jobs have
 * queue counts. Errors are short texts with addresses and long numbers masked; payloads are never
 * shown.
 */
export const jobSummarySchema = z.object({
  name: z.string(),
  kind: z.enum(['recurring', 'queued']),
  schedule: jobScheduleSchema.nullable(),
  nextRunAt: z.string().nullable(),
  running: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastStatus: jobRunStatusSchema.nullable(),
  lastError: z.string().nullable(),
  failuresLast24h: z.number().int(),
  queue: z
    .object({
      waiting: z.number().int(),
      running: z.number().int(),
      failed: z.number().int(),
    })
    .nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobsOverviewSchema = z.object({
  jobs: z.array(jobSummarySchema),
  generatedAt: z.string(),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
