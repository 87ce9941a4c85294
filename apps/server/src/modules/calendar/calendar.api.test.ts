import { describe, expect, it } from 'vitest';
import { calendarMessages as m } from '@takt/shared/calendar-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** The school calendar: school years, proposed public holidays, days without teaching. */

const ctx = homeWorldPerFile(new Date('2026-11-22T10:00:00.000Z'));
const { as, db } = ctx;

const call = (
  role: HomeRole,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });

const yearRows = () => db().selectFrom('school_years').selectAll().orderBy('id').execute();
const dayRows = () => db().selectFrom('school_calendar_days').selectAll().orderBy('id').execute();

describe('school years', () => {
  let yearId: number;

  it('lets an admin create a year with Croatian public holidays proposed inside it', async () => {
    const res = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2026-09-07',
      endDate: '2027-06-18',
      abReferenceDate: '2026-09-09',
    });
    expect(res.statusCode).toBe(201);
    const { year, message } = res.json();
    expect(message).toBe(m.yearSaved);
    yearId = year.id;
    expect(year).toMatchObject({
      name: '2026./2027.',
      startDate: '2026-09-07',
      endDate: '2027-06-18',
      abReferenceMonday: '2026-09-07',
    });
    const holidays = year.days.map(
      (d: { startDate: string; name: string }) => `${d.startDate} ${d.name}`,
    );
    expect(holidays).toContain('2026-11-01 Svi sveti');
    expect(holidays).toContain('2027-03-29 Uskrsni ponedjeljak');
    expect(holidays).toContain('2027-05-27 Tijelovo');
    expect(holidays).not.toContain('2027-06-22 Dan antifašističke borbe');
    expect(year.days.every((d: { kind: string }) => d.kind === 'public_holiday')).toBe(true);
  });

  it('lets everyone of the school read it, and no other school', async () => {
    for (const role of ['student', 'mentor'] as const) {
      const res = await call(role, 'GET', '/api/calendar/years');
      expect(res.statusCode).toBe(200);
      expect(res.json().years.map((y: { id: number }) => y.id)).toEqual([yearId]);
    }
    expect((await call('adminB', 'GET', '/api/calendar/years')).json().years).toEqual([]);
  });

  it('adds a holiday range and removes a day; another school gets 404 for both', async () => {
    const added = await call('admin', 'POST', `/api/calendar/years/${yearId}/days`, {
      startDate: '2026-12-24',
      endDate: '2027-01-08',
      name: 'Zimski odmor',
      kind: 'school_holiday',
    });
    expect(added.statusCode).toBe(201);
    const winter = added.json().year.days.find((d: { name: string }) => d.name === 'Zimski odmor');
    expect(winter).toMatchObject({ startDate: '2026-12-24', endDate: '2027-01-08' });

    const before = await dayRows();
    expect((await call('adminB', 'DELETE', `/api/calendar/days/${winter.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('adminB', 'POST', `/api/calendar/years/${yearId}/days`, {
          startDate: '2026-12-01',
          name: 'x',
          kind: 'non_teaching',
        })
      ).statusCode,
    ).toBe(404);
    expect(await dayRows()).toEqual(before);

    const removed = await call('admin', 'DELETE', `/api/calendar/days/${winter.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().year.days.some((d: { id: number }) => d.id === winter.id)).toBe(false);
  });

  it('proposes the public holidays again after an admin removed one', async () => {
    const year = (await call('admin', 'GET', '/api/calendar/years')).json().years[0];
    const allSaints = year.days.find((d: { name: string }) => d.name === 'Svi sveti');
    await call('admin', 'DELETE', `/api/calendar/days/${allSaints.id}`);
    const res = await call('admin', 'POST', `/api/calendar/years/${yearId}/public-holidays`);
    expect(res.statusCode).toBe(200);
    const names = res.json().year.days.map((d: { name: string }) => d.name);
    expect(names.filter((n: string) => n === 'Svi sveti')).toHaveLength(1);
    expect(names.filter((n: string) => n === 'Tijelovo')).toHaveLength(1);
  });

  it('moves the reference week and renames the year', async () => {
    const res = await call('admin', 'PUT', `/api/calendar/years/${yearId}`, {
      name: 'Školska godina 2026./2027.',
      startDate: '2026-09-07',
      endDate: '2027-06-18',
      abReferenceDate: '2026-09-14',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().year).toMatchObject({
      name: 'Školska godina 2026./2027.',
      abReferenceMonday: '2026-09-14',
    });
  });

  it.each([
    ['a date that is not one', { startDate: '2026-02-30' }, 'startDate', m.dateInvalid],
    ['an end before the start', { endDate: '2026-08-01' }, 'endDate', m.yearEndBeforeStart],
    ['a year of fifteen months', { endDate: '2028-12-01' }, 'endDate', m.yearTooLong],
    [
      'a reference week outside',
      { abReferenceDate: '2028-09-01' },
      'abReferenceDate',
      m.referenceOutside,
    ],
  ])('refuses %s with a Croatian 400 and writes nothing', async (_c, patch, fieldName, message) => {
    const before = await yearRows();
    const res = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2027-09-06',
      endDate: '2028-06-16',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[fieldName]).toBe(message);
    expect(await yearRows()).toEqual(before);
  });

  it('refuses a year overlapping another and a shrink that would strand holidays', async () => {
    const before = await yearRows();
    const overlap = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2027-06-01',
      endDate: '2028-06-01',
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(`${m.yearOverlaps} Školska godina 2026./2027..`);
    const shrink = await call('admin', 'PUT', `/api/calendar/years/${yearId}`, {
      startDate: '2026-09-07',
      endDate: '2027-03-01',
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe(m.yearDaysOutside);
    expect(await yearRows()).toEqual(before);
  });

  it('refuses days outside the year and unknown kinds', async () => {
    const before = await dayRows();
    const outside = await call('admin', 'POST', `/api/calendar/years/${yearId}/days`, {
      startDate: '2027-06-15',
      endDate: '2027-07-15',
      name: 'Ljeto',
      kind: 'school_holiday',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(m.dayOutsideYear);
    const kind = await call('admin', 'POST', `/api/calendar/years/${yearId}/days`, {
      startDate: '2026-10-15',
      name: 'Dan škole',
      kind: 'party',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe(m.dayKindInvalid);
    const blank = await call('admin', 'POST', `/api/calendar/years/${yearId}/days`, {
      startDate: '2026-10-15',
      name: '  ',
      kind: 'non_teaching',
    });
    expect(blank.json().message).toBe(m.dayNameRequired);
    expect(await dayRows()).toEqual(before);
  });

  it('keeps editing to admins and answers 404 for another school’s year', async () => {
    for (const role of ['mentor', 'student'] as const) {
      expect((await call(role, 'POST', '/api/calendar/years', {})).statusCode).toBe(403);
      expect((await call(role, 'DELETE', `/api/calendar/years/${yearId}`)).statusCode).toBe(403);
    }
    const other = await call('adminB', 'PUT', `/api/calendar/years/${yearId}`, {
      startDate: '2026-09-07',
      endDate: '2027-06-18',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(m.yearNotFound);
    expect((await call('adminB', 'DELETE', `/api/calendar/years/${yearId}`)).statusCode).toBe(404);
  });

  it('answers the calendar questions other modules ask', async () => {
    const calendar = ctx.t.app.services.calendar;
    const school = ctx.w.schoolA;
    expect((await calendar.currentSchoolYear(school, '2026-11-25'))?.id).toBe(yearId);
    expect(await calendar.currentSchoolYear(school, '2027-07-01')).toBeNull();
    expect(await calendar.isTeachingDay(school, '2026-11-24')).toBe(true);
    expect(await calendar.isTeachingDay(school, '2027-03-29')).toBe(false); // Easter Monday
    expect(await calendar.isTeachingDay(school, '2026-11-29')).toBe(false); // a Sunday
    expect(await calendar.isTeachingDay(school, '2027-07-05')).toBe(false); // summer
    // Reference A week: 14 September 2026.
    expect(await calendar.weekLetter(school, '2026-09-16')).toBe('A');
    expect(await calendar.weekLetter(school, '2026-09-21')).toBe('B');
    expect(await calendar.weekLetter(school, '2026-09-13')).toBe('B');
    expect(await calendar.weekLetter(school, '2027-07-05')).toBeNull();
  });

  it('deletes an unused year', async () => {
    const created = await call('admin', 'POST', '/api/calendar/years', {
      startDate: '2027-09-06',
      endDate: '2028-06-16',
      includePublicHolidays: false,
    });
    expect(created.json().year.days).toEqual([]);
    const res = await call('admin', 'DELETE', `/api/calendar/years/${created.json().year.id}`);
    expect(res.statusCode).toBe(200);
    expect((await yearRows()).map((y) => y.id)).toEqual([yearId]);
  });

  it('lists the public holidays of a calendar year for the admin form', async () => {
    const res = await call('mentor', 'GET', '/api/calendar/public-holidays?year=2028');
    expect(res.statusCode).toBe(200);
    expect(res.json().holidays).toContainEqual({ date: '2028-04-17', name: 'Uskrsni ponedjeljak' });
    expect((await call('mentor', 'GET', '/api/calendar/public-holidays?year=x')).statusCode).toBe(
      400,
    );
  });
});
