import { accountMessages as m } from '@takt/shared/account-messages';
import { retryOnUniqueViolation, type Transact, type Tx } from '../../db/transaction.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { conflict, notFound } from '../../plugins/app-error.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates } from '../mail/mail.templates.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { AccountService } from '../users/account.service.ts';
import { createSignupRepository, type PendingSignup } from './signup.repository.ts';

export interface ReviewDeps {
  db: Tx;
  transact: Transact;
  schools: SchoolService;
  accounts: AccountService;
  mail: MailService;
  now?: () => Date;
}

type Admin = AuthContext['user'];

export type ReviewService = ReturnType<typeof createReviewService>;

/** Admin review of sign-up requests: always within the admin's own school. */
export function createReviewService(deps: ReviewDeps) {
  const now = deps.now ?? (() => new Date());
  const signups = createSignupRepository(deps.db);

  async function load(tx: Tx, admin: Admin, id: number): Promise<PendingSignup> {
    const request = await createSignupRepository(tx).findInSchool(admin.schoolId, id);
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
    list: (admin: Admin) => signups.listPending(admin.schoolId),
    count: async (admin: Admin) => ({ count: await signups.countPending(admin.schoolId) }),
    get: (admin: Admin, id: number) => load(deps.db, admin, id),

    /** One transaction: the request is approved, the student exists, the credentials are queued. */
    async approve(admin: Admin, id: number) {
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const name = await schoolName(admin.schoolId);
      return retryOnUniqueViolation(() =>
        deps.transact(async (tx) => {
          const request = await load(tx, admin, id);
          const repo = createSignupRepository(tx);
          if (!(await repo.review(id, reviewed(admin, 'approved')))) {
            throw conflict(m.requestAlreadyReviewed, 'already_reviewed');
          }
          const programId = request.programId;
          const user = await deps.accounts.createAccount(tx, {
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
          await repo.linkUser(id, user.id);
          await deps.mail.enqueue(tx, {
            schoolId: request.schoolId,
            kind: 'signup-approved',
            to: request.email,
            sensitive: true,
            content: templates.signupApproved(deps.mail.context(name), {
              ime: request.ime,
              korisnickoIme: user.korisnickoIme,
              password,
            }),
          });
          return { success: true, user: { id: user.id, korisnickoIme: user.korisnickoIme } };
        }),
      );
    },

    async decline(admin: Admin, id: number, reason: string | null) {
      const name = await schoolName(admin.schoolId);
      return deps.transact(async (tx) => {
        const request = await load(tx, admin, id);
        if (!(await createSignupRepository(tx).review(id, reviewed(admin, 'declined'), reason))) {
          throw conflict(m.requestAlreadyReviewed, 'already_reviewed');
        }
        await deps.mail.enqueue(tx, {
          schoolId: request.schoolId,
          kind: 'signup-declined',
          to: request.email,
          content: templates.signupDeclined(deps.mail.context(name), { ime: request.ime, reason }),
        });
        return { success: true };
      });
    },
  };
}
