import { describe, expect, it } from 'vitest';
import type { SchoolYear } from '@takt/shared/schemas/calendar';
import { createSchoolCalendar } from '../calendar/school-calendar.ts';
import { findClashes, summarizeClashes } from './conflicts.ts';
import { escapeText, foldLine } from './ical.ts';
import { creditExpiry, creditStatus, earnsCredit, startInstant } from './lesson-rules.ts';
import {
  expandOccurrences,
  parseOccurrenceKey,
  type LessonChange,
  type SeriesRule,
} from './occurrences.ts';

const year: SchoolYear = {
  id: 1,
  name: '2026./2027.',
  startDate: '2026-09-07',
  endDate: '2027-06-18',
  abReferenceMonday: '2026-09-07',
  days: [
    {
      id: 1,
      startDate: '2026-12-24',
      endDate: '2027-01-08',
      kind: 'school_holiday',
      name: 'Zimski odmor',
    },
  ],
};
const calendar = createSchoolCalendar([year]);

const series = (over: Partial<SeriesRule> = {}): SeriesRule => ({
  id: 1,
  mentorId: 10,
  classroomId: 3,
  groupId: null,
  type: 'individual',
  title: 'Klavir',
  weekday: 2,
  startMinute: 14 * 60,
  durationMinutes: 45,
  weeks: 'every',
  validFrom: '2026-09-07',
  validTo: '2027-06-18',
  sequence: 0,
  studentIds: [100],
  ...over,
});

const change = (over: Partial<LessonChange>): LessonChange => ({
  id: 1,
  seriesId: 1,
  originalDate: '2026-12-01',
  kind: 'change',
  mentorId: 10,
  studentId: null,
  type: 'individual',
  title: 'Klavir',
  date: '2026-12-01',
  startMinute: 14 * 60,
  durationMinutes: 45,
  classroomId: 3,
  cancelled: false,
  cancelKind: null,
  cancelReason: null,
  sequence: 1,
  ...over,
});

describe('occurrence expansion', () => {
  it('follows the weekday, A/B weeks and skips holidays', () => {
    const every = expandOccurrences([series()], [], calendar, '2026-12-14', '2027-01-17');
    expect(every.map((o) => o.date)).toEqual(['2026-12-15', '2026-12-22', '2027-01-12']);
    const a = expandOccurrences([series({ weeks: 'A' })], [], calendar, '2026-11-23', '2026-12-13');
    expect(a.map((o) => o.date)).toEqual(['2026-12-01']);
    const b = expandOccurrences([series({ weeks: 'B' })], [], calendar, '2026-11-23', '2026-12-13');
    expect(b.map((o) => o.date)).toEqual(['2026-11-24', '2026-12-08']);
  });

  it('shows a moved lesson on its new day even when the old one lies outside the range', () => {
    const moved = change({ date: '2026-12-03', startMinute: 9 * 60 });
    const list = expandOccurrences([series()], [moved], calendar, '2026-12-02', '2026-12-06');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      key: '1-20261201',
      date: '2026-12-03',
      moved: true,
      sequence: 1,
    });
    expect(expandOccurrences([series()], [moved], calendar, '2026-12-01', '2026-12-01')).toEqual(
      [],
    );
  });

  it('reads occurrence keys back', () => {
    expect(parseOccurrenceKey('12-20261201')).toEqual({ seriesId: 12, originalDate: '2026-12-01' });
    expect(parseOccurrenceKey('x7')).toEqual({ changeId: 7 });
    expect(parseOccurrenceKey('7')).toBeNull();
  });
});

describe('clashes', () => {
  const existing = expandOccurrences([series()], [], calendar, '2026-11-30', '2026-12-06');
  const plan = (over: Partial<SeriesRule>) =>
    expandOccurrences(
      [series({ id: 2, mentorId: 11, classroomId: 4, studentIds: [200], ...over })],
      [],
      calendar,
      '2026-11-30',
      '2026-12-06',
    );

  it('finds the mentor, the room and each student booked twice', () => {
    expect(findClashes(plan({ mentorId: 10 }), existing).map((c) => c.kind)).toEqual(['mentor']);
    expect(findClashes(plan({ classroomId: 3 }), existing).map((c) => c.kind)).toEqual([
      'classroom',
    ]);
    expect(findClashes(plan({ studentIds: [200, 100] }), existing).map((c) => c.kind)).toEqual([
      'student',
    ]);
  });

  it('lets lessons touch end to start, and ignores cancelled ones', () => {
    expect(findClashes(plan({ mentorId: 10, startMinute: 14 * 60 + 45 }), existing)).toEqual([]);
    const cancelled = existing.map((o) => ({ ...o, cancelled: true }));
    expect(findClashes(plan({ mentorId: 10 }), cancelled)).toEqual([]);
  });

  it('tells a weekly clash once', () => {
    const year = expandOccurrences([series()], [], calendar, '2026-09-07', '2027-06-18');
    const planned = expandOccurrences(
      [series({ id: 2, studentIds: [] })],
      [],
      calendar,
      '2026-09-07',
      '2027-06-18',
    );
    const summary = summarizeClashes(findClashes(planned, year));
    expect(summary.map((c) => [c.kind, c.count])).toEqual([
      ['mentor', year.length],
      ['classroom', year.length],
    ]);
  });
});

describe('make-up rules', () => {
  const policy = {
    mentorCancelEarns: true,
    schoolCancelEarns: false,
    excusedNoticeHours: 24,
    creditValidDays: null,
  };
  it('earns credits by the policy', () => {
    expect(earnsCredit(policy, 'mentor_cancelled', null)).toBe(true);
    expect(earnsCredit(policy, 'school_cancelled', null)).toBe(false);
    expect(earnsCredit(policy, 'excused', 30)).toBe(true);
    expect(earnsCredit(policy, 'excused', 5)).toBe(false);
    expect(earnsCredit({ ...policy, excusedNoticeHours: null }, 'excused', 300)).toBe(false);
    expect(earnsCredit(policy, 'unexcused', null)).toBe(false);
  });
  it('expires at the end of the school year unless the policy gives days', () => {
    expect(creditExpiry(policy, '2026-12-01', '2027-06-18')).toBe('2027-06-18');
    expect(creditExpiry({ ...policy, creditValidDays: 14 }, '2026-12-01', '2027-06-18')).toBe(
      '2026-12-15',
    );
    expect(creditStatus({ usedChangeId: null, expiresOn: '2026-12-15' }, '2026-12-16')).toBe(
      'expired',
    );
    expect(creditStatus({ usedChangeId: 4, expiresOn: '2026-12-15' }, '2026-12-01')).toBe('used');
  });
  it("reads a lesson's start on Zagreb's clock in summer and winter", () => {
    expect(startInstant({ date: '2027-03-30', startMinute: 840 }).toISOString()).toBe(
      '2027-03-30T12:00:00.000Z',
    );
    expect(startInstant({ date: '2026-12-01', startMinute: 840 }).toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
  });
});

describe('iCalendar text', () => {
  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'č'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((l, i) => (i ? l.slice(1) : l))
        .join(''),
    ).toBe(`DESCRIPTION:${'č'.repeat(60)}`);
  });
});
