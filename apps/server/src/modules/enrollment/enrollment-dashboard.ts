import type { EnrollmentDashboard, EnrollmentYear } from '@takt/shared/schemas/enrollment';
import type { EnrollmentCounts } from './enrollment-dashboard.repository.ts';
import type { StudentEnrollmentRow } from './enrollment.repository.ts';

/**
 * The dashboard's answer from what the database counted (totals, by program and by mentor over
 * every row of the filter) and the page of rows it listed.
 */
export function enrollmentDashboard(
  year: EnrollmentYear | null,
  counts: EnrollmentCounts,
  page: StudentEnrollmentRow[],
): EnrollmentDashboard {
  return {
    year,
    totals: {
      students: counts.students,
      confirmed: counts.confirmed,
      pending: counts.students - counts.confirmed,
    },
    byProgram: counts.byProgram,
    byMentor: counts.byMentor,
    rowsTotal: counts.students,
    rows: page.map((r) => ({
      studentId: r.studentId,
      ime: r.ime,
      prezime: r.prezime,
      korisnickoIme: r.korisnickoIme,
      email: r.email,
      programs: r.programs,
      mentors: r.mentors,
      status: r.enrollment ? 'confirmed' : 'pending',
      acceptedAt: r.enrollment?.acceptedAt ?? null,
      agreementVersion: r.enrollment?.agreementVersion ?? null,
      programName: r.enrollment?.programName ?? null,
      pohadanjeNastave: r.enrollment?.pohadanjeNastave ?? null,
    })),
  };
}
