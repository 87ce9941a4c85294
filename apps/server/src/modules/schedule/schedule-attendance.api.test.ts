import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { lessonTimetable, scheduleWorldPerFile } from '../../../test/schedule-fixtures.ts';

/** Marking attendance: who may, for which lessons and which students. */

const { ctx, call, at } = scheduleWorldPerFile();
const rows = (table: 'lesson_attendance' | 'makeup_credits' | 'lesson_changes') =>
  ctx.db().selectFrom(table).selectAll().execute();

let ana: number;
let luka: number;
let klavir: number;

beforeAll(async () => {
  ({ ana, luka, klavir } = await lessonTimetable(ctx));
});

describe('attendance', () => {
  it('lets the mentor and admins mark a lesson that has started, nobody else', async () => {
    at('2026-11-24T13:10:00.000Z');
    const url = `/api/schedule/occurrences/${klavir}-20261124/attendance`;
    const body = { entries: [{ studentId: ana, status: 'present' }] };
    expect((await call('student', 'PUT', url, body)).statusCode).toBe(403);
    expect((await call('mentor2', 'PUT', url, body)).statusCode).toBe(404);
    expect((await call('mentorB', 'PUT', url, body)).statusCode).toBe(404);
    expect((await call('adminB', 'PUT', url, body)).statusCode).toBe(404);
    expect(await rows('lesson_attendance')).toEqual([]);
    const res = await call('mentor', 'PUT', url, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().occurrence.attendance).toEqual([{ studentId: ana, status: 'present' }]);
    expect((await call('admin', 'PUT', url, body)).statusCode).toBe(200);
  });

  it('refuses a future lesson and students not on it, writing nothing', async () => {
    at('2026-11-24T13:10:00.000Z');
    const before = await rows('lesson_attendance');
    const future = await call(
      'mentor',
      'PUT',
      `/api/schedule/occurrences/${klavir}-20261201/attendance`,
      {
        entries: [{ studentId: ana, status: 'present' }],
      },
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      code: 'invalid_attendance',
      message: m.attendanceFuture,
    });
    const stranger = await call(
      'mentor',
      'PUT',
      `/api/schedule/occurrences/${klavir}-20261124/attendance`,
      {
        entries: [{ studentId: luka, status: 'present' }],
      },
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(m.attendanceStudent);
    const badStatus = await call(
      'mentor',
      'PUT',
      `/api/schedule/occurrences/${klavir}-20261124/attendance`,
      {
        entries: [{ studentId: ana, status: 'bolestan' }],
      },
    );
    expect(badStatus.statusCode).toBe(400);
    const notALesson = await call(
      'mentor',
      'PUT',
      `/api/schedule/occurrences/${klavir}-20261125/attendance`,
      {
        entries: [{ studentId: ana, status: 'present' }],
      },
    );
    expect(notALesson.statusCode).toBe(404);
    expect(await rows('lesson_attendance')).toEqual(before);
  });
});
