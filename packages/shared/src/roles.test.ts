import { describe, expect, it } from 'vitest';
import { hasAccess, roleLabels } from './roles.ts';

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

describe('roleLabels', () => {
  it('names admins Mentor-Admin and lists nothing for no roles', () => {
    expect(roleLabels(admin)).toEqual(['Mentor-Admin']);
    expect(roleLabels(mentor)).toEqual(['Mentor']);
    expect(roleLabels(student)).toEqual(['Student']);
    expect(roleLabels({ isStudent: false, isMentor: false, isAdmin: false })).toEqual([]);
  });
});
