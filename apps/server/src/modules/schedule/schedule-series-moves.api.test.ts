import { beforeAll, describe, expect, it } from 'vitest';
import { lesson } from '../../../test/schedule-world.ts';
import { scheduleWorldPerFile, seriesTimetable } from '../../../test/schedule-fixtures.ts';

/** Moving one lesson of a series: checked at its new time and room, its old slot freed. */

const { ctx, call } = scheduleWorldPerFile();

let rooms: { room3: number; hall: number };
let anaLesson: number;
beforeAll(async () => {
  ({ rooms, anaLesson } = await seriesTimetable(ctx));
});

describe('lesson series', () => {
  it('checks a moved lesson at its new time and frees its old one', async () => {
    const moved = await call(
      'mentor',
      'POST',
      `/api/schedule/occurrences/${anaLesson}-20261201/move`,
      {
        date: '2026-12-02',
        start: '15:00',
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().occurrence).toMatchObject({
      date: '2026-12-02',
      start: '15:00',
      status: 'moved',
    });
    const once = {
      validFrom: '2026-12-01',
      validTo: '2026-12-02',
      classroomId: rooms.room3,
      studentIds: [ctx.w.users.theoryStudent.id],
    };
    const oldSlot = await call('mentor2', 'POST', '/api/schedule/check', lesson(once));
    expect(oldSlot.json()).toEqual({ ok: true, clashes: [] });
    const newSlot = await call(
      'mentor2',
      'POST',
      '/api/schedule/check',
      lesson({ ...once, weekday: 3, start: '15:15' }),
    );
    expect(newSlot.json().clashes).toEqual([
      'Učionica 3 je zauzeta u srijedu 15:00–15:45 (Ana Horvat, Klavir), 2.12.2026.',
    ]);
  });

  it('checks a lesson moved to another room there, whoever else is in it', async () => {
    const moved = await call(
      'mentor',
      'POST',
      `/api/schedule/occurrences/${anaLesson}-20261208/move`,
      { date: '2026-12-10', start: '16:00', classroomId: rooms.hall },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().occurrence).toMatchObject({
      date: '2026-12-10',
      start: '16:00',
      classroom: { name: 'Dvorana' },
      status: 'moved',
    });
    // Another mentor, another student, the hall: only the moved lesson meets them there.
    const once = {
      validFrom: '2026-12-08',
      validTo: '2026-12-10',
      classroomId: rooms.hall,
      studentIds: [ctx.w.users.theoryStudent.id],
    };
    const newSlot = await call(
      'mentor2',
      'POST',
      '/api/schedule/check',
      lesson({ ...once, weekday: 4, start: '16:30' }),
    );
    expect(newSlot.json().clashes).toEqual([
      'Dvorana je zauzeta u četvrtak 16:00–16:45 (Ana Horvat, Klavir), 10.12.2026.',
    ]);
    const refused = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({ ...once, weekday: 4, start: '16:30' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('schedule_conflict');
    // Its old slot in Učionica 3 is free on that Tuesday, for the room and for the mentor.
    const oldRoom = await call(
      'mentor2',
      'POST',
      '/api/schedule/check',
      lesson({
        ...once,
        classroomId: rooms.room3,
      }),
    );
    expect(oldRoom.json()).toEqual({ ok: true, clashes: [] });
    const oldMentor = await call(
      'mentor',
      'POST',
      '/api/schedule/check',
      lesson({
        ...once,
        classroomId: null,
      }),
    );
    expect(oldMentor.json()).toEqual({ ok: true, clashes: [] });
    // The rooms' timetables show it in the hall on Thursday, no longer in Učionica 3 on Tuesday.
    const roomWeek = async (room: number) =>
      (
        await call(
          'admin',
          'GET',
          `/api/schedule?from=2026-12-07&to=2026-12-13&classroomId=${room}`,
        )
      )
        .json()
        .occurrences.map((o: { date: string; title: string }) => `${o.date} ${o.title}`);
    expect(await roomWeek(rooms.hall)).toContain('2026-12-10 Klavir');
    expect(await roomWeek(rooms.room3)).not.toContain('2026-12-08 Klavir');
    // Moving another lesson onto it is refused by the moved lesson's new room and time.
    const onto = await call(
      'mentor',
      'POST',
      `/api/schedule/occurrences/${anaLesson}-20261215/move`,
      { date: '2026-12-10', start: '16:15', classroomId: rooms.hall },
    );
    expect(onto.statusCode).toBe(409);
    expect(onto.json().code).toBe('schedule_conflict');
  });

  it('lets a series with a moved lesson be edited while another lesson uses the old slot', async () => {
    // Ana's lesson of 8 December went to Thursday; her Tuesday slot in Učionica 3 is taken now.
    const taken = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({
        validFrom: '2026-12-08',
        validTo: '2026-12-08',
        classroomId: rooms.room3,
        studentIds: [ctx.w.users.theoryStudent.id],
      }),
    );
    expect(taken.statusCode).toBe(201);
    const body = lesson({ studentIds: [ctx.w.users.student.id], classroomId: rooms.room3 });
    const check = await call('mentor', 'POST', '/api/schedule/check', {
      ...body,
      seriesId: anaLesson,
    });
    expect(check.json()).toEqual({ ok: true, clashes: [] });
    const edited = await call('mentor', 'PUT', `/api/schedule/series/${anaLesson}`, {
      ...body,
      title: 'Klavir',
      durationMinutes: 50,
    });
    expect(edited.statusCode).toBe(200);
    // Moving the lesson back onto its old slot is refused: the room is taken there now.
    const back = await call(
      'mentor',
      'POST',
      `/api/schedule/occurrences/${anaLesson}-20261208/move`,
      { date: '2026-12-08', start: '14:00', classroomId: rooms.room3 },
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().details).toEqual([
      'Učionica 3 je zauzeta u utorak 14:00–14:45 (Luka Lukić, Klavir), 8.12.2026.',
    ]);
    const restored = await call('mentor', 'PUT', `/api/schedule/series/${anaLesson}`, body);
    expect(restored.statusCode).toBe(200);
    expect(
      (await call('mentor2', 'DELETE', `/api/schedule/series/${taken.json().series.id}`))
        .statusCode,
    ).toBe(200);
  });
});
