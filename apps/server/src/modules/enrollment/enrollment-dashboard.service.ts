import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import type { EnrollmentDashboardQuery } from '@takt/shared/schemas/enrollment';
import { notFound } from '../../lib/app-error.ts';
import { confirmationPdf } from './confirmation-pdf.ts';
import {
  requireAdmin,
  toEnrollmentYear,
  type EnrollmentCaller,
  type EnrollmentContext,
  type EnrollmentDeps,
} from './enrollment-context.ts';
import { enrollmentDashboard } from './enrollment-dashboard.ts';

const PERSONAL_FIELDS = ['oib', 'datumRodjenja', 'brojMobitela', 'adresa', 'roditelji'];

/**
 * The admins' follow-up of a year: who has and has not accepted, the exports and the
 * confirmations, each of which is audited because it hands out personal data.
 */
export function createEnrollmentDashboardService(
  deps: EnrollmentDeps,
  { today, yearOf, confirmationData }: EnrollmentContext,
) {
  const repo = deps.enrollment;

  async function dashboardYear(schoolId: number, yearId: number | undefined) {
    if (yearId) return yearOf(schoolId, yearId);
    return (await repo.openYear(schoolId, today())) ?? (await repo.listYears(schoolId))[0] ?? null;
  }

  return {
    /** A student's confirmation for an admin (a row of the dashboard). */
    async studentConfirmation(caller: EnrollmentCaller, studentId: number, yearId?: number) {
      requireAdmin(caller);
      const year = await dashboardYear(caller.schoolId, yearId);
      const person = await deps.users.findInSchool(caller.schoolId, studentId);
      const theirs =
        year && person && (await repo.enrollmentOf(caller.schoolId, year.id, studentId));
      if (!year || !person || !theirs) throw notFound(m.notEnrolled);
      const [data] = await confirmationData(caller.schoolId, year, [
        { ...person, enrollment: theirs },
      ]);
      await deps.audit?.record(
        caller,
        'enrollment.confirmation',
        { type: 'user', id: studentId },
        PERSONAL_FIELDS,
      );
      return {
        pdf: await confirmationPdf([data!]),
        studentName: `${person.ime} ${person.prezime}`,
      };
    },

    async dashboard(
      caller: EnrollmentCaller,
      query: EnrollmentDashboardQuery & { limit: number; offset: number },
    ) {
      requireAdmin(caller);
      const year = await dashboardYear(caller.schoolId, query.yearId);
      const yearId = year?.id ?? null;
      const { limit, offset, ...filter } = query;
      const counts = await repo.counts(caller.schoolId, yearId, filter);
      const page = await repo.students(caller.schoolId, yearId, {
        personal: false,
        filter,
        page: { limit, offset },
      });
      return enrollmentDashboard(year ? toEnrollmentYear(year) : null, counts, page);
    },

    /** The filtered rows and the year's name, for the CSV and XLSX exports. */
    async exportRows(caller: EnrollmentCaller, query: EnrollmentDashboardQuery) {
      requireAdmin(caller);
      const year = await dashboardYear(caller.schoolId, query.yearId);
      const rows = await repo.students(caller.schoolId, year?.id ?? null, { filter: query });
      await deps.audit?.record(
        caller,
        'enrollment.export',
        { type: 'enrollment', id: year?.id ?? null },
        PERSONAL_FIELDS,
      );
      return { rows, yearName: year?.schoolYearName ?? '' };
    },

    /** Every confirmed student's confirmation of the filtered rows, one page each, one PDF. */
    async bulkConfirmations(caller: EnrollmentCaller, query: EnrollmentDashboardQuery) {
      requireAdmin(caller);
      const year = await dashboardYear(caller.schoolId, query.yearId);
      if (!year) throw notFound(m.yearNotFound);
      const filter =
        query.status === 'pending' ? query : { ...query, status: 'confirmed' as const };
      const rows = (await repo.students(caller.schoolId, year.id, { filter })).flatMap((r) =>
        r.enrollment ? [{ ime: r.ime, prezime: r.prezime, enrollment: r.enrollment }] : [],
      );
      if (rows.length === 0) throw notFound(m.notEnrolled);
      await deps.audit?.record(
        caller,
        'enrollment.confirmation',
        { type: 'enrollment', id: year.id },
        PERSONAL_FIELDS,
      );
      return {
        pdf: await confirmationPdf(await confirmationData(caller.schoolId, year, rows)),
        count: rows.length,
      };
    },
  };
}
