import { describe, expect, it } from 'vitest';
import { resolveTab, shouldSwitchToPolls, tabsFor } from './home-tabs.ts';

const student = { isStudent: true, isMentor: false, isAdmin: false, pohadjaTeoriju: false };
const theory = { ...student, pohadjaTeoriju: true };
const mentor = { isStudent: false, isMentor: true, isAdmin: false, pohadjaTeoriju: false };

describe('home tabs', () => {
  it('gives "Moje objave" to mentors only', () => {
    expect(tabsFor(mentor)).toEqual(['search', 'posts', 'my-posts', 'polls']);
    expect(tabsFor(student)).toEqual(['search', 'posts', 'polls']);
  });

  it('falls back to posts for a missing, unknown or unavailable tab', () => {
    expect(resolveTab(null, student)).toBe('posts');
    expect(resolveTab('nope', mentor)).toBe('posts');
    expect(resolveTab('my-posts', student)).toBe('posts');
    expect(resolveTab('my-posts', mentor)).toBe('my-posts');
    expect(resolveTab('polls', student)).toBe('polls');
  });

  it('switches to polls only without a tab, with active polls, for those who may see them', () => {
    expect(shouldSwitchToPolls(null, theory, 2)).toBe(true);
    expect(shouldSwitchToPolls(null, mentor, 1)).toBe(true);
    expect(shouldSwitchToPolls('posts', mentor, 1)).toBe(false);
    expect(shouldSwitchToPolls(null, mentor, 0)).toBe(false);
    expect(shouldSwitchToPolls(null, student, 3)).toBe(false);
    expect(shouldSwitchToPolls(null, { ...student, isAdmin: true }, 1)).toBe(true);
  });
});
