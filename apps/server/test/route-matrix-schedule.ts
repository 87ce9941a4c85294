import { addDays, formatTimeOfDay, isoWeekday, schoolDateAt } from '@takt/shared/calendar-date';
import type { Caller, MatrixWorld } from './matrix-world.ts';
import { isOtherSchool } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { adminOnRowOfA, admins, signedIn, staff, staffOnRowOfA } from './route-matrix-statuses.ts';

/**
 * The timetable's routes in the route matrix. Every lesson, slot or room a request makes gets a
 * day and hour of its own (a running counter over teaching days), so nothing the matrix makes
 * ever clashes with anything else it made.
 */

const staffCreate = '401 403 403 201 201 | 403 403 201 201';
const studentsOnRowOfA = '401 200 200 403 403 | 404 404 403 403';

const today = () => schoolDateAt(new Date());
let slots = 0;
/** The k-th day from today (forward or back) that is not a Sunday. */
function teachingDay(k: number, step: 1 | -1): string {
  let date = today();
  for (let found = -1; found < k;) {
    date = addDays(date, step);
    if (isoWeekday(date) !== 7) found++;
  }
  return date;
}
/** A teaching day (Monday–Saturday) and hour nothing else uses, in the future or the past. */
function freshSlot(past = false) {
  const n = ++slots;
  const date = teachingDay(1 + Math.floor(n / 12), past ? -1 : 1);
  return { date, start: formatTimeOfDay(7 * 60 + (n % 12) * 60), weekday: isoWeekday(date) };
}

const worlds = new WeakMap<MatrixWorld, Promise<{ roomA: number; tokenA: string }>>();
/** School years around today for both schools, a classroom and a feed token of school A. */
function timetable(w: MatrixWorld) {
  let made = worlds.get(w);
  if (!made) {
    made = (async () => {
      for (const admin of [w.users.admin, w.users.otherAdmin]) {
        await w.app.services.calendar.createYear(admin, {
          startDate: addDays(today(), -90),
          endDate: addDays(today(), 270),
          includePublicHolidays: false,
        });
      }
      const room = await w.app.services.schedule.saveClassroom(w.users.admin, {
        name: 'Matrica',
        capacity: 10,
        active: true,
      });
      // A student of its own: the matrix regenerates the callers' tokens.
      const url = await w.app.services.schedule.feed.regenerate(await w.freshStudent());
      return { roomA: room.id, tokenA: url.split('/').pop()!.replace('.ics', '') };
    })();
    worlds.set(w, made);
  }
  return made;
}

/** A one-day group lesson of A's mentor with both of A's students. */
function lessonBody(w: MatrixWorld, caller: Caller, past = false) {
  const other = isOtherSchool(caller);
  const slot = freshSlot(past);
  return {
    type: 'group' as const,
    title: 'Matrica',
    weekday: slot.weekday,
    start: slot.start,
    durationMinutes: 45,
    weeks: 'every' as const,
    validFrom: slot.date,
    validTo: slot.date,
    classroomId: null,
    studentIds: other
      ? [w.users.otherStudent.id, w.users.otherTheoryStudent.id]
      : [w.users.student.id, w.users.theoryStudent.id],
  };
}

async function freshLesson(w: MatrixWorld, past = false) {
  await timetable(w);
  const body = lessonBody(w, 'mentor', past);
  const series = await w.app.services.schedule.series.create(w.users.mentor, body);
  return { seriesId: series.id, key: `${series.id}-${body.validFrom.replaceAll('-', '')}` };
}

async function freshSlotOfA(w: MatrixWorld) {
  await timetable(w);
  const s = freshSlot();
  const slot = await w.app.services.schedule.makeups.createSlot(w.users.mentor, {
    ...s,
    durationMinutes: 45,
    classroomId: null,
  });
  return slot.id;
}

const occurrence = (path: string, payload: (w: MatrixWorld) => object, past = false) => ({
  row: true,
  request: async (w: MatrixWorld) => ({
    url: `/api/schedule/occurrences/${(await freshLesson(w, past)).key}/${path}`,
    payload: payload(w),
  }),
});

let rooms = 0;
let groups = 0;

