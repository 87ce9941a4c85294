import { schoolToday } from '@takt/shared/age';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import {
  ENROLLMENT_ATTEMPTS_PER_HOUR,
  ENROLLMENT_BLOCK_MS,
  ENROLLMENT_COOLDOWN_MS,
  enrollmentCardVisible,
  enrollmentForced,
} from '@takt/shared/enrollment-rules';
import type {
  EnrollmentCurrent,
  EnrollmentDashboardQuery,
  EnrollmentYear,
} from '@takt/shared/schemas/enrollment';
import { attendanceOptions } from '@takt/shared/schemas/signup';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { CalendarService } from '../calendar/calendar.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { sanitizePostHtml } from '../posts/post-html.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import { confirmationPdf, type ConfirmationData } from './confirmation-pdf.ts';
import { enrollmentDashboard } from './enrollment-dashboard.ts';
import { reminderMail } from './enrollment-mail.ts';
import type {
  EnrollmentRecord,
  EnrollmentRepository,
  EnrollmentYearRecord,
} from './enrollment.repository.ts';
import './enrollment.events.ts';
import type { FormConsents } from '@takt/shared/schemas/form-consents';
import type { FormConsentRecorder } from '../admin/consents.service.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';

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

const PERSONAL_FIELDS = ['oib', 'datumRodjenja', 'brojMobitela', 'adresa', 'roditelji'];

export interface EnrollmentCaller {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isAdmin: boolean;
}

export type AcceptInput = {
  agreementVersion: number;
  programId?: number | undefined;
  pohadanjeNastave?: string | undefined;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string;
  adresa: { ulica: string; kucniBroj: string; mjesto: string };
  roditelj1?: { ime: string; prezime: string; brojMobitela: string } | undefined;
  roditelj2?: { ime: string; prezime: string; brojMobitela: string } | undefined;
  consents?: FormConsents | undefined;
};

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;

const field = (name: string, message: string) =>
  badRequest(message, 'validation_error', { [name]: message });

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

const toEnrollment = (e: EnrollmentRecord) => ({
  id: e.id,
  enrollmentYearId: e.enrollmentYearId,
  status: 'confirmed' as const,
  acceptedAt: e.acceptedAt,
  agreementVersion: e.agreementVersion,
  programId: e.programId,
  programName: e.programName,
  pohadanjeNastave: e.pohadanjeNastave,
});

/**
 * Enrollment per school year (spec §2, §4, §5): admins open a year with a versioned agreement and
 * a window for program changes; students accept it (with a cooldown and an hourly limit) and get a
 * confirmation PDF; admins follow who has and has not, export and remind.
 */
