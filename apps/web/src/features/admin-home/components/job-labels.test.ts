import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@takt/shared/schemas/jobs';
import { jobLabel, jobsWithFailures } from './job-labels.ts';

const job = (name: string, over: Partial<JobSummary> = {}): JobSummary => ({
  name,
  kind: 'recurring',
  schedule: { every: 15_000 },
  nextRunAt: null,
  running: false,
  lastRunAt: null,
  lastStatus: 'succeeded',
  lastError: null,
  failuresLast24h: 0,
  queue: null,
  ...over,
});

describe('jobs with failures', () => {
  it('lists jobs that failed recently or last time, most failures first', () => {
    const list = jobsWithFailures([
      job('ok'),
      job('a-few', { failuresLast24h: 2, lastStatus: 'succeeded' }),
      job('given-up', { lastStatus: 'failed' }),
      job('many', { failuresLast24h: 40, lastStatus: 'retrying' }),
    ]);
    expect(list.map((j) => j.name)).toEqual(['many', 'a-few', 'given-up']);
  });

  it('names known jobs in Croatian and keeps unknown names', () => {
    expect(jobLabel('mail-outbox')).toBe('Slanje e-pošte');
    expect(jobLabel('lesson-reminders')).toBe('lesson-reminders');
  });
});
