import { toJson } from '../src/db/rows.ts';
import type { ErasureRows } from './erasure-world.ts';

/**
 * The person's enrollment for 2026/27 with their OIB, phone, address and both parents. The school
 * year and enrollment year are unique per school, so a second person filled into the same database
 * reuses them (and the agreement). Returns the school year, which the lessons belong to.
 */
export async function addEnrollmentRows({ db, p, at }: ErasureRows): Promise<number> {
  const { schoolId, userId } = p;
  const year =
    (await db
      .selectFrom('school_years')
      .select('id')
      .where('schoolId', '=', schoolId)
      .where('startDate', '=', '2026-09-01')
      .executeTakeFirst()) ??
    (await db
      .insertInto('school_years')
      .values({
        schoolId,
        name: '2026./2027.',
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        abReferenceMonday: '2026-08-31',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const existing = await db
    .selectFrom('enrollment_years as y')
    .innerJoin('enrollment_agreements as a', 'a.enrollmentYearId', 'y.id')
    .select(['y.id as yearId', 'a.id as agreementId'])
    .where('y.schoolYearId', '=', year.id)
    .executeTakeFirst();
  let enrollmentYear = { id: existing?.yearId ?? 0 };
  let agreement = { id: existing?.agreementId ?? 0 };
  if (!existing) {
    enrollmentYear = await db
      .insertInto('enrollment_years')
      .values({ schoolId, schoolYearId: year.id, openedAt: at, openedBy: p.adminId })
      .returning('id')
      .executeTakeFirstOrThrow();
    agreement = await db
      .insertInto('enrollment_agreements')
      .values({
        schoolId,
        enrollmentYearId: enrollmentYear.id,
        version: 1,
        html: '<p>Ugovor</p>',
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  await db
    .insertInto('enrollments')
    .values({
      schoolId,
      enrollmentYearId: enrollmentYear.id,
      studentId: userId,
      agreementId: agreement.id,
      agreementVersion: 1,
      programId: null,
      programName: 'Gitara',
      pohadanjeNastave: null,
      oib: p.oib,
      datumRodjenja: '2013-04-05',
      brojMobitela: p.brojMobitela,
      adresa: toJson(p.adresa),
      roditelj1: toJson(p.parent),
      roditelj2: toJson({ ime: 'Drugi', prezime: p.prezime, brojMobitela: p.parent.brojMobitela }),
      acceptedAt: at,
    })
    .execute();
  return year.id;
}
