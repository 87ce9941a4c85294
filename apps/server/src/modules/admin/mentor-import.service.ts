import { adminMessages as am } from '@takt/shared/admin-messages';
import type {
  MentorImportPreview,
  MentorImportRowValues,
} from '@takt/shared/schemas/mentor-import';
import type { AdminDeps, Viewer } from './admin.deps.ts';
import { NO_PASSWORD_YET, refuseInvalidRows, type ImportService } from './import.service.ts';
import { MENTOR_IMPORT_COLUMNS, previewMentorRows } from './mentor-import-rules.ts';
import { readSheetRows, templateOf } from './spreadsheet.ts';

export type MentorImportService = ReturnType<typeof createMentorImportService>;

/** The mentors' template with one example row. */
export const mentorImportTemplate = () =>
  templateOf('Mentori', MENTOR_IMPORT_COLUMNS, {
    ime: 'Marko',
    prezime: 'Marić',
    email: 'marko.maric@example.com',
    brojMobitela: '+385911234567',
    predmet: 'Klavir',
    programi: '',
    admin: 'ne',
  });
type Rows = (MentorImportRowValues & { row: number })[];

/**
 * Bulk import of mentors from XLSX, as the students' import: template, a preview marking each
 * row, a commit of the new rows in one transaction, credentials mailed by the queued job.
 */
export function createMentorImportService(deps: AdminDeps, imports: ImportService) {
  async function preview(admin: Viewer, rows: Rows) {
    const programs = (await deps.programs.listStored(admin.schoolId)).filter((p) => p.active);
    return previewMentorRows(rows, programs, await deps.people.staffEmails(admin.schoolId));
  }
  const summarise = (rows: MentorImportPreview['rows']): MentorImportPreview => ({
    rows,
    summary: {
      new: rows.filter((r) => r.status === 'new').length,
      duplicate: rows.filter((r) => r.status === 'duplicate').length,
      invalid: rows.filter((r) => r.status === 'invalid').length,
    },
  });

  return {
    template: mentorImportTemplate,
    async previewFile(admin: Viewer, bytes: Buffer) {
      const rows = await readSheetRows(bytes, MENTOR_IMPORT_COLUMNS, ['ime', 'prezime', 'email']);
      return summarise((await preview(admin, rows)).rows);
    },
    previewRows: async (admin: Viewer, rows: Rows) => summarise((await preview(admin, rows)).rows),

    /** Creates every new row in one transaction; any invalid row refuses the whole commit. */
    async commit(admin: Viewer, rows: Rows) {
      const checked = await preview(admin, rows);
      refuseInvalidRows(checked.rows);
      const created = await deps.transactor.run(async () => {
        const ids: number[] = [];
        for (const [, s] of checked.mentors) {
          const user = await deps.users.createAccount({
            schoolId: admin.schoolId,
            ime: s.ime,
            prezime: s.prezime,
            email: s.email,
            passwordHash: NO_PASSWORD_YET,
            mustChangePassword: true,
            isStudent: false,
            isMentor: true,
            isAdmin: s.isAdmin,
            oib: null,
            brojMobitela: s.brojMobitela,
            datumRodjenja: null,
            adresa: { ulica: '', kucniBroj: '', mjesto: '' },
            roditelj1: null,
            roditelj2: null,
            napomene: [],
            programType: {},
            pohadjaTeoriju: false,
            maiZbor: false,
            maloljetniClan: false,
            predmet: s.predmet,
            programIds: s.programIds,
          });
          await deps.audit.record(admin, 'mentor.import', { type: 'user', id: user.id });
          ids.push(user.id);
        }
        await imports.queueCredentials(admin.schoolId, ids);
        return ids.length;
      });
      return {
        success: true as const,
        message: am.importMentorsDone(created),
        created,
        skipped: checked.rows.length - created,
      };
    },
  };
}