export function createEnrollmentService(deps: EnrollmentDeps) {
  const { enrollment: repo, transactor } = deps;
  const today = () => schoolToday(deps.now());

  function requireAdmin(caller: EnrollmentCaller) {
    if (!caller.isAdmin) throw forbidden();
  }

  async function yearOf(schoolId: number, id: number) {
    const year = await repo.year(schoolId, id);
    if (!year) throw notFound(m.yearNotFound);
    return year;
  }

  const selectionOpen = (y: EnrollmentYearRecord) => {
    const day = today();
    if (!y.programChangeFrom && !y.programChangeUntil) return false;
    return (
      (!y.programChangeFrom || y.programChangeFrom <= day) &&
      (!y.programChangeUntil || day <= y.programChangeUntil)
    );
  };

  async function programOptions(schoolId: number) {
    return (await deps.schools.activePrograms(schoolId)).map((p) => ({
      id: p.id,
      naziv: p.naziv,
      tipovi: attendanceOptions(p),
    }));
  }

  async function student(caller: EnrollmentCaller) {
    const user = await deps.users.findInSchool(caller.schoolId, caller.id);
    if (!user) throw notFound(m.studentNotFound);
    return user;
  }

  /** Which program and attendance type the acceptance records. */
  async function chosenProgram(
    caller: EnrollmentCaller,
    year: EnrollmentYearRecord,
    input: AcceptInput,
  ) {
    const programs = await programOptions(caller.schoolId);
    if (selectionOpen(year)) {
      if (!input.programId) throw field('programId', m.program);
      const program = programs.find((p) => p.id === input.programId);
      if (!program) throw field('programId', m.program);
      if (program.tipovi.length > 0 && !program.tipovi.includes(input.pohadanjeNastave ?? '')) {
        throw field('pohadanjeNastave', m.attendance);
      }
      return { program, attendance: program.tipovi.length > 0 ? input.pohadanjeNastave! : null };
    }
    // Selection closed: the program the school has on file stays.
    const user = await student(caller);
    const ids = await repo.programIdsOf(caller.id);
    const program = programs.find((p) => ids.includes(p.id)) ?? null;
    const onFile = program ? (user.programType[String(program.id)] ?? null) : null;
    const attendance =
      program && program.tipovi.length > 0
        ? program.tipovi.includes(input.pohadanjeNastave ?? '')
          ? input.pohadanjeNastave!
          : onFile
        : null;
    return { program, attendance };
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

  async function dashboardYear(schoolId: number, yearId: number | undefined) {
    if (yearId) return yearOf(schoolId, yearId);
    return (await repo.openYear(schoolId, today())) ?? (await repo.listYears(schoolId))[0] ?? null;
  }

  return {
    async listYears(caller: EnrollmentCaller) {
      requireAdmin(caller);
      return (await repo.listYears(caller.schoolId)).map(toEnrollmentYear);
    },

    async openYear(
      caller: EnrollmentCaller,
      input: {
        schoolYearId: number;
        agreementText: string;
        programChangeFrom: string | null;
        programChangeUntil: string | null;
      },
    ): Promise<EnrollmentYear> {
      requireAdmin(caller);
      const html = sanitizePostHtml(input.agreementText);
      if (!html) throw field('agreementText', m.agreementRequired);
      return transactor.run(async () => {
        const schoolYear = await deps.calendar.yearById(caller.schoolId, input.schoolYearId);
        if (!schoolYear) throw notFound(m.schoolYearNotFound);
        if (await repo.yearExistsFor(caller.schoolId, schoolYear.id)) throw conflict(m.alreadyOpen);
        // A year that is over is closed: nobody could accept it any more.
        if (schoolYear.endDate < today()) throw field('schoolYearId', m.yearEnded);
        const at = deps.now().toISOString();
        const id = await repo.insertYear({
          schoolId: caller.schoolId,
          schoolYearId: schoolYear.id,
          programChangeFrom: input.programChangeFrom,
          programChangeUntil: input.programChangeUntil,
          openedBy: caller.id,
          openedAt: at,
        });
        await repo.insertAgreement({
          schoolId: caller.schoolId,
          enrollmentYearId: id,
          version: 1,
          html,
          createdBy: caller.id,
          createdAt: at,
        });
        const students = await repo.students(caller.schoolId, null, { personal: false });
        await deps.notifications.notify(
          students.map((s) => s.studentId),
          {
            type: 'enrollment_open',
            title: m.openTitle,
            body: m.openBody(schoolYear.name),
            link: '/enroll',
          },
        );
        deps.events.publish('enrollment.opened', {
          schoolId: caller.schoolId,
          enrollmentYearId: id,
        });
        return toEnrollmentYear(await yearOf(caller.schoolId, id));
      });
    },

    /** A changed text becomes a new agreement version; acceptances keep the one they accepted. */
    async updateYear(
      caller: EnrollmentCaller,
      id: number,
      input: {
        agreementText: string;
        programChangeFrom: string | null;
        programChangeUntil: string | null;
      },
    ): Promise<EnrollmentYear> {
      requireAdmin(caller);
      const html = sanitizePostHtml(input.agreementText);
      if (!html) throw field('agreementText', m.agreementRequired);
      return transactor.run(async () => {
        const year = await yearOf(caller.schoolId, id);
        if (year.endDate < today()) throw conflict(m.yearEnded);
        if (html !== year.agreementText) {
          await repo.insertAgreement({
            schoolId: caller.schoolId,
            enrollmentYearId: id,
            version: year.agreementVersion + 1,
            html,
            createdBy: caller.id,
            createdAt: deps.now().toISOString(),
          });
        }
        await repo.updateWindow(caller.schoolId, id, {
          programChangeFrom: input.programChangeFrom,
          programChangeUntil: input.programChangeUntil,
        });
        return toEnrollmentYear(await yearOf(caller.schoolId, id));
      });
    },

    /** GET /api/enrollment/current. */
    async current(caller: EnrollmentCaller): Promise<EnrollmentCurrent> {
      const year = await repo.openYear(caller.schoolId, today());
      const mine = year ? await repo.enrollmentOf(caller.schoolId, year.id, caller.id) : null;
      const user = await student(caller);
      const programIds = await repo.programIdsOf(caller.id);
      const programId = mine?.programId ?? programIds[0] ?? null;
      const now = deps.now();
      return {
        enrollmentYearId: year?.id ?? null,
        schoolYear: year
          ? {
              id: year.schoolYearId,
              name: year.schoolYearName,
              startDate: year.startDate,
              endDate: year.endDate,
            }
          : null,
        enrollment: mine ? toEnrollment(mine) : null,
        agreementVersion: year?.agreementVersion ?? null,
        selectionOpen: year ? selectionOpen(year) : false,
        programs: year ? await programOptions(caller.schoolId) : [],
        showCard: caller.isStudent && !!year && enrollmentCardVisible(now),
        // Forced only once the open year has begun: enrolling ahead for the next one is asked
        // for by the card, not forced.
        mustEnroll:
          caller.isStudent && enrollmentForced(now, !!mine, !!year && year.startDate <= today()),
        prefill: {
          ime: user.ime,
          prezime: user.prezime,
          email: user.email,
          oib: mine?.oib ?? user.oib,
          datumRodjenja: mine?.datumRodjenja ?? user.datumRodjenja,
          brojMobitela: mine?.brojMobitela ?? user.brojMobitela,
          adresa: mine?.adresa ?? user.adresa,
          roditelj1: mine?.roditelj1 ?? user.roditelj1,
          roditelj2: mine?.roditelj2 ?? user.roditelj2,
          programId,
          pohadanjeNastave:
            mine?.pohadanjeNastave ??
            (programId ? (user.programType[String(programId)] ?? null) : null),
        },
      };
    },

    /** GET /api/enrollment/agreement: the open year's agreement, '' when none is open. */
    async agreement(caller: EnrollmentCaller) {
      const year = await repo.openYear(caller.schoolId, today());
      return {
        agreementText: year?.agreementText ?? '',
        version: year?.agreementVersion ?? null,
        schoolYear: year?.schoolYearName ?? null,
      };
    },

    /** POST /api/enrollment/accept: 60 s between tries, five an hour, then an hour's wait. */
    async accept(caller: EnrollmentCaller, input: AcceptInput) {
      if (!caller.isStudent) throw forbidden();
      await enforceLimit(
        deps.limiter,
        `enrollment-hour:${caller.id}`,
        { max: ENROLLMENT_ATTEMPTS_PER_HOUR, windowMs: ENROLLMENT_BLOCK_MS },
        deps.now,
        m.tooManyAttempts,
      );
      await enforceLimit(
        deps.limiter,
        `enrollment-cooldown:${caller.id}`,
        { max: 1, windowMs: ENROLLMENT_COOLDOWN_MS },
        deps.now,
        m.cooldown,
      );
      return transactor.run(async () => {
        const year = await repo.openYear(caller.schoolId, today());
        if (!year) throw conflict(m.notOpen);
        if (input.agreementVersion !== year.agreementVersion) throw conflict(m.agreementChanged);
        const { program, attendance } = await chosenProgram(caller, year, input);
        await repo.saveEnrollment({
          schoolId: caller.schoolId,
          enrollmentYearId: year.id,
          studentId: caller.id,
          agreementId: year.agreementId,
          agreementVersion: year.agreementVersion,
          programId: program?.id ?? null,
          programName: program?.naziv ?? null,
          pohadanjeNastave: attendance,
          oib: input.oib,
          datumRodjenja: input.datumRodjenja,
          brojMobitela: input.brojMobitela,
          adresa: input.adresa,
          roditelj1: input.roditelj1?.ime ? input.roditelj1 : null,
          roditelj2: input.roditelj2?.ime ? input.roditelj2 : null,
          acceptedAt: deps.now().toISOString(),
        });
        await deps.consents?.recordFromForm(caller, caller.id, {
          consents: input.consents,
          datumRodjenja: input.datumRodjenja,
          roditelj1: input.roditelj1?.ime ? input.roditelj1 : null,
          recordedById: caller.id,
        });
        const saved = await repo.enrollmentOf(caller.schoolId, year.id, caller.id);
        return toEnrollment(saved!);
      });
    },

    /** GET /api/enrollment/my/upis-pdf. */
    async myConfirmation(caller: EnrollmentCaller) {
      const year = await repo.openYear(caller.schoolId, today());
      const mine = year && (await repo.enrollmentOf(caller.schoolId, year.id, caller.id));
      if (!year || !mine) throw notFound(m.notEnrolled);
      const user = await student(caller);
      const [data] = await confirmationData(caller.schoolId, year, [{ ...user, enrollment: mine }]);
      return { pdf: await confirmationPdf([data!]), studentName: `${user.ime} ${user.prezime}` };
    },

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

    /** Notifies and e-mails every active student who has not accepted the year's agreement. */
    async remind(caller: EnrollmentCaller, yearId: number): Promise<number> {
      requireAdmin(caller);
      return transactor.run(async () => {
        const year = await yearOf(caller.schoolId, yearId);
        const pending = await repo.students(caller.schoolId, year.id, {
          personal: false,
          filter: { status: 'pending' },
        });
        await deps.notifications.notify(
          pending.map((r) => r.studentId),
          {
            type: 'enrollment_reminder',
            title: m.reminderTitle,
            body: m.reminderBody(year.schoolYearName),
            link: '/enroll',
          },
        );
        const school = await deps.schools.findById(caller.schoolId);
        const context = deps.mail.context(school?.name ?? '');
        for (const r of pending) {
          await deps.mail.enqueue({
            schoolId: caller.schoolId,
            kind: 'enrollment-reminder',
            to: r.email,
            content: reminderMail(context, { ime: r.ime, schoolYear: year.schoolYearName }),
          });
        }
        return pending.length;
      });
    },
  };
}
