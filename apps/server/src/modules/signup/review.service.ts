import { accountMessages as m } from '@takt/shared/account-messages';
import { retryOnUniqueViolation, type Transactor } from '../../db/unit-of-work.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { toPage } from '../../lib/paging.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { FormConsentRecorder } from '../admin/consents.service.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates } from '../mail/mail.templates.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { Caller, UserService } from '../users/user.service.ts';
import type { PendingSignup, SignupRepository } from './signup.repository.ts';

export interface ReviewDeps {
  signups: SignupRepository;
  transactor: Transactor;
  events: EventBus;
  schools: SchoolService;
  users: UserService;
  mail: MailService;
  audit: AuditRecorder;
  /** Records the consents ticked on the form for the new student. */
  consents: FormConsentRecorder;
  now: () => Date;
}

type Admin = Caller;

const SIGNUP_SENSITIVE = ['oib', 'datumRodjenja', 'brojMobitela', 'adresa', 'roditelji'];

export type ReviewService = ReturnType<typeof createReviewService>;

/** Admin review of sign-up requests: always within the admin's own school. */
export function createReviewService(deps: ReviewDeps) {
  const { now, signups } = deps;

  async function load(admin: Admin, id: number): Promise<PendingSignup> {
    const request = await signups.findInSchool(admin.schoolId, id);
    if (!request) throw notFound(m.requestNotFound);
    return request;
  }
  async function schoolName(schoolId: number): Promise<string> {
    return (await deps.schools.findById(schoolId))?.name ?? '';
  }
  const reviewed = (admin: Admin, status: 'approved' | 'declined') => ({
    status,
    reviewedBy: admin.id,
    reviewedAt: now().toISOString(),
  });

  return {
    async list(admin: Admin, page: { limit: number; cursorId?: number }) {
      // The queue is oldest first, so the cursor is the last id seen and pages move forward.
      const rows = await signups.listPending(admin.schoolId, page.limit + 1, page.cursorId);
      const { items, nextCursor } = toPage(rows, page.limit);
      // The queue shows every applicant's OIB, birth date and parents: one entry per page read.
      if (items.length > 0) {
        await deps.audit.record(
          admin,
          'signup.read',
          { type: 'signup', id: null },
          SIGNUP_SENSITIVE,
        );
      }
      return { requests: items, nextCursor };
    },
    count: async (admin: Admin) => ({ count: await signups.countPending(admin.schoolId) }),
    /** One request with the applicant's OIB, birth date, address and parents: recorded. */
    async get(admin: Admin, id: number) {
      const request = await load(admin, id);
      await deps.audit.record(admin, 'signup.read', { type: 'signup', id }, SIGNUP_SENSITIVE);
      return request;
    },

    /** One transaction: the request is approved, the student exists, the credentials are queued. */
    async approve(admin: Admin, id: number) {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const name = await schoolName(admin.schoolId);
      return retryOnUniqueViolation(() =>
        deps.transactor.run(async () => {
          const request = await load(admin, id);
          if (!(await signups.review(admin.schoolId, id, reviewed(admin, 'approved')))) {
            throw conflict(m.requestAlreadyReviewed, 'already_reviewed');
          }
          const programId = request.programId;
          const user = await deps.users.createAccount({
            schoolId: request.schoolId,
            ime: request.ime,
            prezime: request.prezime,
            email: request.email,
            passwordHash,
            mustChangePassword: true,
            isStudent: true,
            isMentor: false,
            isAdmin: false,
            oib: request.oib,
            brojMobitela: request.brojMobitela,
            datumRodjenja: request.datumRodjenja,
            adresa: request.adresa,
            roditelj1: request.roditelj1,
            roditelj2: request.roditelj2,
            napomene: request.napomene ? [request.napomene] : [],
            programType:
              programId && request.pohadanjeNastave
                ? { [String(programId)]: request.pohadanjeNastave }
                : {},
            pohadjaTeoriju: request.pohadjaTeoriju,
            maiZbor: request.maiZbor,
            maloljetniClan: request.maloljetniClan,
            predmet: null,
            programIds: programId ? [programId] : [],
          });
          await signups.linkUser(admin.schoolId, id, user.id);
          await deps.audit.record(admin, 'signup.approve', { type: 'user', id: user.id });
          // The family gave them on their own form; the new account is who recorded them.
          await deps.consents.recordFromForm(admin, user.id, {
            consents: request.consents,
            datumRodjenja: request.datumRodjenja,
            roditelj1: request.roditelj1,
            recordedById: user.id,
          });
          deps.events.publish('signup.reviewed', {
            schoolId: admin.schoolId,
            requestId: id,
            approved: true,
          });
          await deps.mail.enqueue({
            schoolId: request.schoolId,
            kind: 'signup-approved',
            to: request.email,
            sensitive: true,
            content: templates.signupApproved(deps.mail.context(name), {
              ime: request.ime,
              prezime: request.prezime,
              korisnickoIme: user.korisnickoIme,
              password,
              parent: request.maloljetniClan ? request.roditelj1 : null,
            }),
          });
          return {
            success: true as const,
            user: { id: user.id, korisnickoIme: user.korisnickoIme },
          };
        }),
      );
    },

    async decline(admin: Admin, id: number, reason: string | null) {
      const name = await schoolName(admin.schoolId);
      return deps.transactor.run(async () => {
        const request = await load(admin, id);
        if (!(await signups.review(admin.schoolId, id, reviewed(admin, 'declined'), reason))) {
          throw conflict(m.requestAlreadyReviewed, 'already_reviewed');
        }
        await deps.audit.record(admin, 'signup.decline', { type: 'signup', id });
        deps.events.publish('signup.reviewed', {
          schoolId: admin.schoolId,
          requestId: id,
          approved: false,
        });
        await deps.mail.enqueue({
          schoolId: request.schoolId,
          kind: 'signup-declined',
          to: request.email,
          content: templates.signupDeclined(deps.mail.context(name), { ime: request.ime, reason }),
        });
        return { success: true as const };
      });
    },
  };
}
