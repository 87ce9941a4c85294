import { homeWorldPerFile, type HomeWorldContext } from './home-factories.ts';
import { buildTimetableWorld, call as callAs, lesson } from './schedule-world.ts';

/**
 * Set-up shared by the schedule API test files. Their tests build on the lessons made before
 * them, in the order of one school's term: a file whose tests start part-way through that term
 * replays here what the tests before them leave behind, so they run on the timetable they assert.
 */

const NOW = '2026-11-22T10:00:00.000Z';
const SERIES = '/api/schedule/series';
type CallArgs = Parameters<typeof callAs> extends [unknown, ...infer R] ? R : never;

/** The file's app and home world, requests by role, the clock and the count of lesson series. */
export function scheduleWorldPerFile() {
  const ctx = homeWorldPerFile(new Date(NOW));
  const call = (...args: CallArgs) => callAs(ctx, ...args);
  const at = (iso: string) => {
    ctx.t.clock.now = new Date(iso);
  };
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
  return { ctx, call, at, seriesCount };
}

/** A replay must succeed: a request refused in silence would put the tests on another term. */
async function send(ctx: HomeWorldContext, ...args: CallArgs) {
  const res = await callAs(ctx, ...args);
  if (res.statusCode >= 300) {
    throw new Error(`${args[1]} ${args[2]} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json();
}

async function createSeries(
  ctx: HomeWorldContext,
  role: 'mentor' | 'mentor2',
  over: Record<string, unknown>,
) {
  return (await send(ctx, role, 'POST', SERIES, lesson(over))).series.id as number;
}

/**
 * The timetable schedule-series-conflicts builds, made at its tests' time: Ana's weekly Tuesday
 * piano lesson, the Solfeggio theory group of Ana and Luka on Wednesdays, and a Thursday slot
 * shared by an A-week and a B-week lesson.
 */
export async function seriesTimetable(ctx: HomeWorldContext) {
  const rooms = await buildTimetableWorld(ctx);
  const [ana, luka] = [ctx.w.users.student.id, ctx.w.users.theoryStudent.id];
  ctx.t.clock.now = new Date(NOW);
  const anaLesson = await createSeries(ctx, 'mentor', {
    studentIds: [ana],
    classroomId: rooms.room3,
  });
  const { group } = await send(ctx, 'admin', 'POST', '/api/schedule/groups', {
    name: 'Solfeggio 1',
    studentIds: [ana, luka],
  });
  await createSeries(ctx, 'mentor2', {
    type: 'theory',
    title: 'Solfeggio',
    weekday: 3,
    start: '17:00',
    groupId: group.id,
    classroomId: rooms.hall,
  });
  const thursday = { weekday: 4, start: '10:00', classroomId: rooms.room3 };
  await createSeries(ctx, 'mentor', { ...thursday, weeks: 'A', studentIds: [ana] });
  await createSeries(ctx, 'mentor2', {
    ...thursday,
    weeks: 'B',
    title: 'Violina',
    studentIds: [luka],
  });
  return { rooms, anaLesson };
}

/**
 * Ana's lessons as the move tests leave them, in the weeks the permission tests read: 1 December
 * on Wednesday at 15:00, 8 December in the hall on Thursday at 16:00.
 */
export async function moveAnasDecemberLessons(
  ctx: HomeWorldContext,
  anaLesson: number,
  rooms: { hall: number },
) {
  ctx.t.clock.now = new Date(NOW);
  const move = (key: string, to: object) =>
    send(ctx, 'mentor', 'POST', `/api/schedule/occurrences/${anaLesson}-${key}/move`, to);
  await move('20261201', { date: '2026-12-02', start: '15:00' });
  await move('20261208', { date: '2026-12-10', start: '16:00', classroomId: rooms.hall });
}

/**
 * The lessons every single-lesson test reads, made in `beforeAll` before any test sets the
 * clock: Ana's weekly piano lesson and the Thursday chamber group of Ana and Luka.
 */
export async function lessonTimetable(ctx: HomeWorldContext) {
  const rooms = await buildTimetableWorld(ctx);
  const [ana, luka] = [ctx.w.users.student.id, ctx.w.users.theoryStudent.id];
  const klavir = await createSeries(ctx, 'mentor', { studentIds: [ana], classroomId: rooms.room3 });
  const group = await createSeries(ctx, 'mentor', {
    type: 'group',
    title: 'Komorna glazba',
    weekday: 4,
    start: '16:00',
    studentIds: [ana, luka],
    classroomId: rooms.hall,
  });
  return { rooms, ana, luka, klavir, group };
}

/**
 * What the attendance and make-up tests leave behind for the monthly report and the reminders:
 * Ana present on 24 November, Luka excused from the group on 26 November, and the piano lesson
 * of 1 December cancelled.
 */
export async function replayLessonRecords(
  ctx: HomeWorldContext,
  { ana, klavir, group }: { ana: number; klavir: number; group: number },
) {
  const occurrence = (key: string) => `/api/schedule/occurrences/${key}`;
  ctx.t.clock.now = new Date('2026-11-24T13:10:00.000Z');
  await send(ctx, 'mentor', 'PUT', occurrence(`${klavir}-20261124/attendance`), {
    entries: [{ studentId: ana, status: 'present' }],
  });
  ctx.t.clock.now = new Date(NOW);
  await send(ctx, 'mentor', 'POST', occurrence(`${klavir}-20261201/cancel`), { reason: 'Bolest' });
  ctx.t.clock.now = new Date('2026-11-26T10:00:00.000Z');
  await send(ctx, 'theoryStudent', 'POST', occurrence(`${group}-20261126/absence`), {
    reason: 'Prehlada',
  });
}
