import { describe, expect, it } from 'vitest';
import { groupLessons } from './components/day-board.tsx';
import type { LessonView } from './api/schedule-week.ts';
import { dayHeading, startsAt, weekLabel, weekOf } from './week.ts';

describe('week helpers', () => {
  it('finds the week of the asked day, or of today when the day is not a date', () => {
    expect(weekOf('2026-12-03', '2026-11-25')).toEqual({
      day: '2026-12-03',
      monday: '2026-11-30',
      sunday: '2026-12-06',
    });
    expect(weekOf('sutra', '2026-11-25').monday).toBe('2026-11-23');
  });
  it('labels days and weeks in Croatian', () => {
    expect(dayHeading('2026-12-01', 2)).toBe('Utorak, 1.12.');
    expect(weekLabel('2026-11-30', '2026-12-06')).toBe('30.11. – 6.12.2026.');
  });
  it("reads a lesson's start on Zagreb's clock in winter and summer", () => {
    expect(new Date(startsAt({ date: '2026-12-01', start: '14:00' })).toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
    expect(new Date(startsAt({ date: '2027-03-30', start: '14:00' })).toISOString()).toBe(
      '2027-03-30T12:00:00.000Z',
    );
  });
});

describe("an admin's day by classroom or mentor", () => {
  const lesson = (id: string, mentor: string, room: string | null) =>
    ({
      id,
      mentor: { id: mentor === 'Marko' ? 1 : 2, name: mentor },
      classroom: room ? { id: room.length, name: room } : null,
    }) as LessonView;
  const day = [
    lesson('1', 'Marko', 'Učionica 3'),
    lesson('2', 'Ivana', null),
    lesson('3', 'Ivana', 'Dvorana'),
    lesson('4', 'Marko', 'Učionica 3'),
  ];
  it('groups the lessons by classroom, with those without one together', () => {
    expect(groupLessons(day, 'classroom').map((g) => [g.name, g.lessons.map((l) => l.id)])).toEqual(
      [
        ['Bez učionice', ['2']],
        ['Dvorana', ['3']],
        ['Učionica 3', ['1', '4']],
      ],
    );
  });
  it('groups the lessons by mentor in name order', () => {
    expect(groupLessons(day, 'mentor').map((g) => [g.name, g.lessons.map((l) => l.id)])).toEqual([
      ['Ivana', ['2', '3']],
      ['Marko', ['1', '4']],
    ]);
  });
});
