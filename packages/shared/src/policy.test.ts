import { describe, expect, it } from 'vitest';
import {
  awaitsConfirmation,
  hasAccess,
  isMentorSide,
  maySeePolls,
  maySeeSensitive,
  roleDisplayName,
  roleLabels,
  roleNames,
  visiblePostVisibilities,
} from './policy.ts';

const student = { isStudent: true, isMentor: false, isAdmin: false };
const mentor = { isStudent: false, isMentor: true, isAdmin: false };
const admin = { isStudent: false, isMentor: true, isAdmin: true };

describe('hasAccess', () => {
  it('lets anyone see public pages and only signed-in users the rest', () => {
    expect(hasAccess('public', null)).toBe(true);
    expect(hasAccess('signedIn', null)).toBe(false);
    expect(hasAccess('signedIn', student)).toBe(true);
  });

  it('separates students, mentors and admins', () => {
    expect([
      hasAccess('student', student),
      hasAccess('student', mentor),
      hasAccess('student', admin),
    ]).toEqual([true, false, false]);
    expect([
      hasAccess('mentor', student),
      hasAccess('mentor', mentor),
      hasAccess('mentor', admin),
    ]).toEqual([false, true, true]);
    expect([
      hasAccess('admin', student),
      hasAccess('admin', mentor),
      hasAccess('admin', admin),
    ]).toEqual([false, false, true]);
  });
});

describe('roleNames', () => {
  it('shows pupils as Učenik on screens while the API keeps Student', () => {
    expect(roleNames({ isStudent: true, isMentor: false, isAdmin: false })).toBe('Učenik');
    expect(roleNames({ isStudent: true, isMentor: true, isAdmin: true })).toBe(
      'Učenik, Mentor-Admin',
    );
    expect(roleNames({ isStudent: false, isMentor: false, isAdmin: false })).toBe('');
    expect(['Student', 'Mentor'].map(roleDisplayName)).toEqual(['Učenik', 'Mentor']);
  });
});

describe('roleLabels', () => {
  it('names admins Mentor-Admin and lists nothing for no roles', () => {
    expect(roleLabels(admin)).toEqual(['Mentor-Admin']);
    expect(roleLabels(mentor)).toEqual(['Mentor']);
    expect(roleLabels(student)).toEqual(['Student']);
    expect(roleLabels({ isStudent: false, isMentor: false, isAdmin: false })).toEqual([]);
  });
});

describe('visiblePostVisibilities (spec §6)', () => {
  it.each([
    [{ isStudent: true, isMentor: false, isAdmin: false }, ['public']],
    [{ isStudent: false, isMentor: true, isAdmin: false }, ['public', 'mentor']],
    [{ isStudent: true, isMentor: true, isAdmin: false }, ['public', 'mentor']],
    [{ isStudent: false, isMentor: true, isAdmin: true }, ['public', 'mentor', 'admin']],
    [{ isStudent: false, isMentor: false, isAdmin: false }, ['public']],
  ])('%j receives %j', (reader, expected) => {
    expect(visiblePostVisibilities(reader)).toEqual(expected);
  });
});

describe('isMentorSide and maySeePolls', () => {
  it('counts admins as mentors and lets theory students see polls', () => {
    expect([isMentorSide(student), isMentorSide(mentor), isMentorSide(admin)]).toEqual([
      false,
      true,
      true,
    ]);
    expect(maySeePolls({ ...student, pohadjaTeoriju: false })).toBe(false);
    expect(maySeePolls({ ...student, pohadjaTeoriju: true })).toBe(true);
    expect(maySeePolls({ ...mentor, pohadjaTeoriju: false })).toBe(true);
  });
});

describe('maySeeSensitive', () => {
  const target = { id: 7 };
  const own = { isOwnStudent: true };
  const other = { isOwnStudent: false };
  it('shows a person their own data and admins everyone of the school', () => {
    expect(maySeeSensitive({ ...student, id: 7 }, target, other)).toBe(true);
    expect(maySeeSensitive({ ...student, id: 8 }, target, other)).toBe(false);
    expect(maySeeSensitive({ ...admin, id: 1 }, target, other)).toBe(true);
  });
  it('shows a mentor only their own students, and only once confirmed', () => {
    expect(maySeeSensitive({ ...mentor, id: 2 }, target, own)).toBe(true);
    expect(maySeeSensitive({ ...mentor, id: 2 }, target, other)).toBe(false);
    expect(maySeeSensitive({ ...mentor, id: 2, confirmed: false }, target, own)).toBe(false);
  });
});

describe('awaitsConfirmation', () => {
  it('holds for a self-registered mentor until an admin confirms them', () => {
    expect(awaitsConfirmation({ ...mentor, confirmed: false })).toBe(true);
    expect(awaitsConfirmation({ ...mentor, confirmed: true })).toBe(false);
    expect(awaitsConfirmation(mentor)).toBe(false);
  });
  it('never holds for students or admins', () => {
    expect(awaitsConfirmation({ ...student, confirmed: false })).toBe(false);
    expect(awaitsConfirmation({ ...admin, confirmed: false })).toBe(false);
  });
});
