import type { HomeWorldContext, HomeRole } from './home-factories.ts';

/** Timetable fixtures on the home world: the school year 2026/27 and requests by role. */

export const YEAR = {
  startDate: '2026-09-07',
  endDate: '2027-06-18',
  abReferenceDate: '2026-09-07',
};

/** A school year for both schools (public holidays proposed) and classrooms of school A. */
export async function buildTimetableWorld(ctx: HomeWorldContext) {
  const { w, t } = ctx;
  const calendar = t.app.services.calendar;
  await calendar.createYear(w.users.admin, { ...YEAR, includePublicHolidays: true });
  await calendar.createYear(w.users.adminB, { ...YEAR, includePublicHolidays: true });
  const room = async (name: string, capacity: number) => {
    const res = await call(ctx, 'admin', 'POST', '/api/classrooms', { name, capacity });
    return res.json().classroom.id as number;
  };
  return { room3: await room('Učionica 3', 2), hall: await room('Dvorana', 20) };
}

export function call(
  ctx: HomeWorldContext,
  role: HomeRole,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.t.app.inject({
    method,
    url,
    headers: ctx.as(role),
    ...(payload ? { payload } : {}),
  });
}

/** A weekly lesson body: Tuesday 14:00, 45 minutes, from 24 November 2026. */
export const lesson = (over: Record<string, unknown> = {}) => ({
  type: 'individual',
  title: 'Klavir',
  weekday: 2,
  start: '14:00',
  durationMinutes: 45,
  weeks: 'every',
  validFrom: '2026-11-24',
  classroomId: null,
  ...over,
});
