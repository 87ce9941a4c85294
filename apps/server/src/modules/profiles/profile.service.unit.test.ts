import { describe, expect, it } from 'vitest';
import { maySeeSensitive } from './profile.service.ts';

describe('maySeeSensitive (spec §6 profile popup)', () => {
  const target = { id: 7 };
  it.each([
    [{ id: 1, schoolId: 1, isStudent: true, isMentor: false, isAdmin: false }, false],
    [{ id: 7, schoolId: 1, isStudent: true, isMentor: false, isAdmin: false }, true],
    [{ id: 2, schoolId: 1, isStudent: false, isMentor: true, isAdmin: false }, true],
    [{ id: 3, schoolId: 1, isStudent: false, isMentor: false, isAdmin: true }, true],
  ])('%j → %s', (viewer, expected) => {
    expect(maySeeSensitive(viewer, target)).toBe(expected);
  });
});
