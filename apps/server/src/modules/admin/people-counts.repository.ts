import type { DataAccess } from '../../db/unit-of-work.ts';
import { latestEnrollmentYear } from './students.repository.ts';

/**
 * The admin overview's figures of a school: its people, and beside them what waits for the admin
 * (signups, unpaid invoices, problem reports), so the overview asks one repository.
 */
export function createPeopleCountsRepository(data: DataAccess) {
  return {
    async counts(schoolId: number) {
      const row = await data.db
        .selectFrom('users')
        .select((eb) => [
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('isStudent', '=', true), eb('isActive', '=', true)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('students'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('isMentor', '=', true), eb('isActive', '=', true)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('mentors'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(eb.and([eb('isActive', '=', false), eb('erasedAt', 'is', null)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('inactive'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('isStudent', '=', true),
                    eb('isActive', '=', true),
                    eb.not(
                      eb.exists(
                        eb
                          .selectFrom('student_mentors as sm')
                          .select('sm.mentorId')
                          .whereRef('sm.studentId', '=', 'users.id'),
                      ),
                    ),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('withoutMentor'),
          eb.fn
            .sum<number | string | null>(
              eb
                .case()
                .when(
                  eb.and([
                    eb('isStudent', '=', true),
                    eb('isActive', '=', true),
                    eb.not(
                      eb.exists(
                        eb
                          .selectFrom('enrollments as e')
                          .select('e.id')
                          .whereRef('e.studentId', '=', 'users.id')
                          .where('e.enrollmentYearId', '=', latestEnrollmentYear(eb, schoolId)),
                      ),
                    ),
                  ]),
                )
                .then(1)
                .else(0)
                .end(),
            )
            .as('notEnrolled'),
        ])
        .where('schoolId', '=', schoolId)
        .executeTakeFirstOrThrow();
      const pending = await data.db
        .selectFrom('pending_signups')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const programs = await data.db
        .selectFrom('programs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('active', '=', true)
        .executeTakeFirstOrThrow();
      const unpaid = await data.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('kind', '=', 'invoice')
        .where('status', 'in', ['issued', 'overdue'])
        .executeTakeFirstOrThrow();
      const reports = await data.db
        .selectFrom('problem_reports')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('status', 'in', ['new', 'in_progress'])
        .executeTakeFirstOrThrow();
      return {
        notEnrolled: Number(row.notEnrolled ?? 0),
        unpaidInvoices: Number(unpaid.n),
        openProblemReports: Number(reports.n),
        pendingSignups: Number(pending.n),
        students: Number(row.students ?? 0),
        mentors: Number(row.mentors ?? 0),
        inactive: Number(row.inactive ?? 0),
        studentsWithoutMentor: Number(row.withoutMentor ?? 0),
        programs: Number(programs.n),
      };
    },
  };
}
