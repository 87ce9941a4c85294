import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { accountMessages as m } from '@takt/shared/account-messages';
import type { AdminResetInput, ChangePasswordInput } from '@takt/shared/schemas/password';
import type { Transactor } from '../../db/unit-of-work.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { accountLimits, enforceLimit } from '../../lib/rate-limit.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { templates, type MailContext } from '../mail/mail.templates.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import type { UserRecord } from '../users/user.types.ts';
import type { ResetCodeRepository } from './reset-code.repository.ts';

export interface PasswordDeps {
  codes: ResetCodeRepository;
  transactor: Transactor;
  users: UserService;
  auth: Pick<AuthService, 'revokeSessions'>;
  schools: SchoolService;
  mail: MailService;
  limiter: RateLimitStore;
  /** The audit log: a reset by an admin or mentor is recorded (absent in unit setups). */
  audit?: AuditRecorder;
  now: () => Date;
}

export const RESET_CODE_TTL_MS = 15 * 60_000;

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export type PasswordService = ReturnType<typeof createPasswordService>;

/** Reset by e-mailed code, reset by admin or mentor, and the change of a temporary password. */
export function createPasswordService(deps: PasswordDeps) {
  const { now, codes } = deps;
  const context = async (schoolId: number) =>
    deps.mail.context((await deps.schools.findById(schoolId))?.name ?? '');

  /** New random password, mailed to the account's own address; every session ends. */
  async function issueNewPassword(user: UserRecord, password: string, ctx: MailContext) {
    const hash = await hashPassword(password);
    await deps.users.setPassword(user, hash, true);
    await deps.auth.revokeSessions(user.id);
    await deps.mail.enqueue({
      schoolId: user.schoolId,
      kind: 'new-password',
      to: user.email,
      sensitive: true,
      content: templates.newPassword(ctx, {
        ime: user.ime,
        korisnickoIme: user.korisnickoIme,
        password,
      }),
    });
  }

  return {
    /**
     * Siblings may share an e-mail: each active account on it gets its own code, in one mail per
     * school that names that school's accounts (a school's outbox never holds another school's
     * codes); the code entered decides whose password is reset.
     */
    async requestCode(email: string, ip: string) {
      await enforceLimit(deps.limiter, `reset-request:${ip}`, accountLimits.resetRequestIp, now);
      await enforceLimit(
        deps.limiter,
        `reset-request-email:${email.toLowerCase()}`,
        accountLimits.resetRequestEmail,
        now,
      );
      const accounts = await deps.users.findActiveByEmail(email);
      const first = accounts[0];
      if (!first) throw notFound(m.resetEmailUnknown);
      const at = now();
      const issued = accounts.map((a) => ({
        account: a,
        code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
        salt: randomBytes(16).toString('hex'),
      }));
      const schools = [...new Set(accounts.map((a) => a.schoolId))];
      const contexts = new Map(
        await Promise.all(schools.map(async (id) => [id, await context(id)] as const)),
      );
      await deps.transactor.run(async () => {
        await codes.invalidateForUsers(
          accounts.map((a) => a.id),
          at.toISOString(),
        );
        for (const { account, code, salt } of issued) {
          await codes.insert({
            userId: account.id,
            salt,
            codeHash: hashCode(salt, code),
            expiresAt: new Date(at.getTime() + RESET_CODE_TTL_MS).toISOString(),
            createdAt: at.toISOString(),
          });
        }
        for (const schoolId of schools) {
          const own = issued.filter((i) => i.account.schoolId === schoolId);
          await deps.mail.enqueue({
            schoolId,
            kind: 'reset-code',
            to: first.email,
            sensitive: true,
            content: templates.resetCode(contexts.get(schoolId)!, {
              codes: own.map((i) => ({ korisnickoIme: i.account.korisnickoIme, code: i.code })),
              minutes: RESET_CODE_TTL_MS / 60_000,
            }),
          });
        }
      });
      return { success: true as const, message: m.resetCodeSent };
    },

    async verifyCode(email: string, code: string, ip: string) {
      await enforceLimit(deps.limiter, `reset-verify:${ip}`, accountLimits.resetVerifyIp, now);
      const live = await codes.liveForEmail(email, now().toISOString());
      const triable = new Set(await codes.spendTry(live.map((c) => c.id)));
      const match = live.find(
        (c) => triable.has(c.id) && sameHex(hashCode(c.salt, code), c.codeHash),
      );
      if (!match) throw badRequest(m.resetCodeInvalid, 'invalid_code');
      const user = await deps.users.forSession(match.userId);
      if (!user) throw badRequest(m.resetCodeInvalid, 'invalid_code');
      const ctx = await context(user.schoolId);
      await deps.transactor.run(async () => {
        if (!(await codes.consume(match.id, now().toISOString()))) {
          throw badRequest(m.resetCodeInvalid, 'invalid_code');
        }
        await issueNewPassword(user, generatePassword(), ctx);
      });
      return { success: true as const, message: m.resetDone };
    },

    /** An admin of the student's school, or one of the student's own mentors. */
    async resetStudent(caller: AuthContext['user'], input: AdminResetInput) {
      // Another school's student does not exist for the caller: 404, not 403.
      const student = await deps.users.findInSchool(caller.schoolId, input.userId);
      if (!student) throw notFound(m.userNotFound);
      const allowed =
        caller.isAdmin ||
        (caller.isMentor && (await deps.users.isMentorOf(caller.schoolId, caller.id, student.id)));
      if (!allowed) throw forbidden();
      if (!student.isStudent) throw badRequest(m.adminResetOnlyStudents, 'not_a_student');
      const ctx = await context(student.schoolId);
      await deps.transactor.run(async () => {
        await issueNewPassword(student, generatePassword(), ctx);
        await deps.audit?.record(caller, 'user.password_reset', { type: 'user', id: student.id }, [
          'password',
        ]);
      });
      return { success: true as const, message: m.adminResetDone };
    },

    async changePassword(auth: AuthContext, input: ChangePasswordInput) {
      const key = `change-password:${auth.user.id}`;
      await enforceLimit(deps.limiter, key, accountLimits.changePassword, now);
      const user = await deps.users.findInSchool(auth.user.schoolId, auth.user.id);
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(m.currentPasswordWrong, 'wrong_password', {
          currentPassword: m.currentPasswordWrong,
        });
      }
      const hash = await hashPassword(input.newPassword);
      await deps.transactor.run(async () => {
        await deps.users.setPassword(user, hash, false);
        await deps.auth.revokeSessions(user.id, { except: auth.sessionId });
      });
      return { success: true as const, message: m.passwordChanged };
    },
  };
}
