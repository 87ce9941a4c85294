import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@takt/shared/notification-kinds';
import { mergedChoices, preferenceList, recipientsByChannel } from './preferences.ts';
import { dueNow, lessonLine } from './reminders.ts';
import { endpointAllowed } from './push.service.ts';

describe('preferences', () => {
  it('default to in-app and push, not e-mail', () => {
    expect(recipientsByChannel([], [1, 2], 'post')).toEqual({
      inApp: [1, 2],
      push: [1, 2],
      email: [],
    });
  });

  it('apply a person’s choice to that kind only', () => {
    const choices = [
      { userId: 1, kind: 'post', channel: 'push', enabled: false },
      { userId: 1, kind: 'post', channel: 'email', enabled: true },
      { userId: 2, kind: 'poll', channel: 'inApp', enabled: false },
    ];
    expect(recipientsByChannel(choices, [1, 2], 'post')).toEqual({
      inApp: [1, 2],
      push: [2],
      email: [1],
    });
    expect(recipientsByChannel(choices, [1, 2], 'poll')).toEqual({
      inApp: [1],
      push: [1, 2],
      email: [],
    });
  });

  it('store only what differs from the defaults', () => {
    const current = preferenceList([], 7);
    expect(current).toHaveLength(notificationKinds.length);
    expect(
      mergedChoices(current, [{ kind: 'poll', inApp: true, push: false, email: true }]),
    ).toEqual([
      { kind: 'poll', channel: 'push', enabled: false },
      { kind: 'poll', channel: 'email', enabled: true },
    ]);
    expect(
      mergedChoices(current, [{ kind: 'poll', inApp: true, push: true, email: false }]),
    ).toEqual([]);
  });
});

describe('reminder time', () => {
  const prefs = (reminderTime: string) => ({
    reminderTime,
    classReminders: true,
    practiceReminders: true,
  });
  it('is due from its minute for a few minutes, never before and never caught up later', () => {
    expect(dueNow(prefs('14:00'), 14 * 60)).toBe(true);
    expect(dueNow(prefs('14:00'), 14 * 60 + 4)).toBe(true);
    expect(dueNow(prefs('14:00'), 14 * 60 + 5)).toBe(false);
    expect(dueNow(prefs('14:00'), 13 * 60 + 59)).toBe(false);
    expect(dueNow(prefs('bad'), 14 * 60)).toBe(false);
  });
  it('names the lessons', () => {
    expect(lessonLine({ start: '15:00', end: '15:45', title: 'Klavir', classroom: null })).toBe(
      '15:00–15:45 Klavir',
    );
  });
});

describe('push endpoints', () => {
  it('are https; plain http only on loopback outside production', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9000/push', false)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9000/push', true)).toBe(false);
    expect(endpointAllowed('http://10.0.0.5/push', false)).toBe(false);
    expect(endpointAllowed('https://u:p@push.example.com/', true)).toBe(false);
    expect(endpointAllowed('not a url', false)).toBe(false);
  });
});
