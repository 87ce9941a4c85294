import { adminMessages as am } from '@takt/shared/admin-messages';
import type { ImportPreview, ImportRowValues } from '@takt/shared/schemas/admin-import';
import { AppError } from '../../lib/app-error.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import type { JobScheduler } from '../../jobs/job-scheduler.ts';
import { templates } from '../mail/mail.templates.ts';
import type { AdminDeps, Viewer } from './admin.deps.ts';
import { duplicateIndex, previewRows, type ImportProgram } from './import-rules.ts';
import { readImportSheet } from './spreadsheet.ts';

/** Job that sets an imported student's temporary password and mails it. */
export const IMPORT_CREDENTIALS_JOB = 'admin.import-credentials';
/** An imported account cannot sign in until its credentials job has run. */
export const NO_PASSWORD_YET = '!import-pending';

/** A commit with any invalid row writes nothing: the first 20 rows' reasons, in Croatian. */
export function refuseInvalidRows(
  rows: { row: number; status: string; errors: Record<string, string> }[],
): void {
  const invalid = rows.filter((r) => r.status === 'invalid');
  if (invalid.length === 0) return;
  throw new AppError('import_invalid', am.importHasInvalid, {
    details: invalid
      .slice(0, 20)
      .map((r) => `Redak ${r.row}: ${Object.values(r.errors).join(' ')}`),
  });
}

export type ImportService = ReturnType<typeof createImportService>;

/**
 * Bulk import of students from the XLSX template: a preview that marks each row, then a commit
 * of the new rows in one transaction (all or nothing). Each account's temporary password is made
 * and mailed by a queued job, so a 1,000-row commit does not hash 1,000 passwords in the request.
 */
export function createImportService(deps: AdminDeps, jobs: JobScheduler) {
  async function programs(schoolId: number): Promise<ImportProgram[]> {
    return (await deps.programs.listStored(schoolId)).filter((p) => p.active);
  }
  async function preview(admin: Viewer, rows: (ImportRowValues & { row: number })[]) {
    const existing = duplicateIndex(await deps.people.duplicateKeys(admin.schoolId));
    return previewRows(rows, await programs(admin.schoolId), existing, deps.now());
  }
  const summarise = (rows: ImportPreview['rows']): ImportPreview => ({
    rows,
    summary: {
      new: rows.filter((r) => r.status === 'new').length,
      duplicate: rows.filter((r) => r.status === 'duplicate').length,
      invalid: rows.filter((r) => r.status === 'invalid').length,
    },
  });

  /** One account's temporary password, set and mailed in a transaction of its own. */
  async function sendCredentials(schoolId: number, userId: number) {
    const user = await deps.users.findInSchool(schoolId, userId);
    if (!user || !user.isActive || user.passwordHash !== NO_PASSWORD_YET) return;
    const password = generatePassword();
    const hash = await hashPassword(password);
    const ctx = deps.mail.context((await deps.schools.findById(user.schoolId))?.name ?? '');
    await deps.transactor.run(async () => {
      await deps.users.setPassword(user, hash, true);
      await deps.mail.enqueue({
        schoolId: user.schoolId,
        kind: 'account-created',
        to: user.email,
        sensitive: true,
        content: templates.accountCreated(ctx, {
          ime: user.ime,
          korisnickoIme: user.korisnickoIme,
          password,
        }),
      });
    });
  }
  // One job per import, one password hash at a time: a 1,000-row import keeps one core busy for
  // a while instead of every core at once. A retry skips the accounts already done.
  jobs.define<{ schoolId: number; userIds: number[] }>(
    IMPORT_CREDENTIALS_JOB,
    async ({ schoolId, userIds }) => {
      for (const userId of userIds) await sendCredentials(schoolId, userId);
    },
  );

  return {
    /** Queues the mail of each new account's temporary password (inside the caller's commit). */
    async queueCredentials(schoolId: number, userIds: number[]) {
      if (userIds.length > 0) await jobs.enqueue(IMPORT_CREDENTIALS_JOB, { schoolId, userIds });
    },
    /** POST …/preview with the XLSX file. */
    async previewFile(admin: Viewer, bytes: Buffer): Promise<ImportPreview> {
      return summarise((await preview(admin, await readImportSheet(bytes))).rows);
    },
    /** POST …/check with rows fixed in the browser: the same marks. */
    async previewRows(admin: Viewer, rows: (ImportRowValues & { row: number })[]) {
      return summarise((await preview(admin, rows)).rows);
    },

    /** Creates every new row in one transaction; any invalid row refuses the whole commit. */
    async commit(admin: Viewer, rows: (ImportRowValues & { row: number })[]) {
      const checked = await preview(admin, rows);
      refuseInvalidRows(checked.rows);
      const created = await deps.transactor.run(async () => {
        const ids: number[] = [];
        for (const [, s] of checked.students) {
          const user = await deps.users.createAccount({
            schoolId: admin.schoolId,
            ime: s.ime,
            prezime: s.prezime,
            email: s.email,
            passwordHash: NO_PASSWORD_YET,
            mustChangePassword: true,
            isStudent: true,
            isMentor: false,
            isAdmin: false,
            oib: s.oib,
            brojMobitela: s.brojMobitela,
            datumRodjenja: s.datumRodjenja,
            adresa: s.adresa,
            roditelj1: s.roditelj1,
            roditelj2: null,
            napomene: [],
            programType:
              s.programId && s.pohadanjeNastave
                ? { [String(s.programId)]: s.pohadanjeNastave }
                : {},
            pohadjaTeoriju: s.pohadjaTeoriju,
            maiZbor: s.maiZbor,
            maloljetniClan: s.minor,
            predmet: null,
            programIds: s.programId ? [s.programId] : [],
          });
          await deps.audit.record(admin, 'student.import', { type: 'user', id: user.id });
          ids.push(user.id);
        }
        if (ids.length > 0) {
          await jobs.enqueue(IMPORT_CREDENTIALS_JOB, { schoolId: admin.schoolId, userIds: ids });
        }
        return ids.length;
      });
      return {
        success: true as const,
        message: am.importDone(created),
        created,
        skipped: checked.rows.length - created,
      };
    },
  };
}
