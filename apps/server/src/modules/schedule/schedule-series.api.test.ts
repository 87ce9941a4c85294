import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { homeWorldPerFile } from '../../../test/home-factories.ts';
import { buildTimetableWorld, call as callAs, lesson } from '../../../test/schedule-world.ts';

/** Lesson series and the conflict rules: mentor, room, student, theory group, A/B, holidays. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer R] ? R : never) =>
  callAs(ctx, ...args);
const seriesCount = async () =>
  Number(
    (
      await ctx
        .db()
        .selectFrom('lesson_series')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let rooms: { room3: number; hall: number };
let anaLesson: number;
beforeAll(async () => {
  rooms = await buildTimetableWorld(ctx);
});

describe('classrooms', () => {
  it('lets admins add and edit rooms, with Croatian refusals', async () => {
    const list = await call('mentor', 'GET', '/api/classrooms');
    expect(list.statusCode).toBe(200);
    expect(list.json().classrooms.map((c: { name: string }) => c.name)).toEqual([
      'Dvorana',
      'Učionica 3',
    ]);
    expect((await call('student', 'GET', '/api/classrooms')).statusCode).toBe(403);
    expect(
      (await call('mentor', 'POST', '/api/classrooms', { name: 'X', capacity: 2 })).statusCode,
    ).toBe(403);
    const bad = await call('admin', 'POST', '/api/classrooms', { name: 'Mala', capacity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.classroomCapacityInvalid);
    const dup = await call('admin', 'POST', '/api/classrooms', { name: 'Dvorana', capacity: 3 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(m.classroomExists);
    expect(
      (await call('adminB', 'PUT', `/api/classrooms/${rooms.hall}`, { name: 'Y', capacity: 2 }))
        .statusCode,
    ).toBe(404);
    expect((await call('adminB', 'GET', '/api/classrooms')).json().classrooms).toEqual([]);
    const rows = await ctx.db().selectFrom('classrooms').select('name').execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['Dvorana', 'Učionica 3']);
  });
});

describe('lesson series', () => {
  it('lets a mentor create a weekly lesson that the student sees with its A/B week', async () => {
    const res = await call(
      'mentor',
      'POST',
      '/api/schedule/series',
      lesson({
        studentIds: [ctx.w.users.student.id],
        classroomId: rooms.room3,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(m.seriesSaved);
    anaLesson = res.json().series.id;
    expect(res.json().series).toMatchObject({
      start: '14:00',
      validTo: '2027-06-18',
      weeks: 'every',
    });

    const week = await call('student', 'GET', '/api/schedule?from=2026-11-30&to=2026-12-06');
    expect(week.statusCode).toBe(200);
    const [occ] = week.json().occurrences;
    expect(occ).toMatchObject({
      id: `${anaLesson}-20261201`,
      date: '2026-12-01',
      start: '14:00',
      end: '14:45',
      week: 'A',
      status: 'scheduled',
      classroom: { name: 'Učionica 3' },
      mentor: { name: 'Marko Marković' },
      students: [{ name: 'Ana Horvat' }],
    });
    expect(week.json().days[0]).toMatchObject({ date: '2026-11-30', week: 'A', teaching: true });
    expect(
      (await call('theoryStudent', 'GET', '/api/schedule?from=2026-11-30&to=2026-12-06')).json()
        .occurrences,
    ).toEqual([]);
    expect(
      (await call('admin', 'GET', '/api/schedule?from=2026-11-30&to=2026-12-06')).json()
        .occurrences,
    ).toHaveLength(1);
  });

  it('refuses a room that is taken, naming the clash in Croatian, and writes nothing', async () => {
    const before = await seriesCount();
    const res = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({
        studentIds: [ctx.w.users.theoryStudent.id],
        classroomId: rooms.room3,
        start: '14:30',
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('schedule_conflict');
    expect(res.json().details).toEqual([
      'Učionica 3 je zauzeta u utorak 14:00–14:45 (Ana Horvat, Klavir), od 24.11.2026.',
    ]);
    expect(await seriesCount()).toBe(before);
  });

  it('refuses double-booking the mentor and the student', async () => {
    const mentor = await call(
      'mentor',
      'POST',
      '/api/schedule/series',
      lesson({
        studentIds: [ctx.w.users.theoryStudent.id],
        start: '14:15',
      }),
    );
    expect(mentor.statusCode).toBe(409);
    expect(mentor.json().details[0]).toMatch(
      /^Mentor Marko Marković već ima sat u utorak 14:00–14:45/,
    );
    const student = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({
        title: 'Violina',
        studentIds: [ctx.w.users.student.id],
        classroomId: rooms.hall,
      }),
    );
    expect(student.statusCode).toBe(409);
    expect(student.json().details[0]).toMatch(
      /^Ana Horvat već ima sat u utorak 14:00–14:45 \(Marko Marković, Klavir\)/,
    );
  });

  it('counts a theory group: its members clash with their other lessons', async () => {
    const group = await call('admin', 'POST', '/api/schedule/groups', {
      name: 'Solfeggio 1',
      studentIds: [ctx.w.users.student.id, ctx.w.users.theoryStudent.id],
    });
    expect(group.statusCode).toBe(201);
    const theory = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({
        type: 'theory',
        title: 'Solfeggio',
        weekday: 3,
        start: '17:00',
        groupId: group.json().group.id,
        classroomId: rooms.hall,
      }),
    );
    expect(theory.statusCode).toBe(201);
    const clash = await call(
      'mentor',
      'POST',
      '/api/schedule/check',
      lesson({
        weekday: 3,
        start: '17:30',
        studentIds: [ctx.w.users.theoryStudent.id],
      }),
    );
    expect(clash.statusCode).toBe(200);
    expect(clash.json().ok).toBe(false);
    expect(clash.json().clashes[0]).toMatch(
      /^Luka Lukić već ima sat u srijedu 17:00–17:45 \(Petra Perić, Solfeggio\)/,
    );
    const luka = await call('theoryStudent', 'GET', '/api/schedule?from=2026-11-30&to=2026-12-06');
    expect(luka.json().occurrences.map((o: { title: string }) => o.title)).toEqual(['Solfeggio']);
    // The theory timetable: the school's theory lessons only; a type not known is a 400.
    const week = '/api/schedule?from=2026-11-30&to=2026-12-06';
    const titles = async (url: string) =>
      (await call('admin', 'GET', url)).json().occurrences.map((o: { title: string }) => o.title);
    expect(await titles(week)).toEqual(['Klavir', 'Solfeggio']);
    expect(await titles(`${week}&type=theory`)).toEqual(['Solfeggio']);
    const bad = await call('admin', 'GET', `${week}&type=solo`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.typeInvalid);
  });

  it('lets A and B weeks share a slot, but not every week with either', async () => {
    const a = await call(
      'mentor',
      'POST',
      '/api/schedule/series',
      lesson({
        weekday: 4,
        start: '10:00',
        weeks: 'A',
        studentIds: [ctx.w.users.student.id],
        classroomId: rooms.room3,
      }),
    );
    expect(a.statusCode).toBe(201);
    const b = await call(
      'mentor2',
      'POST',
      '/api/schedule/series',
      lesson({
        weekday: 4,
        start: '10:00',
        weeks: 'B',
        title: 'Violina',
        studentIds: [ctx.w.users.theoryStudent.id],
        classroomId: rooms.room3,
      }),
    );
    expect(b.statusCode).toBe(201);
    const every = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        weekday: 4,
        start: '10:30',
        mentorId: ctx.w.users.admin.id,
        studentIds: [ctx.w.users.student.id],
        classroomId: rooms.hall,
      }),
    );
    expect(every.json().clashes).toHaveLength(1);
    const week = async (from: string, to: string) =>
      (await call('admin', 'GET', `/api/schedule?from=${from}&to=${to}&classroomId=${rooms.room3}`))
        .json()
        .occurrences.filter((o: { date: string }) => o.date === to)
        .map((o: { title: string; week: string }) => `${o.title} ${o.week}`);
    expect(await week('2026-11-30', '2026-12-03')).toEqual(['Klavir A']);
    expect(await week('2026-12-07', '2026-12-10')).toEqual(['Violina B']);
  });

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

  it('checks room capacity for groups', async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        type: 'group',
        weekday: 5,
        start: '12:00',
        classroomId: rooms.room3,
        mentorId: ctx.w.users.admin.id,
        studentIds: [ctx.w.users.student.id, ctx.w.users.theoryStudent.id, ctx.w.users.mentor.id]
          .slice(0, 2)
          .concat([]),
      }),
    );
    expect(res.json().ok).toBe(true);
    const add = await call('admin', 'POST', '/api/schedule/groups', {
      name: 'Zbor',
      kind: 'group',
      studentIds: [ctx.w.users.student.id, ctx.w.users.theoryStudent.id],
    });
    await ctx
      .db()
      .updateTable('classrooms')
      .set({ capacity: 1 })
      .where('id', '=', rooms.room3)
      .execute();
    const full = await call(
      'admin',
      'POST',
      '/api/schedule/check',
      lesson({
        type: 'group',
        weekday: 5,
        start: '12:00',
        classroomId: rooms.room3,
        mentorId: ctx.w.users.admin.id,
        groupId: add.json().group.id,
      }),
    );
    expect(full.json().clashes).toEqual(['Učionica 3 prima najviše 1 učenika, a na satu ih je 2.']);
    await ctx
      .db()
      .updateTable('classrooms')
      .set({ capacity: 2 })
      .where('id', '=', rooms.room3)
      .execute();
  });
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
