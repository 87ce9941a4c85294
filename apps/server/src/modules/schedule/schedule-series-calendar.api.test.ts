import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { lesson } from '../../../test/schedule-world.ts';
import { scheduleWorldPerFile, seriesTimetable } from '../../../test/schedule-fixtures.ts';

/** Lesson series on the calendar: holidays and the daylight-saving changes. */

const { ctx, call } = scheduleWorldPerFile();

let rooms: { room3: number; hall: number };
let anaLesson: number;
beforeAll(async () => {
  ({ rooms, anaLesson } = await seriesTimetable(ctx));
});

describe('lesson series', () => {
  it('skips holidays and refuses a move onto one', async () => {
    const holiday = await call('student', 'GET', '/api/schedule?from=2026-12-21&to=2027-01-10');
    const dates = holiday.json().occurrences.map((o: { date: string }) => o.date);
    expect(dates).toContain('2026-12-22');
    expect(dates).not.toContain('2026-12-24');
    expect(
      holiday.json().days.find((d: { date: string }) => d.date === '2026-12-25'),
    ).toMatchObject({
      teaching: false,
      offDay: 'Božić',
    });
    const res = await call(
      'mentor',
      'POST',
      `/api/schedule/occurrences/${anaLesson}-20261222/move`,
      {
        date: '2026-12-25',
        start: '14:00',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.notTeachingDay);
  });

  it('keeps wall-clock times across the daylight-saving change', async () => {
    const res = await call(
      'mentor2',
      'POST',
      '/api/schedule/check',
      lesson({
        validFrom: '2027-03-30',
        validTo: '2027-03-30',
        start: '14:30',
        classroomId: rooms.room3,
        studentIds: [ctx.w.users.theoryStudent.id],
      }),
    );
    expect(res.json().clashes).toEqual([
      'Učionica 3 je zauzeta u utorak 14:00–14:45 (Ana Horvat, Klavir), 30.3.2027.',
    ]);
    const week = await call('student', 'GET', '/api/schedule?from=2027-03-22&to=2027-04-04');
    const tuesdays = week.json().occurrences.filter((o: { start: string }) => o.start === '14:00');
    expect(tuesdays.map((o: { date: string; start: string }) => `${o.date} ${o.start}`)).toEqual([
      '2027-03-23 14:00',
      '2027-03-30 14:00',
    ]);
  });

  it('finds clashes in the week the clocks go back, on both sides of the change', async () => {
    // 25 October 2026: summer time ends. A weekly Tuesday lesson on either side of it.
    const autumn = { validFrom: '2026-10-19', validTo: '2026-10-30', classroomId: rooms.hall };
    const created = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({ ...autumn, studentIds: [ctx.w.users.theoryStudent.id], start: '08:00' }),
    );
    expect(created.statusCode).toBe(201);
    const check = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        ...autumn,
        mentorId: ctx.w.users.admin.id,
        studentIds: [ctx.w.users.student.id],
        start: '08:30',
      }),
    );
    expect(check.json().clashes).toEqual([
      'Dvorana je zauzeta u utorak 08:00–08:45 (Luka Lukić, Klavir), od 20.10.2026.',
    ]);
    const beside = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        ...autumn,
        mentorId: ctx.w.users.admin.id,
        studentIds: [ctx.w.users.student.id],
        start: '08:45',
      }),
    );
    expect(beside.json()).toEqual({ ok: true, clashes: [] });
    const week = await call('theoryStudent', 'GET', '/api/schedule?from=2026-10-19&to=2026-11-01');
    expect(
      week.json().occurrences.map((o: { date: string; start: string }) => `${o.date} ${o.start}`),
    ).toEqual(['2026-10-20 08:00', '2026-10-27 08:00']);
  });
});
