import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { buildTimetableWorld, call as callAs, lesson } from '../../../test/schedule-world.ts';

/** One lesson at a time: attendance, cancelling, 'Odjava sata', make-ups, notes, practice. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer R] ? R : never) =>
  callAs(ctx, ...args);
const at = (iso: string) => {
  ctx.t.clock.now = new Date(iso);
};
const rows = (table: 'lesson_attendance' | 'makeup_credits' | 'lesson_changes') =>
  ctx.db().selectFrom(table).selectAll().execute();
const notices = (userId: number) =>
  ctx
    .db()
    .selectFrom('notifications')
    .select(['type', 'title'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

let ana: number;
let luka: number;
let klavir: number;
let group: number;
let rooms: { room3: number; hall: number };

beforeAll(async () => {
  rooms = await buildTimetableWorld(ctx);
  ana = ctx.w.users.student.id;
  luka = ctx.w.users.theoryStudent.id;
  const one = await call(
    'mentor',
    'POST',
    '/api/schedule/series',
    lesson({
      studentIds: [ana],
      classroomId: rooms.room3,
    }),
  );
  klavir = one.json().series.id;
  const two = await call(
    'mentor',
    'POST',
    '/api/schedule/series',
    lesson({
      type: 'group',
      title: 'Komorna glazba',
      weekday: 4,
      start: '16:00',
      studentIds: [ana, luka],
      classroomId: rooms.hall,
    }),
  );
  group = two.json().series.id;
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

describe('cancelling and make-ups', () => {
  it('cancels a lesson: the student is told and earns a make-up credit', async () => {
    const url = `/api/schedule/occurrences/${klavir}-20261201/cancel`;
    expect((await call('student', 'POST', url, { reason: 'Bolest' })).statusCode).toBe(403);
    const empty = await call('mentor', 'POST', url, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.reasonRequired);
    const res = await call('mentor', 'POST', url, { reason: 'Bolest' });
    expect(res.statusCode).toBe(200);
    expect(res.json().occurrence).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Bolest',
      attendance: [{ studentId: ana, status: 'mentor_cancelled' }],
    });
    expect((await call('mentor', 'POST', url, { reason: 'Bolest' })).statusCode).toBe(409);
    expect(await notices(ana)).toEqual([{ type: 'lesson_cancelled', title: 'Sat je otkazan' }]);
    const makeups = await call('student', 'GET', '/api/schedule/makeups');
    expect(makeups.json().credits).toMatchObject([
      {
        sourceDate: '2026-12-01',
        status: 'available',
        expiresOn: '2027-06-18',
        reason: 'mentor_cancelled',
      },
    ]);
  });

  it("lets a student cancel ahead ('Odjava sata'): the mentor is told", async () => {
    const res = await call(
      'student',
      'POST',
      `/api/schedule/occurrences/${klavir}-20261208/absence`,
      {
        reason: 'Natjecanje',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().occurrence).toMatchObject({
      status: 'cancelled',
      attendance: [{ studentId: ana, status: 'excused' }],
    });
    expect(await notices(ctx.w.users.mentor.id)).toEqual([
      { type: 'absence_reported', title: 'Odjava sata' },
    ]);
    const credits = (await call('student', 'GET', '/api/schedule/makeups')).json().credits;
    expect(credits.map((c: { sourceDate: string }) => c.sourceDate)).toEqual([
      '2026-12-01',
      '2026-12-08',
    ]);

    // In a group only the student's own attendance changes; five hours ahead earns nothing.
    at('2026-11-26T10:00:00.000Z');
    const late = await call(
      'theoryStudent',
      'POST',
      `/api/schedule/occurrences/${group}-20261126/absence`,
      {
        reason: 'Prehlada',
      },
    );
    expect(late.statusCode).toBe(200);
    expect(late.json().occurrence.status).toBe('scheduled');
    expect(late.json().occurrence.attendance).toEqual([{ studentId: luka, status: 'excused' }]);
    expect((await call('theoryStudent', 'GET', '/api/schedule/makeups')).json().credits).toEqual(
      [],
    );
    const past = await call(
      'student',
      'POST',
      `/api/schedule/occurrences/${klavir}-20261124/absence`,
      {
        reason: 'Kasno',
      },
    );
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(m.absenceTooLate);
    expect(
      (
        await call('studentB', 'POST', `/api/schedule/occurrences/${klavir}-20261215/absence`, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets a student with a credit book a free slot of the mentor, once', async () => {
    const slot = await call('mentor', 'POST', '/api/schedule/makeup-slots', {
      date: '2026-12-05',
      start: '10:00',
      classroomId: rooms.room3,
    });
    expect(slot.statusCode).toBe(201);
    const id = slot.json().slot.id;
    const seen = (await call('student', 'GET', '/api/schedule/makeups')).json().slots;
    expect(seen.map((s: { id: number }) => s.id)).toEqual([id]);
    const noCredit = await call('theoryStudent', 'POST', `/api/schedule/makeup-slots/${id}/book`);
    expect(noCredit.statusCode).toBe(409);
    expect(noCredit.json().message).toBe(m.noCredit);
    expect(
      (await call('studentB', 'POST', `/api/schedule/makeup-slots/${id}/book`)).statusCode,
    ).toBe(404);

    const booked = await call('student', 'POST', `/api/schedule/makeup-slots/${id}/book`);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().occurrence).toMatchObject({
      kind: 'makeup',
      date: '2026-12-05',
      start: '10:00',
      end: '10:45',
      students: [{ id: ana }],
      classroom: { name: 'Učionica 3' },
    });
    expect(
      (await call('student', 'POST', `/api/schedule/makeup-slots/${id}/book`)).statusCode,
    ).toBe(409);
    const week = await call('student', 'GET', '/api/schedule?from=2026-11-30&to=2026-12-06');
    expect(
      week
        .json()
        .occurrences.map((o: { title: string; status: string }) => `${o.title} ${o.status}`),
    ).toEqual(['Klavir cancelled', 'Komorna glazba scheduled', 'Nadoknada scheduled']);
    const credits = (await call('student', 'GET', '/api/schedule/makeups')).json().credits;
    expect(credits.map((c: { status: string }) => c.status)).toEqual(['used', 'available']);
    expect((await notices(ctx.w.users.mentor.id)).at(-1)).toEqual({
      type: 'makeup_booked',
      title: 'Rezervirana nadoknada',
    });
    const clash = await call('mentor', 'POST', '/api/schedule/makeup-slots', {
      date: '2026-12-05',
      start: '10:30',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('schedule_conflict');
  });

  it('lets credits expire by the school policy', async () => {
    expect(
      (
        await call('mentor', 'PUT', '/api/schedule/policy', {
          mentorCancelEarns: true,
          schoolCancelEarns: true,
          excusedNoticeHours: 24,
          creditValidDays: 7,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call('admin', 'PUT', '/api/schedule/policy', {
      mentorCancelEarns: true,
      schoolCancelEarns: true,
      excusedNoticeHours: 24,
      creditValidDays: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.validDaysInvalid);
    const saved = await call('admin', 'PUT', '/api/schedule/policy', {
      mentorCancelEarns: true,
      schoolCancelEarns: true,
      excusedNoticeHours: 24,
      creditValidDays: 7,
    });
    expect(saved.statusCode).toBe(200);
    const cancelled = await call(
      'mentor',
      'POST',
      `/api/schedule/occurrences/${group}-20261210/cancel`,
      {
        reason: 'Školska priredba',
        kind: 'school',
      },
    );
    expect(cancelled.json().occurrence.attendance.map((a: { status: string }) => a.status)).toEqual(
      ['school_cancelled', 'school_cancelled'],
    );
    const luka1 = (await call('theoryStudent', 'GET', '/api/schedule/makeups')).json().credits;
    expect(luka1).toMatchObject([{ expiresOn: '2026-12-17', status: 'available' }]);

    // Sessions of a week ago have ended: the services answer for the same people.
    at('2026-12-18T08:00:00.000Z');
    const { makeups } = ctx.t.app.services.schedule;
    const luka2 = await makeups.overview(ctx.w.users.theoryStudent);
    expect(luka2.credits).toMatchObject([{ status: 'expired' }]);
    const slot = await makeups.createSlot(ctx.w.users.mentor, {
      date: '2026-12-19',
      start: '09:00',
      durationMinutes: 45,
      classroomId: null,
    });
    await expect(makeups.book(ctx.w.users.theoryStudent, slot.id)).rejects.toMatchObject({
      status: 409,
      message: m.noCredit,
    });
  });
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
