import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { lessonTimetable, scheduleWorldPerFile } from '../../../test/schedule-fixtures.ts';

/** Cancelling a lesson, 'Odjava sata', make-up credits and booking a make-up slot. */

const { ctx, call, at } = scheduleWorldPerFile();
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
  ({ rooms, ana, luka, klavir, group } = await lessonTimetable(ctx));
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
