import { accountMessages as m } from '@takt/shared/account-messages';
import { isMinor } from '@takt/shared/age';
import {
  attendanceError,
  type EmailCheckResponse,
  type SignupInput,
} from '@takt/shared/schemas/signup';
import type { Transact, Tx } from '../../db/transaction.ts';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { badRequest, conflict, notFound } from '../../plugins/app-error.ts';
import type { RateLimitStore } from '../../plugins/rate-limit-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates } from '../mail/mail.templates.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { AccountService } from '../users/account.service.ts';
import type { BotProtection } from './bot-protection.ts';
import { createSignupRepository } from './signup.repository.ts';

export interface SignupDeps {
  db: Tx;
  transact: Transact;
  schools: SchoolService;
  accounts: AccountService;
  mail: MailService;
  notifications: NotificationService;
  bot: BotProtection;
  limiter: RateLimitStore;
  now?: () => Date;
}

export type SignupService = ReturnType<typeof createSignupService>;

/**
 * Job: deletes requests older than the retention that were never approved (pending or declined),
 * and forgets used challenges that have expired anyway. Returns how many requests went.
 */
export function createSignupPurge(deps: { db: Tx; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const signups = createSignupRepository(deps.db);
  return async (retentionDays: number): Promise<number> => {
    const at = now();
    await signups.pruneChallenges(at.toISOString());
    const cutoff = new Date(at.getTime() - retentionDays * 24 * 3600_000).toISOString();
    return signups.purgeUnapprovedBefore(cutoff);
  };
}

/** The public sign-up: e-mail check, bot challenge and the request itself (spec §2, §4, §5). */
export function createSignupService(deps: SignupDeps) {
  const now = deps.now ?? (() => new Date());
  const received = { success: true, message: m.signupReceived } as const;

  async function emailStatus(email: string, tx: Tx = deps.db) {
    if (await deps.accounts.isEmailRegistered(email, tx)) return 'user' as const;
    if (await createSignupRepository(tx).hasPendingEmail(email)) return 'pending' as const;
    return 'none' as const;
  }

  return {
    now,
    async checkEmail(email: string, ip: string): Promise<EmailCheckResponse> {
      await enforceLimit(deps.limiter, `check-email:${ip}`, accountLimits.checkEmail, now);
      const status = await emailStatus(email);
      if (status === 'user') return { exists: true, message: m.emailRegistered };
      if (status === 'pending') return { exists: true, message: m.emailPending };
      return { exists: false, message: '' };
    },
    protection: () => deps.bot.info(),
    async challenge(ip: string) {
      await enforceLimit(deps.limiter, `challenge:${ip}`, accountLimits.challenge, now);
      const challenge = await deps.bot.challenge();
      if (!challenge) throw notFound('Provjera izazovom nije uključena.');
      return challenge;
    },
    async submit(input: SignupInput, ip: string) {
      await enforceLimit(deps.limiter, `signup:${ip}`, accountLimits.signup, now);
      // Honeypot filled: a bot. It is told all went well and nothing is written.
      if (input.website) return received;
      if (!(await deps.bot.verify(input, ip)))
        throw badRequest(m.botCheckFailed, 'bot_check_failed');

      const school = await deps.schools.findById(input.schoolId);
      if (!school)
        throw badRequest(m.unknownSchool, 'unknown_school', { schoolId: m.unknownSchool });
      const program = (await deps.schools.signupPrograms(school.id)).find(
        (p) => p.id === input.programId,
      );
      if (!program) {
        throw badRequest(m.unknownProgram, 'unknown_program', { programId: m.unknownProgram });
      }
      const attendance = attendanceError(program, input.pohadanjeNastave);
      if (attendance)
        throw badRequest(attendance, 'validation_error', { pohadanjeNastave: attendance });
      const minor = isMinor(input.datumRodjenja, now());

      await deps.transact(async (tx) => {
        if ((await emailStatus(input.email, tx)) !== 'none') {
          throw conflict(m.signupDuplicate, 'email_exists');
        }
        await createSignupRepository(tx).insert(
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
          },
          now().toISOString(),
        );
        await deps.mail.enqueue(tx, {
          schoolId: school.id,
          kind: 'signup-received',
          to: input.email,
          content: templates.signupReceived(deps.mail.context(school.name), {
            ime: input.ime,
            prezime: input.prezime,
            program: program.naziv,
          }),
        });
        await deps.notifications.notify(tx, await deps.accounts.adminIds(school.id, tx), {
          type: 'signup-request',
          title: 'Novi zahtjev za upis',
          body: `${input.ime} ${input.prezime} prijavio/la se za program ${program.naziv}.`,
        });
      });
      return received;
    },
    purgeOld: createSignupPurge(deps),
  };
}
