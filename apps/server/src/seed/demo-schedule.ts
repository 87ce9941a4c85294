import { addDays, mondayOf, schoolDateAt } from '@takt/shared/calendar-date';
import type { SeriesInput } from '@takt/shared/schemas/schedule';
import { demoSchoolYear } from './demo-calendar.ts';
import { person, type DemoStep } from './demo-world.ts';

/**
 * A living timetable for the current school year: rooms, a theory group, weekly lessons of
 * 'ucenik' and 'ucenik.mali' with 'mentor' (A and B weeks too), one cancelled and one moved
 * lesson, attendance of the past weeks, a make-up credit with a free slot to book it, and the
 * other school's rooms and group.
 */
export const seedSchedule: DemoStep = async (services, world) => {
  const s = services.schedule;
  const admin = person(world, 'admin');
  const mentor = person(world, 'mentor');
  const ucenik = person(world, 'ucenik');
  const mali = person(world, 'ucenik.mali');
  const today = schoolDateAt(world.now);
  const year = demoSchoolYear(world.now);
  const from = year.startDate;

  const room = async (by: typeof admin, name: string, capacity: number) =>
    (await s.saveClassroom(by, { name, capacity, active: true })).id;
  const room1 = await room(admin, 'Učionica 1', 3);
  const room3 = await room(admin, 'Učionica 3', 2);
  const hall = await room(admin, 'Dvorana', 25);
  await room(admin, 'Stara učionica', 2).then((id) =>
    s.saveClassroom(admin, { name: 'Stara učionica', capacity: 2, active: false }, id),
  );

  const theoryStudents = Object.values(world.people)
    .filter((p) => p.schoolId === world.schools.allegro && p.isStudent && p.pohadjaTeoriju)
    .map((p) => p.id);
  const solfeggio = await s.saveGroup(admin, {
    name: 'Solfeggio 1',
    kind: 'theory',
    studentIds: theoryStudents.slice(0, 8),
  });

  const lesson = (over: Partial<SeriesInput>): SeriesInput => ({
    type: 'individual',
    title: 'Gitara',
    classroomId: room3,
    weekday: 2,
    start: '16:00',
    durationMinutes: 45,
    weeks: 'every',
    validFrom: from,
    ...over,
  });
  const iva = await s.series.create(mentor, lesson({ studentIds: [ucenik.id] }));
  const malA = await s.series.create(
    mentor,
    lesson({ studentIds: [mali.id], weekday: 4, start: '15:00', weeks: 'A', classroomId: room1 }),
  );
  await s.series.create(
    mentor,
    lesson({ studentIds: [mali.id], weekday: 5, start: '15:00', weeks: 'B', classroomId: room1 }),
  );
  await s.series.create(
    admin,
    lesson({
      type: 'theory',
      title: 'Solfeggio',
      groupId: solfeggio.id,
      weekday: 3,
      start: '17:00',
      durationMinutes: 60,
      classroomId: hall,
    }),
  );
  // The other students: one weekly lesson each with their own mentor, on Mondays and Wednesdays.
  const others = Object.entries(world.people).filter(
    ([name, p]) =>
      p.schoolId === world.schools.allegro &&
      p.isStudent &&
      !['ucenik', 'ucenik.mali'].includes(name),
  );
  for (const [i, [, student]] of others.entries()) {
    const teacher = i % 2 === 0 ? mentor : admin;
    const slot = Math.floor(i / 2);
    await s.series.create(
      teacher,
      lesson({
        title: teacher === mentor ? 'Gitara' : 'Klavir',
        studentIds: [student.id],
        weekday: slot % 2 === 0 ? 1 : 3,
        start: `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:00`,
        classroomId: teacher === mentor ? room3 : room1,
      }),
    );
  }

  // This week and the next: one of Iva's lessons cancelled (a make-up credit), Luka's A-week
  // lesson moved a day later; the past weeks' attendance marked.
  const next = await s.list(mentor, { from: addDays(today, 1), to: addDays(today, 21) });
  const ivaNext = next.occurrences.find((o) => o.seriesId === iva.id);
  if (ivaNext) {
    await s.lessons.cancel(mentor, ivaNext.id, { reason: 'Stručni seminar', kind: 'mentor' });
  }
  const malNext = next.occurrences.find((o) => o.seriesId === malA.id);
  const dayAfter = malNext ? addDays(malNext.date, 1) : null;
  if (malNext && dayAfter && (await services.calendar.isTeachingDay(mentor.schoolId, dayAfter))) {
    await s.lessons.move(mentor, malNext.id, { date: dayAfter, start: '17:00' });
  }
  const pastFrom = addDays(mondayOf(today), -21);
  if (pastFrom >= from) {
    const past = await s.list(mentor, { from: pastFrom, to: addDays(today, -1) });
    for (const [i, o] of past.occurrences.entries()) {
      if (o.status === 'cancelled') continue;
      const status = i % 7 === 3 ? 'excused' : 'present';
      await s.lessons.markAttendance(
        mentor,
        o.id,
        o.students.map((st) => ({ studentId: st.id, status })),
      );
    }
  }
  const slotDay = addDays(mondayOf(today), 12);
  await s.makeups
    .createSlot(mentor, {
      date: slotDay,
      start: '10:00',
      durationMinutes: 45,
      classroomId: room1,
    })
    .catch(() => undefined);

  // The other school: its own rooms and theory group.
  const admin2 = person(world, 'admin2');
  await room(admin2, 'Dvorana A', 30);
  await room(admin2, 'Učionica 2', 2);
  await s.saveGroup(admin2, { name: 'Teorija 1', kind: 'theory', studentIds: [] });
};
