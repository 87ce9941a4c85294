import { accountMessages as m } from '@takt/shared/account-messages';
import type { MentorSignupInput } from '@takt/shared/schemas/mentor-signup';
import { retryOnUniqueViolation, type Transact } from '../../db/transaction.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { badRequest, conflict, notFound } from '../../plugins/app-error.ts';
import type { RateLimitStore } from '../../plugins/rate-limit-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates } from '../mail/mail.templates.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { AccountService } from '../users/account.service.ts';

export interface MentorSignupDeps {
  transact: Transact;
  schools: SchoolService;
  accounts: AccountService;
  mail: MailService;
  notifications: NotificationService;
  limiter: RateLimitStore;
  now?: () => Date;
}

export type MentorSignupService = ReturnType<typeof createMentorSignupService>;

/** Mentor registration through a school's secret link (spec §2, §5 Mentor signup). */
export function createMentorSignupService(deps: MentorSignupDeps) {
  const now = deps.now ?? (() => new Date());

  async function schoolOf(token: string) {
    const school = await deps.schools.schoolByMentorToken(token);
    if (!school) throw notFound(m.mentorLinkInvalid);
    return school;
  }

  return {
    now,
    async linkInfo(token: string) {
      const school = await schoolOf(token);
      return { valid: true, school, programs: await deps.schools.activePrograms(school.id) };
    },
    /** The admin's own school's link secret (created on first use for older schools). */
    currentToken: async (schoolId: number) => ({
      token: await deps.schools.mentorSignupToken(schoolId),
    }),
    rotateToken: async (schoolId: number) => ({
      token: await deps.schools.rotateMentorSignupToken(schoolId),
    }),

    async register(input: MentorSignupInput, ip: string) {
      await enforceLimit(deps.limiter, `mentor-signup:${ip}`, accountLimits.mentorSignup, now);
      const school = await schoolOf(input.token);
      const offered = new Set((await deps.schools.activePrograms(school.id)).map((p) => p.id));
      if (!input.programs.every((id) => offered.has(id))) {
        throw badRequest(m.unknownProgram, 'unknown_program', { programs: m.unknownProgram });
      }
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      // A username picked meanwhile by a parallel sign-up: the retry sees it and picks the next.
      return retryOnUniqueViolation(() =>
        deps.transact(async (tx) => {
          if (await deps.accounts.isEmailRegistered(input.email, tx)) {
            throw conflict(m.emailRegistered, 'email_exists');
          }
          if (
            input.korisnickoIme &&
            (await deps.accounts.usernameExists(input.korisnickoIme, tx))
          ) {
            throw conflict(m.usernameTaken, 'username_taken');
          }
          // Roles are fixed here whatever the body said: a mentor, never an admin or a student.
          const user = await deps.accounts.createAccount(tx, {
            schoolId: school.id,
            korisnickoIme: input.korisnickoIme,
            ime: input.ime,
            prezime: input.prezime,
            email: input.email,
            passwordHash,
            mustChangePassword: true,
            isStudent: false,
            isMentor: true,
            isAdmin: false,
            oib: input.oib,
            brojMobitela: input.brojMobitela,
            datumRodjenja: input.datumRodjenja,
            adresa: input.adresa,
            roditelj1: null,
            roditelj2: null,
            napomene: input.napomene,
            programType: {},
            pohadjaTeoriju: false,
            maiZbor: false,
            maloljetniClan: false,
            predmet: input.predmet || null,
            programIds: input.programs,
          });
          await deps.mail.enqueue(tx, {
            schoolId: school.id,
            kind: 'mentor-welcome',
            to: input.email,
            sensitive: true,
            content: templates.mentorWelcome(deps.mail.context(school.name), {
              ime: input.ime,
              korisnickoIme: user.korisnickoIme,
              password,
            }),
          });
          await deps.notifications.notify(tx, await deps.accounts.adminIds(school.id, tx), {
            type: 'mentor-registered',
            title: 'Novi mentor',
            body: `${input.ime} ${input.prezime} registrirao/la se kao mentor.`,
          });
          return { success: true, message: m.mentorRegistered, korisnickoIme: user.korisnickoIme };
        }),
      );
    },
  };
}
