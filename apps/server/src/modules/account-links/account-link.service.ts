import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AccountLinkState } from '@takt/shared/schemas/account-links';
import { supportMessages as m } from '@takt/shared/support-messages';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { Caller, UserService } from '../users/user.service.ts';
import type { AccountLinkRepository } from './account-link.repository.ts';
import { linkCodeMail } from './link-mail.ts';

export const LINK_CODE_TTL_MS = 15 * 60_000;
export const LINK_CODE_MAX_ATTEMPTS = 5;
const codeLimit = { max: 5, windowMs: 15 * 60_000 };

const hash = (schoolId: number, email: string, code: string) =>
  createHash('sha256').update(`${schoolId}:${email}:${code}`).digest('hex');
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export type AccountLinkService = ReturnType<typeof createAccountLinkService>;

/**
 * Siblings on one family e-mail (same school): once someone with that mailbox confirms the link
 * with a code sent there, each of them switches to the other accounts without a password.
 */
export function createAccountLinkService(deps: {
  links: AccountLinkRepository;
  users: UserService;
  schools: SchoolService;
  auth: Pick<AuthService, 'sessionFor'>;
  mail: MailService;
  transactor: Transactor;
  limiter: RateLimitStore;
  now: () => Date;
}) {
  const { links, now } = deps;

  async function me(caller: Caller) {
    const user = await deps.users.findInSchool(caller.schoolId, caller.id);
    if (!user) throw notFound(m.accountNotFound);
    return user;
  }

  return {
    async state(caller: Caller): Promise<AccountLinkState> {
      const user = await me(caller);
      const [{ accounts }, link] = await Promise.all([
        deps.users.linkedAccounts(caller),
        links.find(caller.schoolId, user.email.toLowerCase()),
      ]);
      const pending = !!link?.codeExpiresAt && new Date(link.codeExpiresAt) > now();
      return { confirmed: !!link?.confirmedAt, codePending: pending, accounts };
    },

    /** Sends a six-digit code to the shared e-mail (only when siblings share it). */
    async sendCode(caller: Caller): Promise<void> {
      await enforceLimit(deps.limiter, `link-code:${caller.id}`, codeLimit, now);
      const user = await me(caller);
      const { accounts } = await deps.users.linkedAccounts(caller);
      if (accounts.length < 2) throw badRequest(m.linkNoSiblings);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const emailLower = user.email.toLowerCase();
      await deps.transactor.run(async () => {
        const at = now();
        await links.saveCode(
          caller.schoolId,
          emailLower,
          {
            hash: hash(caller.schoolId, emailLower, code),
            expiresAt: new Date(at.getTime() + LINK_CODE_TTL_MS).toISOString(),
          },
          at.toISOString(),
        );
        const school = await deps.schools.findById(caller.schoolId);
        await deps.mail.enqueue({
          schoolId: caller.schoolId,
          kind: 'account-link-code',
          to: user.email,
          sensitive: true,
          content: linkCodeMail(deps.mail.context(school?.name ?? ''), {
            code,
            names: accounts.map((a) => `${a.ime} ${a.prezime}`),
          }),
        });
      });
    },

    async confirm(caller: Caller, code: string): Promise<void> {
      const user = await me(caller);
      const emailLower = user.email.toLowerCase();
      const link = await links.find(caller.schoolId, emailLower);
      const invalid = () =>
        badRequest(m.linkCodeInvalid, 'invalid_code', { code: m.linkCodeInvalid });
      if (!link?.codeHash || !link.codeExpiresAt || new Date(link.codeExpiresAt) <= now()) {
        throw invalid();
      }
      if (link.attempts >= LINK_CODE_MAX_ATTEMPTS) throw invalid();
      if (!sameHex(hash(caller.schoolId, emailLower, code), link.codeHash)) {
        await links.countAttempt(caller.schoolId, link.id);
        throw invalid();
      }
      await links.confirm(caller.schoolId, link.id, now().toISOString());
    },

    /** A new session as the sibling; refused across schools (404) and without the confirmed link. */
    async switchTo(caller: Caller, userId: number) {
      const user = await me(caller);
      const target = await deps.users.findInSchool(caller.schoolId, userId);
      if (
        !target ||
        !target.isActive ||
        target.id === caller.id ||
        target.email.toLowerCase() !== user.email.toLowerCase()
      ) {
        throw notFound(m.accountNotFound);
      }
      const link = await links.find(caller.schoolId, user.email.toLowerCase());
      if (!link?.confirmedAt) throw new AppError('link_not_confirmed', m.linkNotConfirmed);
      return deps.auth.sessionFor(target);
    },
  };
}
