import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format.ts';

describe('date format (hr-HR, Europe/Zagreb)', () => {
  it('writes dates as DD.MM.YYYY. and date with time as DD.MM.YYYY. HH:mm', () => {
    expect(formatDate('2026-11-25T17:00:00Z')).toBe('25.11.2026.');
    expect(formatDateTime('2026-11-25T17:00:00Z')).toBe('25.11.2026. 18:00');
    expect(formatDateTime(new Date('2026-01-05T06:03:00Z'))).toBe('05.01.2026. 07:03');
    expect(formatDateTime(Date.parse('2026-01-05T06:03:00Z'))).toBe('05.01.2026. 07:03');
  });

  it('shows Zagreb’s day, not UTC’s, around midnight', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01.01.2027.');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01.01.2027. 00:30');
  });

  it('follows daylight-saving time: +02:00 in summer, +01:00 in winter', () => {
    expect(formatDateTime('2026-07-01T16:00:00Z')).toBe('01.07.2026. 18:00');
    // 2026-03-29: clocks jump from 02:00 to 03:00; 00:59 UTC is 01:59, 01:00 UTC is 03:00.
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026. 01:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026. 03:00');
    // 2026-10-25: 03:00 goes back to 02:00, so 02:30 happens twice.
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25.10.2026. 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25.10.2026. 02:30');
  });

  it('shows a calendar day (a birth date) as written, with no zone shift', () => {
    expect(formatDate('2001-02-17')).toBe('17.02.2001.');
    expect(formatDate('1999-12-31')).toBe('31.12.1999.');
  });

  it('gives an empty text for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('nonsense')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });
});
