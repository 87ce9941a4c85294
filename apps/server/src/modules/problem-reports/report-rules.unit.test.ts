import { describe, expect, it } from 'vitest';
import {
  errorFingerprint,
  isDuplicate,
  normalizeErrorMessage,
  reporterRoleLabel,
  routePattern,
} from './report-rules.ts';

describe('error grouping', () => {
  it('folds numbers, ids, quoted values and URLs out of messages', () => {
    expect(
      normalizeErrorMessage('Request  failed with status 500 for "Ana" at https://x.hr/a?b=1'),
    ).toBe('request failed with status # for <str> at <url>');
    expect(normalizeErrorMessage('Chunk 3fa85f64c2 failed')).toBe('chunk <id> failed');
  });

  it('reads the page pattern, without query or numeric ids', () => {
    expect(routePattern('/chat/12?x=1#y')).toBe('/chat/:id');
    expect(routePattern('https://takt.hr/racuni/5')).toBe('/racuni/:id');
    expect(routePattern('')).toBe('/');
  });

  it('gives one fingerprint to one bug and another to another kind or page', () => {
    const a = errorFingerprint('api', 'Status 500 (id 1)', '/chat/1');
    expect(errorFingerprint('api', 'Status 500 (id 2)', '/chat/9')).toBe(a);
    expect(errorFingerprint('network', 'Status 500 (id 1)', '/chat/1')).not.toBe(a);
    expect(errorFingerprint('api', 'Status 500 (id 1)', '/racuni')).not.toBe(a);
    expect(a).toMatch(/^e:[0-9a-f]{40}$/);
  });

  it('treats a repeat within 60 s as a duplicate', () => {
    const now = new Date('2026-11-25T10:01:00Z');
    expect(isDuplicate('2026-11-25T10:00:01Z', now)).toBe(true);
    expect(isDuplicate('2026-11-25T10:00:00Z', now)).toBe(false);
  });

  it('labels roles the way the inbox shows them', () => {
    const none = { isStudent: false, isMentor: false, isAdmin: false };
    expect(reporterRoleLabel({ ...none, isStudent: true })).toBe('Učenik');
    expect(reporterRoleLabel({ ...none, isMentor: true })).toBe('Mentor');
    expect(reporterRoleLabel({ ...none, isMentor: true, isAdmin: true })).toBe('Mentor-Admin');
  });
});
