import { describe, expect, it } from 'vitest';
import { visibleTo } from './post.service.ts';

describe('visibleTo (spec §6 post visibility)', () => {
  it.each([
    [{ isStudent: true, isMentor: false, isAdmin: false }, ['public']],
    [{ isStudent: false, isMentor: true, isAdmin: false }, ['public', 'mentor']],
    [{ isStudent: true, isMentor: true, isAdmin: false }, ['public', 'mentor']],
    [{ isStudent: false, isMentor: true, isAdmin: true }, ['public', 'mentor', 'admin']],
    [{ isStudent: false, isMentor: false, isAdmin: false }, ['public']],
  ])('%j receives %j', (reader, expected) => {
    expect(visibleTo(reader)).toEqual(expected);
  });
});
