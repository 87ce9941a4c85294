import { accountMessages as m } from '@takt/shared/account-messages';
import { isMinor } from '@takt/shared/age';
import {
  attendanceError,
  type EmailCheckResponse,
  type SignupInput,
} from '@takt/shared/schemas/signup';
import type { Transactor } from '../../db/unit-of-work.ts';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates } from '../mail/mail.templates.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { BotProtection } from './bot-protection.ts';
import type { SignupRepository } from './signup.repository.ts';
import './signup.events.ts';

export interface SignupDeps {
  signups: SignupRepository;
  transactor: Transactor;
  events: EventBus;
  schools: SchoolService;
  users: UserService;
  mail: MailService;
  notifications: NotificationService;
  bot: BotProtection;
  limiter: RateLimitStore;
  now: () => Date;
}

export type SignupService = ReturnType<typeof createSignupService>;

/** The public sign-up: e-mail check, bot challenge and the request itself (spec §2, §4, §5). */
export function createSignupService(deps: SignupDeps) {
  const { now, signups } = deps;
  const received = { success: true as const, message: m.signupReceived } as const;

  async function emailStatus(email: string) {
    if (await deps.users.isEmailRegistered(email)) return 'user' as const;
    if (await signups.hasPendingEmail(email)) return 'pending' as const;
    return 'none' as const;
  }

  return {
    now,
    async checkEmail(email: string, ip: string): Promise<EmailCheckResponse> {
      await enforceLimit(deps.limiter, `check-email:${ip}`, accountLimits.checkEmail, now);
      const status = await emailStatus(email);
      if (status === 'user') return { exists: true, status, message: m.emailRegistered };
      if (status === 'pending') return { exists: true, status, message: m.emailPending };
      return { exists: false, status, message: '' };
    },
    protection: () => deps.bot.info(),
    async challenge(ip: string) {
      await enforceLimit(deps.limiter, `challenge:${ip}`, accountLimits.challenge, now);
      const challenge = await deps.bot.challenge();
      if (!challenge) throw notFound(m.challengeOff);
      return challenge;
    },
    async submit(input: SignupInput, ip: string) {
      await enforceLimit(deps.limiter, `signup:${ip}`, accountLimits.signup, now);
      // Honeypot filled: a bot. It is told all went well and nothing is written.
      if (input.website) return received;
      if (!(await deps.bot.verify(input, ip))) {
        throw badRequest(m.botCheckFailed, 'bot_check_failed');
      }
      const school = await deps.schools.findById(input.schoolId);
      if (!school) {
        throw badRequest(m.unknownSchool, 'unknown_school', { schoolId: m.unknownSchool });
      }
      const program = (await deps.schools.signupPrograms(school.id)).find(
        (p) => p.id === input.programId,
      );
      if (!program) {
        throw badRequest(m.unknownProgram, 'unknown_program', { programId: m.unknownProgram });
      }
      const attendance = attendanceError(program, input.pohadanjeNastave);
      if (attendance) {
        throw badRequest(attendance, 'validation_error', { pohadanjeNastave: attendance });
      }
      const minor = isMinor(input.datumRodjenja, now());

      await deps.transactor.run(async () => {
        if ((await emailStatus(input.email)) !== 'none') {
          throw conflict(m.signupDuplicate, 'email_exists');
        }
        const id = await signups.insert(
          {
            schoolId: school.id,
            programId: program.id,
            ime: input.ime,
            prezime: input.prezime,
            email: input.email,
            oib: input.oib,
            datumRodjenja: input.datumRodjenja,
            brojMobitela: input.brojMobitela,
            adresa: input.adresa,
            roditelj1: input.roditelj1 ?? null,
            roditelj2: input.roditelj2 ?? null,
            pohadanjeNastave: input.pohadanjeNastave || null,
            pohadjaTeoriju: input.pohadjaTeoriju,
            maiZbor: input.maiZbor,
            maloljetniClan: minor,
            napomene: input.napomene,
            consents: input.consents ?? null,
          },
          now().toISOString(),
        );
        await deps.mail.enqueue({
          schoolId: school.id,
          kind: 'signup-received',
          to: input.email,
          content: templates.signupReceived(deps.mail.context(school.name), {
            program: program.naziv,
          }),
        });
        await deps.notifications.notify(await deps.users.adminIds(school.id), {
          type: 'signup-request',
          title: 'Novi zahtjev za upis',
          body: `${input.ime} ${input.prezime} prijavio/la se za program ${program.naziv}.`,
          link: '/pending-users',
        });
        deps.events.publish('signup.requested', { schoolId: school.id, requestId: id });
      });
      return received;
    },

    /**
     * Deletes requests older than the retention that were never approved (pending or declined),
     * and forgets used challenges that have expired anyway. Returns how many requests went.
     */
    async purgeOld(retentionDays: number): Promise<number> {
      const at = now();
      await signups.pruneChallenges(at.toISOString());
      const cutoff = new Date(at.getTime() - retentionDays * 24 * 3600_000).toISOString();
      return signups.purgeUnapprovedBefore(cutoff);
    },
  };
}
