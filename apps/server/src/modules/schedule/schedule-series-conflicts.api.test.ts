import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages as m } from '@takt/shared/schedule-messages';
import { buildTimetableWorld, lesson } from '../../../test/schedule-world.ts';
import { scheduleWorldPerFile } from '../../../test/schedule-fixtures.ts';

/** Creating lesson series and the conflict rules: mentor, room, student, theory group, A/B. */

const { ctx, call, seriesCount } = scheduleWorldPerFile();

let rooms: { room3: number; hall: number };
let anaLesson: number;
beforeAll(async () => {
  rooms = await buildTimetableWorld(ctx);
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
});
