import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import type { EnrollmentYear } from '@takt/shared/schemas/enrollment';
import { conflict, notFound } from '../../lib/app-error.ts';
import { sanitizePostHtml } from '../posts/post-html.ts';
import {
  field,
  requireAdmin,
  toEnrollmentYear,
  type EnrollmentCaller,
  type EnrollmentContext,
  type EnrollmentDeps,
} from './enrollment-context.ts';
import { reminderMail } from './enrollment-mail.ts';
import './enrollment.events.ts';

/** The admins' school years: open one with its agreement, revise it, remind who has not accepted. */
export function createEnrollmentYears(deps: EnrollmentDeps, { today, yearOf }: EnrollmentContext) {
  const { enrollment: repo, transactor } = deps;

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
