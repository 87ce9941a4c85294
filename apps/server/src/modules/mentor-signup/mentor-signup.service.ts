import { accountMessages as m } from '@takt/shared/account-messages';
import type { MentorSignupInput } from '@takt/shared/schemas/mentor-signup';
import { retryOnUniqueViolation, type Transactor } from '../../db/unit-of-work.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates } from '../mail/mail.templates.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';

export interface MentorSignupDeps {
  transactor: Transactor;
  schools: SchoolService;
  users: UserService;
  mail: MailService;
  notifications: NotificationService;
  limiter: RateLimitStore;
  now: () => Date;
}

export type MentorSignupService = ReturnType<typeof createMentorSignupService>;

/** Mentor registration through a school's secret link (spec §2, §5 Mentor signup). */
export function createMentorSignupService(deps: MentorSignupDeps) {
  const { now } = deps;

  async function schoolOf(token: string) {
    const school = await deps.schools.schoolByMentorToken(token);
    if (!school) throw notFound(m.mentorLinkInvalid);
    return school;
  }

  return {
    now,
    /** Rate-limited per address: the token is a secret, so guessing it must stay slow. */
    async linkInfo(token: string, ip: string) {
      await enforceLimit(deps.limiter, `mentor-link:${ip}`, accountLimits.mentorLink, now);
      const school = await schoolOf(token);
      return {
        valid: true as const,
        school,
        programs: await deps.schools.activePrograms(school.id),
      };
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
        deps.transactor.run(async () => {
          if (await deps.users.isEmailRegistered(input.email)) {
            throw conflict(m.emailRegistered, 'email_exists');
          }
          if (input.korisnickoIme && (await deps.users.usernameExists(input.korisnickoIme))) {
            throw conflict(m.usernameTaken, 'username_taken');
          }
          // Roles are fixed here whatever the body said: a mentor, never an admin or a student,
          // and unconfirmed: student data stays hidden until the school's admin confirms them.
          const user = await deps.users.createAccount({
            confirmed: false,
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
          await deps.mail.enqueue({
            schoolId: school.id,
            kind: 'mentor-welcome',
            to: input.email,
            sensitive: true,
            content: templates.mentorWelcome(deps.mail.context(school.name), {
              korisnickoIme: user.korisnickoIme,
              password,
            }),
          });
          await deps.notifications.notify(await deps.users.adminIds(school.id), {
            type: 'mentor-registered',
            title: 'Novi mentor čeka potvrdu',
            body: `${input.ime} ${input.prezime} registrirao/la se kao mentor. Potvrdite račun u administraciji.`,
            link: '/mentori',
          });
          return {
            success: true as const,
            message: m.mentorRegistered,
            korisnickoIme: user.korisnickoIme,
          };
        }),
      );
    },
  };
}
