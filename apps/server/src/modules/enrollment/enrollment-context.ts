import { schoolToday } from '@takt/shared/age';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import type { EnrollmentYear } from '@takt/shared/schemas/enrollment';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { FormConsentRecorder } from '../admin/consents.service.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { ConfirmationData } from './confirmation-pdf.ts';
import type {
  EnrollmentRecord,
  EnrollmentRepository,
  EnrollmentYearRecord,
} from './enrollment.repository.ts';

export interface EnrollmentDeps {
  enrollment: EnrollmentRepository;
  calendar: CalendarService;
  schools: SchoolService;
  users: UserService;
  notifications: NotificationService;
  mail: MailService;
  transactor: Transactor;
  events: EventBus;
  limiter: RateLimitStore;
  /** The audit log: exports and confirmations carry OIBs and parents, so each is recorded. */
  audit?: AuditRecorder;
  /** The consents ticked on the form become (or withdraw) the student's consent records. */
  consents?: FormConsentRecorder;
  now: () => Date;
}

export interface EnrollmentCaller {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isAdmin: boolean;
}

export const field = (name: string, message: string) =>
  badRequest(message, 'validation_error', { [name]: message });

export function requireAdmin(caller: EnrollmentCaller) {
  if (!caller.isAdmin) throw forbidden();
}

export function toEnrollmentYear(y: EnrollmentYearRecord): EnrollmentYear {
  return {
    id: y.id,
    schoolYear: {
      id: y.schoolYearId,
      name: y.schoolYearName,
      startDate: y.startDate,
      endDate: y.endDate,
    },
    programChangeFrom: y.programChangeFrom,
    programChangeUntil: y.programChangeUntil,
    agreementVersion: y.agreementVersion,
    agreementText: y.agreementText,
    openedAt: y.openedAt,
  };
}

/**
 * What the parts of the enrollment service (years, acceptance, dashboard) all lean on: the
 * school's today, a year that must exist, and the confirmation both a student and an admin print.
 */
export function createEnrollmentContext(deps: EnrollmentDeps) {
  const repo = deps.enrollment;

  async function yearOf(schoolId: number, id: number) {
    const year = await repo.year(schoolId, id);
    if (!year) throw notFound(m.yearNotFound);
    return year;
  }

  async function confirmationData(
    schoolId: number,
    year: EnrollmentYearRecord,
    rows: { ime: string; prezime: string; enrollment: EnrollmentRecord }[],
  ): Promise<ConfirmationData[]> {
    const school = await deps.schools.findById(schoolId);
    return rows.map((r) => ({
      schoolName: school?.name ?? '',
      studentName: `${r.ime} ${r.prezime}`,
      oib: r.enrollment.oib,
      datumRodjenja: r.enrollment.datumRodjenja,
      programName: r.enrollment.programName,
      pohadanjeNastave: r.enrollment.pohadanjeNastave,
      schoolYear: year.schoolYearName,
      acceptedAt: r.enrollment.acceptedAt,
      agreementVersion: r.enrollment.agreementVersion,
    }));
  }

  return { today: () => schoolToday(deps.now()), yearOf, confirmationData };
}

export type EnrollmentContext = ReturnType<typeof createEnrollmentContext>;
