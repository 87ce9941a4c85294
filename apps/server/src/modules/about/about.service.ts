import { supportMessages as m } from '@takt/shared/support-messages';
import type { LegalDocuments } from '@takt/shared/schemas/legal';
import type { Transactor } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { Caller, UserService } from '../users/user.service.ts';
import type { AboutRepository } from './about.repository.ts';
import { supportMail } from './support-mail.ts';
import { FIRST_VERSION, defaultPrivacy, defaultTerms, nextVersion } from './default-documents.ts';

const supportLimit = { max: 5, windowMs: 15 * 60_000 };

export type AboutService = ReturnType<typeof createAboutService>;

/** /about: the school's terms and privacy policy (versioned, acceptance recorded), the support form. */
export function createAboutService(deps: {
  about: AboutRepository;
  schools: SchoolService;
  users: UserService;
  mail: MailService;
  transactor: Transactor;
  limiter: RateLimitStore;
  now: () => Date;
}) {
  const { about } = deps;

  async function documents(schoolId: number, userId: number | null): Promise<LegalDocuments> {
    const school = await deps.schools.findById(schoolId);
    if (!school) throw notFound();
    const row = await about.legal(schoolId);
    const version = row?.version ?? FIRST_VERSION;
    return {
      schoolId,
      schoolName: school.name,
      version,
      terms: row?.terms ?? defaultTerms(school.name),
      privacy: row?.privacy ?? defaultPrivacy(school.name),
      updatedAt: row?.updatedAt ?? null,
      accepted: userId === null ? null : (await about.accepted(userId, version)) !== undefined,
    };
  }

  return {
    /** Signed in: one's own school; a visitor names a school (or sees the first one). */
    async legal(caller: Caller | null, schoolId?: number): Promise<LegalDocuments> {
      if (caller) return documents(caller.schoolId, caller.id);
      const id = schoolId ?? (await deps.schools.listPublic())[0]?.id;
      if (id === undefined) throw notFound();
      return documents(id, null);
    },

    async adminLegal(admin: Caller) {
      const row = await about.legal(admin.schoolId);
      return {
        documents: await documents(admin.schoolId, admin.id),
        supportEmail: row?.supportEmail ?? null,
      };
    },

    async saveLegal(
      admin: Caller,
      input: { terms: string; privacy: string; supportEmail?: string | null | undefined },
    ) {
      return deps.transactor.run(async () => {
        const row = await about.legal(admin.schoolId);
        const changed = !row || row.terms !== input.terms || row.privacy !== input.privacy;
        const version = changed ? nextVersion(row?.version ?? FIRST_VERSION) : row.version;
        const supportEmail =
          input.supportEmail === undefined ? (row?.supportEmail ?? null) : input.supportEmail;
        await about.saveLegal({
          schoolId: admin.schoolId,
          version,
          terms: input.terms,
          privacy: input.privacy,
          supportEmail,
          updatedAt: deps.now().toISOString(),
        });
        return { documents: await documents(admin.schoolId, admin.id), supportEmail };
      });
    },

    /** Records that the caller accepted this version; a stale version is refused. */
    async acceptTerms(caller: Caller, version: string) {
      const current = (await about.legal(caller.schoolId))?.version ?? FIRST_VERSION;
      if (version !== current) throw new AppError('terms_version_stale', m.termsVersionStale);
      const acceptedAt = deps.now().toISOString();
      await about.recordAcceptance({
        schoolId: caller.schoolId,
        userId: caller.id,
        version,
        acceptedAt,
      });
      return { version, acceptedAt: (await about.accepted(caller.id, version)) ?? acceptedAt };
    },

    /** The current version for a new account (see the module: its form carried the agreement). */
    async acceptCurrent(schoolId: number, userId: number): Promise<void> {
      const version = (await about.legal(schoolId))?.version ?? FIRST_VERSION;
      await about.recordAcceptance({
        schoolId,
        userId,
        version,
        acceptedAt: deps.now().toISOString(),
      });
    },

    /** POST /api/support: to the school's support address (or its admins) through the outbox. */
    async sendSupport(caller: Caller, input: { subject: string; message: string }) {
      await enforceLimit(deps.limiter, `support:${caller.id}`, supportLimit, deps.now);
      await deps.transactor.run(async () => {
        const [user, school, row] = await Promise.all([
          deps.users.findInSchool(caller.schoolId, caller.id),
          deps.schools.findById(caller.schoolId),
          about.legal(caller.schoolId),
        ]);
        if (!user || !school) throw notFound();
        const to = row?.supportEmail
          ? [row.supportEmail]
          : await about.adminEmails(caller.schoolId);
        const content = supportMail(deps.mail.context(school.name), {
          from: `${user.ime} ${user.prezime} (${user.korisnickoIme}, ${user.email})`,
          subject: input.subject,
          message: input.message,
        });
        for (const address of to) {
          await deps.mail.enqueue({
            schoolId: caller.schoolId,
            kind: 'support',
            to: address,
            content,
          });
        }
      });
    },
  };
}
