import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import {
  ENROLLMENT_ATTEMPTS_PER_HOUR,
  ENROLLMENT_BLOCK_MS,
  ENROLLMENT_COOLDOWN_MS,
  enrollmentCardVisible,
  enrollmentForced,
} from '@takt/shared/enrollment-rules';
import type { EnrollmentCurrent } from '@takt/shared/schemas/enrollment';
import type { FormConsents } from '@takt/shared/schemas/form-consents';
import { attendanceOptions } from '@takt/shared/schemas/signup';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { confirmationPdf } from './confirmation-pdf.ts';
import {
  field,
  type EnrollmentCaller,
  type EnrollmentContext,
  type EnrollmentDeps,
} from './enrollment-context.ts';
import type { EnrollmentRecord, EnrollmentYearRecord } from './enrollment.repository.ts';

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

/** The student's side: the open year's card and form, the acceptance, their confirmation. */
export function createEnrollmentAcceptance(
  deps: EnrollmentDeps,
  { today, confirmationData }: EnrollmentContext,
) {
  const { enrollment: repo, transactor } = deps;

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

  return {
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
  };
}
