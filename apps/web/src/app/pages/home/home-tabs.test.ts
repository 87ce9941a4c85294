import { describe, expect, it } from 'vitest';
import { resolveTab, shouldSwitchToPolls, tabsFor, unansweredPollCount } from './home-tabs.ts';

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

  it('counts only the active polls the person has neither answered nor created', () => {
    const polls = [
      { creatorId: 7, myResponse: null },
      { creatorId: 7, myResponse: { response: 'da' } },
      { creatorId: 3, myResponse: null },
    ];
    expect(unansweredPollCount(polls, 3)).toBe(1);
    expect(unansweredPollCount(polls, 9)).toBe(2);
    expect(unansweredPollCount([{ creatorId: 7, myResponse: { response: 'ne' } }], 9)).toBe(0);
    expect(unansweredPollCount(undefined, 9)).toBe(0);
  });

  it('switches to polls only without a tab, with an unanswered poll, for those who may see them', () => {
    expect(shouldSwitchToPolls(null, theory, 2)).toBe(true);
    expect(shouldSwitchToPolls(null, mentor, 1)).toBe(true);
    expect(shouldSwitchToPolls('posts', mentor, 1)).toBe(false);
    expect(shouldSwitchToPolls(null, mentor, 0)).toBe(false);
    expect(shouldSwitchToPolls(null, student, 3)).toBe(false);
    expect(shouldSwitchToPolls(null, { ...student, isAdmin: true }, 1)).toBe(true);
  });
});
