import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntervalRunner } from './interval-runner.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('interval runner', () => {
  it('runs each job at start and on every interval, never overlapping itself', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let release: () => void = () => {};
    const job = {
      name: 'slow',
      everyMs: 1000,
      run: () => {
        calls++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const runner = createIntervalRunner([job], () => {});
    runner.start();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(1); // still busy: ticks are skipped
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    release();
    await runner.stop();
  });

  it('logs a failing job and keeps it scheduled; stop waits for runs in flight', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    let calls = 0;
    const runner = createIntervalRunner(
      [
        {
          name: 'flaky',
          everyMs: 500,
          run: async () => {
            if (calls++ === 0) throw new Error('SMTP down');
          },
        },
      ],
      (msg) => logged.push(msg),
    );
    runner.start();
    await vi.advanceTimersByTimeAsync(600);
    await runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2); // failed at start, ran again at 500 ms, nothing after stop
    expect(logged).toEqual(['job flaky failed']);
  });
});
