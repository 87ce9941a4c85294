import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { lesson } from '../../../test/schedule-world.ts';
import {
  moveAnasDecemberLessons,
  scheduleWorldPerFile,
  seriesTimetable,
} from '../../../test/schedule-fixtures.ts';

/** Who may create, edit, end and read lesson series, and the answers to bad input. */

const { ctx, call, seriesCount } = scheduleWorldPerFile();

let anaLesson: number;
beforeAll(async () => {
  const timetable = await seriesTimetable(ctx);
  anaLesson = timetable.anaLesson;
  await moveAnasDecemberLessons(ctx, anaLesson, timetable.rooms);
});

describe('who may do what', () => {
  it('refuses students, other mentors and other schools', async () => {
    const before = await seriesCount();
    expect(
      (
        await call(
          'student',
          'POST',
          '/api/schedule/series',
          lesson({ studentIds: [ctx.w.users.student.id] }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'mentor',
          'POST',
          '/api/schedule/series',
          lesson({
            mentorId: ctx.w.users.mentor2.id,
            studentIds: [ctx.w.users.student.id],
            weekday: 6,
          }),
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('mentor2', 'DELETE', `/api/schedule/series/${anaLesson}`)).statusCode).toBe(
      404,
    );
    expect((await call('student', 'DELETE', `/api/schedule/series/${anaLesson}`)).statusCode).toBe(
      403,
    );
    expect((await call('adminB', 'DELETE', `/api/schedule/series/${anaLesson}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'mentorB',
          'PUT',
          `/api/schedule/series/${anaLesson}`,
          lesson({ studentIds: [ctx.w.users.studentB.id] }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'mentorB',
          'GET',
          `/api/schedule?from=2026-11-30&to=2026-12-06&studentId=${ctx.w.users.student.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('adminB', 'POST', `/api/schedule/occurrences/${anaLesson}-20261208/cancel`, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'mentorB',
          'POST',
          '/api/schedule/series',
          lesson({ studentIds: [ctx.w.users.student.id] }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'mentor2',
          'GET',
          `/api/schedule?from=2026-11-30&to=2026-12-06&studentId=${ctx.w.users.student.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'student',
          'GET',
          `/api/schedule?from=2026-11-30&to=2026-12-06&mentorId=${ctx.w.users.mentor.id}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(await seriesCount()).toBe(before);
    const own = await call(
      'mentor',
      'GET',
      `/api/schedule?from=2026-11-30&to=2026-12-06&studentId=${ctx.w.users.student.id}`,
    );
    expect(own.json().occurrences.map((o: { title: string }) => o.title)).toEqual([
      'Klavir',
      'Solfeggio',
      'Klavir',
    ]);
    // The combined view: the mentor's lessons and their students' others (Ana's theory class).
    const week = '/api/schedule?from=2026-11-30&to=2026-12-06';
    const lessonsOf = async (role: 'mentor', url: string) =>
      (await call(role, 'GET', url))
        .json()
        .occurrences.map(
          (o: { title: string; mentor: { name: string } }) => `${o.title} (${o.mentor.name})`,
        );
    const mine = await lessonsOf('mentor', week);
    const combined = await lessonsOf('mentor', `${week}&view=combined`);
    expect(mine).not.toContain('Solfeggio (Petra Perić)');
    expect(combined).toEqual(expect.arrayContaining([...mine, 'Solfeggio (Petra Perić)']));
    expect((await call('student', 'GET', `${week}&view=combined`)).statusCode).toBe(403);
    const bad = await call('mentor', 'GET', `${week}&view=all`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.viewInvalid);
  });

  it('answers bad input with a Croatian 400 and writes nothing', async () => {
    const before = await seriesCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [lesson({ weekday: 7, studentIds: [ctx.w.users.student.id] }), m.weekdayInvalid],
      [lesson({ start: '25:00', studentIds: [ctx.w.users.student.id] }), m.timeInvalid],
      [
        lesson({ studentIds: [ctx.w.users.student.id, ctx.w.users.theoryStudent.id] }),
        m.individualOneStudent,
      ],
      [lesson({}), m.studentsRequired],
      [lesson({ durationMinutes: 5, studentIds: [ctx.w.users.student.id] }), m.durationInvalid],
      [lesson({ validFrom: '2027-07-01', studentIds: [ctx.w.users.student.id] }), m.noSchoolYear],
      [
        lesson({ validTo: '2027-08-01', studentIds: [ctx.w.users.student.id] }),
        m.outsideSchoolYear,
      ],
      [lesson({ studentIds: [ctx.w.users.studentB.id] }), m.unknownStudent],
      [lesson({ classroomId: 999999, studentIds: [ctx.w.users.student.id] }), m.classroomNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await call('mentor', 'POST', '/api/schedule/series', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const range = await call('student', 'GET', '/api/schedule?from=2026-09-01&to=2027-06-01');
    expect(range.statusCode).toBe(400);
    expect(await seriesCount()).toBe(before);
  });

  it('ends a series from a date', async () => {
    const res = await call('mentor', 'DELETE', `/api/schedule/series/${anaLesson}?from=2027-01-01`);
    expect(res.statusCode).toBe(200);
    const jan = await call('student', 'GET', '/api/schedule?from=2027-01-11&to=2027-01-17');
    expect(jan.json().occurrences.map((o: { date: string }) => o.date)).toEqual([
      '2027-01-13',
      '2027-01-14',
    ]);
  });
});
