import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './datetime-input.ts';

const iso = (value: string) => fromDateTimeInput(value)?.toISOString() ?? null;

describe('datetime-local values in Zagreb time', () => {
  it('reads a value as Zagreb time in winter and in summer', () => {
    expect(iso('2026-11-25T18:00')).toBe('2026-11-25T17:00:00.000Z');
    expect(iso('2026-07-01T18:00')).toBe('2026-07-01T16:00:00.000Z');
  });

  it('writes an instant as Zagreb’s wall time', () => {
    expect(toDateTimeInput(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-25T18:00');
    expect(toDateTimeInput(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30');
  });

  it('takes the first of the two 02:30s when the clocks go back', () => {
    expect(iso('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25T03:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('reads a time the spring change skips as an hour later', () => {
    expect(iso('2026-03-29T01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(iso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toDateTimeInput(fromDateTimeInput('2026-03-29T02:30')!)).toBe('2026-03-29T03:30');
    expect(iso('2026-03-29T03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2026-11-25')).toBeNull();
    expect(fromDateTimeInput('2026-02-30T10:00')).toBeNull();
    expect(fromDateTimeInput('2026-11-25T25:00')).toBeNull();
    expect(fromDateTimeInput('2026-11-25T10:75')).toBeNull();
    expect(fromDateTimeInput('2026-11-25T17:00:00Z')).toBeNull();
  });
});
