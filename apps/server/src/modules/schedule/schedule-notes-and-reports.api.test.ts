import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import {
  lessonTimetable,
  replayLessonRecords,
  scheduleWorldPerFile,
} from '../../../test/schedule-fixtures.ts';

/** Lesson notes, the practice log, the monthly attendance report and the reminders' lessons. */

const { ctx, call, at } = scheduleWorldPerFile();

let ana: number;
let luka: number;
let klavir: number;

beforeAll(async () => {
  const timetable = await lessonTimetable(ctx);
  ({ ana, luka, klavir } = timetable);
  await replayLessonRecords(ctx, timetable);
});

describe('notes, practice and reports', () => {
  it('shows the mentor’s lesson note to the student', async () => {
    const res = await call('mentor', 'PUT', `/api/schedule/occurrences/${klavir}-20261124/note`, {
      workedOn: 'Ljestvica C-dur',
      homework: 'Etida br. 3',
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await call('student', 'PUT', `/api/schedule/occurrences/${klavir}-20261124/note`, {
          workedOn: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const week = await call('student', 'GET', '/api/schedule?from=2026-11-23&to=2026-11-29');
    expect(week.json().occurrences[0].note).toEqual({
      workedOn: 'Ljestvica C-dur',
      homework: 'Etida br. 3',
    });
  });

  it('keeps a practice log that the mentor sees weekly', async () => {
    at('2026-11-25T18:00:00.000Z');
    expect(
      (await call('student', 'PUT', '/api/schedule/practice', { date: '2026-11-24', minutes: 30 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('student', 'PUT', '/api/schedule/practice', { date: '2026-11-25', minutes: 20 }))
        .statusCode,
    ).toBe(200);
    const future = await call('student', 'PUT', '/api/schedule/practice', {
      date: '2026-11-26',
      minutes: 20,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(m.practiceFuture);
    const tooMuch = await call('student', 'PUT', '/api/schedule/practice', {
      date: '2026-11-25',
      minutes: 601,
    });
    expect(tooMuch.json().message).toBe(m.minutesInvalid);
    const own = await call('student', 'GET', '/api/schedule/practice?week=2026-11-26');
    expect(own.json()).toMatchObject({ week: '2026-11-23', total: 50 });
    const summary = await call('mentor', 'GET', '/api/schedule/practice/summary?week=2026-11-23');
    expect(summary.json().students).toEqual([
      { student: { id: ana, name: 'Ana Horvat' }, total: 50 },
    ]);
    expect(
      (await call('mentor2', 'GET', `/api/schedule/practice?week=2026-11-23&studentId=${ana}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('mentorB', 'GET', `/api/schedule/practice?week=2026-11-23&studentId=${ana}`))
        .statusCode,
    ).toBe(404);
    expect(await ctx.t.app.services.schedule.practicedOn(ctx.w.schoolA, '2026-11-24')).toEqual([
      ana,
    ]);
  });

  it('reports attendance per student and mentor for a month', async () => {
    const res = await call('mentor', 'GET', '/api/schedule/attendance?month=2026-11');
    expect(res.json().rows).toEqual([
      {
        student: { id: ana, name: 'Ana Horvat' },
        mentor: { id: ctx.w.users.mentor.id, name: 'Marko Marković' },
        counts: { present: 1, excused: 0, unexcused: 0, mentor_cancelled: 0, school_cancelled: 0 },
        total: 1,
      },
      expect.objectContaining({ student: { id: luka, name: 'Luka Lukić' }, total: 1 }),
    ]);
    expect(
      (await call('mentor2', 'GET', '/api/schedule/attendance?month=2026-11')).json().rows,
    ).toEqual([]);
    expect(
      (await call('student', 'GET', '/api/schedule/attendance?month=2026-13')).statusCode,
    ).toBe(400);
  });

  it('tells reminders the lessons of a day', async () => {
    const lessons = await ctx.t.app.services.schedule.lessonsOn(ctx.w.schoolA, '2026-11-26');
    expect(lessons).toEqual([
      {
        start: '16:00',
        end: '16:45',
        title: 'Komorna glazba',
        classroom: 'Dvorana',
        mentorId: ctx.w.users.mentor.id,
        studentIds: [ana, luka],
      },
    ]);
    expect(await ctx.t.app.services.schedule.lessonsOn(ctx.w.schoolA, '2026-12-01')).toEqual([]);
  });
});