export const scheduleRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/schedule': {
    access: 'signedIn',
    statuses: signedIn,
    request: async (w) => {
      await timetable(w);
      return { url: `/api/schedule?from=${today()}&to=${addDays(today(), 6)}` };
    },
  },
  'GET /api/schedule/next': { access: 'signedIn', statuses: signedIn },
  'POST /api/schedule/check': {
    access: 'mentor',
    statuses: staff,
    request: async (w, caller) => {
      await timetable(w);
      return { url: '/api/schedule/check', payload: lessonBody(w, caller) };
    },
  },
  'POST /api/schedule/series': {
    access: 'mentor',
    statuses: staffCreate,
    request: async (w, caller) => {
      await timetable(w);
      return { url: '/api/schedule/series', payload: lessonBody(w, caller) };
    },
  },
  'PUT /api/schedule/series/:id': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/schedule/series/${(await freshLesson(w)).seriesId}`,
      payload: lessonBody(w, 'mentor'),
    }),
  },
  'DELETE /api/schedule/series/:id': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/schedule/series/${(await freshLesson(w)).seriesId}` }),
  },
  'POST /api/schedule/series/:id/extra': {
    access: 'mentor',
    statuses: '401 403 403 201 201 | 403 403 404 404',
    row: true,
    request: async (w) => {
      const { seriesId } = await freshLesson(w);
      const { date, start } = freshSlot();
      return { url: `/api/schedule/series/${seriesId}/extra`, payload: { date, start } };
    },
  },
  'POST /api/schedule/occurrences/:id/cancel': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    ...occurrence('cancel', () => ({ reason: 'Bolest' })),
  },
  'POST /api/schedule/occurrences/:id/move': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    ...occurrence('move', () => {
      const { date, start } = freshSlot();
      return { date, start };
    }),
  },
  'POST /api/schedule/occurrences/:id/absence': {
    access: 'student',
    statuses: studentsOnRowOfA,
    ...occurrence('absence', () => ({ reason: 'Natjecanje' })),
  },
  'PUT /api/schedule/occurrences/:id/attendance': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    ...occurrence(
      'attendance',
      (w) => ({ entries: [{ studentId: w.users.student.id, status: 'present' }] }),
      true,
    ),
  },
  'PUT /api/schedule/occurrences/:id/note': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    ...occurrence('note', () => ({ workedOn: 'Ljestvice', homework: 'Etida 3' })),
  },

  'GET /api/classrooms': { access: 'mentor', statuses: staff },
  'POST /api/classrooms': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 201',
    request: () => ({ url: '/api/classrooms', payload: { name: `Soba ${++rooms}`, capacity: 4 } }),
  },
  'PUT /api/classrooms/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/classrooms/${(await timetable(w)).roomA}`,
      payload: { name: 'Matrica', capacity: 12 },
    }),
  },
  'GET /api/schedule/groups': { access: 'signedIn', statuses: signedIn },
  'POST /api/schedule/groups': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 201',
    request: () => ({ url: '/api/schedule/groups', payload: { name: `Grupa ${++groups}` } }),
  },
  'PUT /api/schedule/groups/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => {
      const group = await w.app.services.schedule.saveGroup(w.users.admin, {
        name: `Grupa ${++groups}`,
        kind: 'theory',
        studentIds: [],
      });
      return { url: `/api/schedule/groups/${group.id}`, payload: { name: 'Solfeggio' } };
    },
  },

  'GET /api/schedule/makeups': { access: 'signedIn', statuses: signedIn },
  'POST /api/schedule/makeup-slots': {
    access: 'mentor',
    statuses: staffCreate,
    request: async (w) => {
      await timetable(w);
      return { url: '/api/schedule/makeup-slots', payload: { ...freshSlot(), weekday: undefined } };
    },
  },
  'DELETE /api/schedule/makeup-slots/:id': {
    access: 'mentor',
    statuses: staffOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/schedule/makeup-slots/${await freshSlotOfA(w)}` }),
  },
  'POST /api/schedule/makeup-slots/:id/book': {
    access: 'student',
    statuses: '401 201 201 403 403 | 404 404 403 403',
    row: true,
    request: async (w) => {
      // A cancelled lesson earns both of A's students a credit with A's mentor.
      const { key } = await freshLesson(w);
      await w.app.services.schedule.lessons.cancel(w.users.mentor, key, {
        reason: 'Seminar',
        kind: 'mentor',
      });
      return { url: `/api/schedule/makeup-slots/${await freshSlotOfA(w)}/book` };
    },
  },
  'GET /api/schedule/policy': { access: 'mentor', statuses: staff },
  'PUT /api/schedule/policy': {
    access: 'admin',
    statuses: admins,
    request: () => ({
      url: '/api/schedule/policy',
      payload: {
        mentorCancelEarns: true,
        schoolCancelEarns: false,
        excusedNoticeHours: 24,
        creditValidDays: null,
      },
    }),
  },
  'PUT /api/schedule/practice': {
    access: 'student',
    statuses: '401 200 200 403 403 | 200 200 403 403',
    request: () => ({ url: '/api/schedule/practice', payload: { date: today(), minutes: 30 } }),
  },
  'GET /api/schedule/practice': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({ url: `/api/schedule/practice?week=${today()}` }),
  },
  'GET /api/schedule/practice/summary': {
    access: 'mentor',
    statuses: staff,
    request: () => ({ url: `/api/schedule/practice/summary?week=${today()}` }),
  },
  'GET /api/schedule/attendance': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({ url: `/api/schedule/attendance?month=${today().slice(0, 7)}` }),
  },
  'GET /api/calendar/token': { access: 'signedIn', statuses: signedIn },
  'POST /api/calendar/token': { access: 'signedIn', statuses: signedIn },
  'GET /api/calendar/:file': {
    access: 'public',
    statuses: '200 200 200 200 200 | 200 200 200 200',
    row: false, // the secret link is the credential
    request: async (w) => ({ url: `/api/calendar/${(await timetable(w)).tokenA}.ics` }),
  },
};
