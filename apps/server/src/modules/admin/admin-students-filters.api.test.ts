import { describe, expect, it } from 'vitest';
import { studentsWorldPerFile } from '../../../test/admin-students-world.ts';

/** GET /api/admin/students with filters, including enrollment for the latest school year. */

const ctx = studentsWorldPerFile();
const { names } = ctx;

describe('GET /api/admin/students', () => {
  it('filters: no mentor, no program, theory, choir, minor, program, mentor, year, status', async () => {
    const { ids, klavir } = ctx.w;
    expect(await names('?noMentor=1')).toEqual(['horvat', 'juric']);
    expect(await names('?noProgram=true')).toEqual(['horvat']);
    expect(await names('?theory=1')).toEqual(['cacic']);
    expect(await names('?choir=1')).toEqual(['horvat']);
    expect(await names('?minor=1')).toEqual(['cacic']);
    expect(await names('?minor=0')).toEqual(['horvat', 'juric']);
    expect(await names(`?programId=${klavir}`)).toEqual(['cacic', 'juric']);
    expect(await names(`?mentorId=${ids.mentor}`)).toEqual(['cacic']);
    expect(await names(`?createdYear=${new Date().getUTCFullYear()}`)).toHaveLength(3);
    expect(await names('?createdYear=2001')).toEqual([]);
    expect(await names('?status=inactive')).toEqual(['bivsi']);
    expect(await names('?status=all&noPhotos=1')).toHaveLength(4);
  });

  it('filters students whose enrollment for the latest year is not confirmed, and counts them on the admin home', async () => {
    const { t } = ctx;
    const { ids, admin } = ctx.w;
    const db = t.database.db;
    const { schoolId } = await db
      .selectFrom('users')
      .select('schoolId')
      .where('id', '=', ids.cacic!)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const openYear = async (startDate: string) => {
      const sy = await db
        .insertInto('school_years')
        .values({
          schoolId,
          name: startDate,
          startDate,
          endDate: `${Number(startDate.slice(0, 4)) + 1}-06-30`,
          abReferenceMonday: startDate,
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const year = await db
        .insertInto('enrollment_years')
        .values({ schoolId, schoolYearId: sy.id, openedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const agreement = await db
        .insertInto('enrollment_agreements')
        .values({
          schoolId,
          enrollmentYearId: year.id,
          version: 1,
          html: '<p>U</p>',
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { yearId: year.id, agreementId: agreement.id };
    };
    const enrol = (studentId: number, y: { yearId: number; agreementId: number }) =>
      db
        .insertInto('enrollments')
        .values({
          schoolId,
          enrollmentYearId: y.yearId,
          studentId,
          agreementId: y.agreementId,
          agreementVersion: 1,
          programId: null,
          programName: null,
          pohadanjeNastave: null,
          oib: '',
          datumRodjenja: '',
          brojMobitela: '',
          adresa: '{}',
          roditelj1: null,
          roditelj2: null,
          acceptedAt: at,
        })
        .execute();
    // Enrolled last year only does not count for this year.
    await enrol(ids.horvat!, await openYear('2025-09-01'));
    await enrol(ids.cacic!, await openYear('2026-09-01'));
    expect(await names('?notEnrolled=1')).toEqual(['horvat', 'juric']);
    expect(await names('?notEnrolled=0')).toEqual(['cacic']);
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(overview.json().counts).toMatchObject({
      notEnrolled: 2,
      unpaidInvoices: 0,
      openProblemReports: 0,
    });
  });
});
