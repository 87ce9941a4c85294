import { beforeEach, describe, expect, it } from 'vitest';
import { reminderTexts as t } from '@takt/shared/notification-messages';
import { toJson } from '../../db/rows.ts';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { notificationsOf } from '../../../test/notification-helpers.ts';
import type { ReminderSource } from './reminders.ts';

/** Class and practice reminders at each person's reminder time (Europe/Zagreb), once. */

const ctx = homeWorldPerFile(new Date('2026-12-01T13:00:00.000Z'));
const { db } = ctx;
const asked: string[] = [];

/** A timetable of school A: every day one lesson of the student with the mentor. */
const source: ReminderSource = {
  async lessonsOn(schoolId, date) {
    asked.push(date);
    if (schoolId !== ctx.w.schoolA) return [];
    return [
      {
        start: '15:00',
        end: '15:45',
        title: 'Klavir',
        classroom: 'Učionica 3',
        mentorId: ctx.w.users.mentor.id,
        studentIds: [ctx.w.users.student.id],
      },
    ];
  },
  async practicedOn(schoolId) {
    return schoolId === ctx.w.schoolA ? [ctx.w.users.theoryStudent.id] : [];
  },
};

const at = (iso: string) => {
  ctx.t.clock.now = new Date(iso);
};
const run = () => ctx.t.app.services.reminders.run();
const kinds = async (userId: number) => (await notificationsOf(db(), userId)).map((n) => n.type);

async function setTime(userId: number, reminderTime: string, more: object = {}) {
  await db()
    .updateTable('users')
    .set({
      reminderPreferences: toJson({
        reminderTime,
        classReminders: true,
        practiceReminders: true,
        ...more,
      }),
    })
    .where('id', '=', userId)
    .execute();
}

beforeEach(async () => {
  ctx.t.app.services.reminders.useSource(source);
  asked.length = 0;
  await db().deleteFrom('notifications').execute();
  await db().deleteFrom('reminder_sends').execute();
  for (const u of Object.values(ctx.w.users)) await setTime(u.id, '14:00');
});

describe('reminders', () => {
  it('at 14:00 Zagreb: tomorrow’s lessons to student and mentor, practice to who has not practised', async () => {
    await run();
    const { users } = ctx.w;
    const [classReminder] = await notificationsOf(db(), users.student.id);
    expect(classReminder).toMatchObject({
      type: 'class_reminder',
      title: t.classTitle,
      body: '15:00–15:45 Klavir (Učionica 3)',
      link: '/raspored?date=2026-12-02',
    });
    expect(await kinds(users.student.id)).toEqual(['class_reminder', 'practice_reminder']);
    expect(await kinds(users.mentor.id)).toEqual(['class_reminder']);
    expect(await kinds(users.theoryStudent.id)).toEqual([]); // practised, no lessons
    expect(await kinds(users.studentB.id)).toEqual(['practice_reminder']);
    expect(asked).toContain('2026-12-02');
  });

  it('is sent once: again in the same minute, a minute later or after a retry', async () => {
    await run();
    await run();
    at('2026-12-01T13:01:30.000Z');
    await run();
    expect(await kinds(ctx.w.users.student.id)).toEqual(['class_reminder', 'practice_reminder']);
  });

  it('not outside the reminder time, and never caught up when the time is moved earlier', async () => {
    at('2026-12-01T12:59:00.000Z');
    await run();
    expect(await kinds(ctx.w.users.student.id)).toEqual([]);
    // At 14:10 the student moves the time to 09:00: nothing at once, nothing at night.
    at('2026-12-01T13:10:00.000Z');
    await setTime(ctx.w.users.student.id, '09:00');
    await run();
    at('2026-12-01T23:30:00.000Z');
    await run();
    expect(await kinds(ctx.w.users.student.id)).toEqual([]);
    at('2026-12-02T08:00:00.000Z'); // 09:00 the next morning
    await run();
    expect(await kinds(ctx.w.users.student.id)).toEqual(['class_reminder', 'practice_reminder']);
  });

  it('keeps to the local time across the change to summer time', async () => {
    const student = ctx.w.users.student.id;
    at('2027-03-27T13:00:00.000Z'); // 14:00 CET
    await run();
    expect(await kinds(student)).toEqual(['class_reminder', 'practice_reminder']);
    at('2027-03-28T13:00:00.000Z'); // 15:00 CEST: an hour late by the summer clock
    await run();
    expect(await kinds(student)).toHaveLength(2);
    at('2027-03-28T12:00:00.000Z'); // 14:00 CEST
    await run();
    expect(await kinds(student)).toHaveLength(4);
  });

  it('keeps to the local time across the change back to winter time, once in the doubled hour', async () => {
    const student = ctx.w.users.student.id;
    at('2026-10-24T12:00:00.000Z'); // 14:00 CEST, the day before the change
    await run();
    expect(await kinds(student)).toEqual(['class_reminder', 'practice_reminder']);
    at('2026-10-25T12:00:00.000Z'); // 13:00 CET: 14:00 only by the summer clock
    await run();
    expect(await kinds(student)).toHaveLength(2);
    at('2026-10-25T13:00:00.000Z'); // 14:00 CET
    await run();
    expect(await kinds(student)).toHaveLength(4);

    // 02:30 comes twice that night (CEST, then CET): the reminder is sent at the first only.
    await db().deleteFrom('notifications').execute();
    await db().deleteFrom('reminder_sends').execute();
    await setTime(student, '02:30');
    at('2026-10-25T00:30:00.000Z'); // 02:30 CEST
    await run();
    expect(await kinds(student)).toEqual(['class_reminder', 'practice_reminder']);
    at('2026-10-25T01:30:00.000Z'); // 02:30 CET, an hour later
    await run();
    expect(await kinds(student)).toHaveLength(2);
  });

  it('respects the switches per kind', async () => {
    await setTime(ctx.w.users.student.id, '14:00', { classReminders: false });
    await setTime(ctx.w.users.studentB.id, '14:00', { practiceReminders: false });
    await run();
    expect(await kinds(ctx.w.users.student.id)).toEqual(['practice_reminder']);
    expect(await kinds(ctx.w.users.studentB.id)).toEqual([]);
  });

  it('skips holidays: no class reminder for a holiday tomorrow, no practice reminder on one', async () => {
    await ctx.t.app.services.calendar.createYear(ctx.w.users.admin, {
      startDate: '2026-09-01',
      endDate: '2027-06-20',
      includePublicHolidays: true,
    });
    const student = ctx.w.users.student.id;
    at('2026-12-24T13:00:00.000Z'); // tomorrow is Christmas
    await run();
    expect(await kinds(student)).toEqual(['practice_reminder']);
    at('2026-12-25T13:00:00.000Z'); // Christmas itself
    await run();
    expect(await kinds(student)).toEqual(['practice_reminder']);
  });
});
