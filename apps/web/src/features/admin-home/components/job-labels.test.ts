import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    expect(jobLabel('notifications.push-retry')).toBe('Ponovno slanje push obavijesti');
    expect(jobLabel('chat.unread-check')).toBe('Obavijesti o nepročitanim porukama');
    expect(jobLabel('lesson-reminders')).toBe('lesson-reminders');
  });
});

describe('every job the server registers', () => {
  it('has a Croatian name', () => {
    const server = fileURLToPath(new URL('../../../../../server/src', import.meta.url));
    const names = new Set<string>();
    for (const file of fs.readdirSync(server, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.includes('.test.')) continue;
      const text = fs.readFileSync(path.join(server, file), 'utf8');
      for (const m of text.matchAll(/recurring\(\{\s*name: '([\w.-]+)'/g)) names.add(m[1]!);
      for (const m of text.matchAll(/_JOB = '([\w.-]+)'/g)) names.add(m[1]!);
    }
    expect(names.size).toBeGreaterThan(10);
    expect([...names].filter((name) => jobLabel(name) === name)).toEqual([]);
  });
});
