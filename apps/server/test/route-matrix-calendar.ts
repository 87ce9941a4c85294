import type { MatrixWorld } from './matrix-world.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { adminOnRowOfA, signedIn } from './route-matrix-statuses.ts';

/** The school calendar's routes, and the stored files' one. */

/** A school year of school A starting in a year of its own, so fresh years never overlap. */
let calendarYears = 0;
const yearBody = () => {
  const year = 2040 + 2 * ++calendarYears;
  return { startDate: `${year}-09-01`, endDate: `${year + 1}-06-20` };
};
async function freshSchoolYear(w: MatrixWorld) {
  return w.app.services.calendar.createYear(w.users.admin, {
    ...yearBody(),
    includePublicHolidays: false,
  });
}
async function freshCalendarDay(w: MatrixWorld): Promise<number> {
  const year = await freshSchoolYear(w);
  const withDay = await w.app.services.calendar.addDay(w.users.admin, year.id, {
    startDate: year.startDate,
    name: 'Dan škole',
    kind: 'non_teaching',
  });
  return withDay.days[0]!.id;
}

export const calendarRouteMatrix: Record<string, MatrixEntry> = {
  // School calendar
  'GET /api/calendar/years': { access: 'signedIn', statuses: signedIn },
  'GET /api/calendar/public-holidays': {
    access: 'signedIn',
    statuses: signedIn,
    request: () => ({ url: '/api/calendar/public-holidays?year=2026' }),
  },
  'POST /api/calendar/years': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 201',
    request: () => ({ url: '/api/calendar/years', payload: yearBody() }),
  },
  'PUT /api/calendar/years/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/calendar/years/${(await freshSchoolYear(w)).id}`,
      payload: yearBody(),
    }),
  },
  'DELETE /api/calendar/years/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/calendar/years/${(await freshSchoolYear(w)).id}` }),
  },
  'POST /api/calendar/years/:id/public-holidays': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/calendar/years/${(await freshSchoolYear(w)).id}/public-holidays`,
    }),
  },
  'POST /api/calendar/years/:id/days': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 404',
    row: true,
    request: async (w) => {
      const year = await freshSchoolYear(w);
      return {
        url: `/api/calendar/years/${year.id}/days`,
        payload: { startDate: year.startDate, name: 'Dan škole', kind: 'non_teaching' },
      };
    },
  },
  'DELETE /api/calendar/days/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/calendar/days/${await freshCalendarDay(w)}` }),
  },

  // Files (the picture's rule: the owner's school may read it)
  'GET /api/files/:id': {
    access: 'signedIn',
    statuses: '401 200 200 200 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/files/${w.pictureFileId}` }),
  },
};
