import { adminMessages as am } from '@takt/shared/admin-messages';
import { schoolToday, isMinor } from '@takt/shared/age';
import { accountMessages as m } from '@takt/shared/account-messages';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import type { AdminStudent, CreateStudentInput, StudentFilter } from '@takt/shared/schemas/admin';
import { toBool } from '../../db/rows.ts';
import { retryOnUniqueViolation } from '../../db/unit-of-work.ts';
import { badRequest } from '../../lib/app-error.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { toPage } from '../../lib/paging.ts';
import { templates } from '../mail/mail.templates.ts';

import type { AdminDeps, Viewer } from './admin.deps.ts';
import type { StudentRow } from './students.repository.ts';

export type StudentAdminService = ReturnType<typeof createStudentAdminService>;

/** The admin's students: the filtered list, adding one, the new account's credentials mail. */
export function createStudentAdminService(deps: AdminDeps) {
  const { students } = deps;
  const today = () => schoolToday(deps.now());

  async function withRelations(rows: StudentRow[]): Promise<AdminStudent[]> {
    const ids = rows.map((r) => r.id);
    const [programs, mentors, photos] = await Promise.all([
      students.programsOf(ids),
      students.mentorsOf(ids),
      students.photoConsents(ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      ime: r.ime,
      prezime: r.prezime,
      korisnickoIme: r.korisnickoIme,
      email: r.email,
      isActive: r.isActive,
      pohadjaTeoriju: r.pohadjaTeoriju,
      maiZbor: r.maiZbor,
      minor: r.datumRodjenja ? isMinor(r.datumRodjenja, deps.now()) : r.maloljetniClan,
      noPhotos: !photos.has(r.id),
      programs: programs
        .filter((p) => p.userId === r.id)
        .map((p) => ({ id: p.id, naziv: p.naziv })),
      mentors: mentors
        .filter((x) => x.studentId === r.id)
        .map((x) => ({ id: x.id, ime: x.ime, prezime: x.prezime })),
      createdAt: r.createdAt,
    }));
  }

  return {
    async list(admin: Viewer, filter: StudentFilter, page: { limit: number; cursorId?: number }) {
      const [rows, total] = await Promise.all([
        students.list(admin.schoolId, filter, today(), { ...page, limit: page.limit + 1 }),
        students.count(admin.schoolId, filter, today()),
      ]);
      const { items, nextCursor } = toPage(rows, page.limit);
      return { students: await withRelations(items), total, nextCursor };
    },

    /** Every student the filter selects, with the fields the export writes. */
    async exportRows(admin: Viewer, filter: StudentFilter) {
      const rows = await students.exportRows(admin.schoolId, filter, today());
      const ids = rows.map((r) => r.id);
      const [programs, mentors] = await Promise.all([
        students.programsOf(ids),
        students.mentorsOf(ids),
      ]);
      await deps.audit.record(admin, 'students.export', { type: 'students', id: null }, [
        'oib',
        'datumRodjenja',
        'brojMobitela',
        'adresa',
        'roditelj1',
      ]);
      return rows.map((r) => ({
        ime: r.ime,
        prezime: r.prezime,
        korisnickoIme: r.korisnickoIme,
        email: r.email,
        oib: r.oib,
        datumRodjenja: r.datumRodjenja,
        brojMobitela: r.brojMobitela,
        pohadjaTeoriju: toBool(r.pohadjaTeoriju),
        maiZbor: toBool(r.maiZbor),
        isActive: toBool(r.isActive),
        programs: programs.filter((p) => p.userId === r.id).map((p) => p.naziv),
        mentors: mentors.filter((x) => x.studentId === r.id).map((x) => `${x.ime} ${x.prezime}`),
      }));
    },

    /** One student added by hand: a generated username, a temporary password mailed. */
    async create(admin: Viewer, input: CreateStudentInput) {
      if (input.programId && !(await deps.programs.exists(admin.schoolId, input.programId))) {
        throw badRequest(m.unknownProgram, 'unknown_program', { programId: m.unknownProgram });
      }
      const mentorIds = [...new Set(input.mentorIds)];
      if ((await deps.people.mentorIds(admin.schoolId, mentorIds)).length !== mentorIds.length) {
        throw badRequest(pm.unknownMentor, 'unknown_mentor', { mentorIds: pm.unknownMentor });
      }
      const minor = input.datumRodjenja ? isMinor(input.datumRodjenja, deps.now()) : false;
      const parent = input.roditelj1;
      if (minor && (!parent?.ime || !parent.prezime || !parent.brojMobitela)) {
        throw badRequest(am.parentRequired, 'validation_error', { roditelj1: am.parentRequired });
      }
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const ctx = deps.mail.context((await deps.schools.findById(admin.schoolId))?.name ?? '');
      return retryOnUniqueViolation(() =>
        deps.transactor.run(async () => {
          const user = await deps.users.createAccount({
            schoolId: admin.schoolId,
            ime: input.ime,
            prezime: input.prezime,
            email: input.email,
            passwordHash,
            mustChangePassword: true,
            isStudent: true,
            isMentor: false,
            isAdmin: false,
            oib: input.oib,
            brojMobitela: input.brojMobitela,
            datumRodjenja: input.datumRodjenja,
            adresa: input.adresa,
            roditelj1: parent && (parent.ime || parent.prezime) ? parent : null,
            roditelj2: null,
            napomene: [],
            programType:
              input.programId && input.pohadanjeNastave
                ? { [String(input.programId)]: input.pohadanjeNastave }
                : {},
            pohadjaTeoriju: input.pohadjaTeoriju,
            maiZbor: input.maiZbor,
            maloljetniClan: minor,
            predmet: null,
            programIds: input.programId ? [input.programId] : [],
            mentorIds,
          });
          await deps.mail.enqueue({
            schoolId: admin.schoolId,
            kind: 'account-created',
            to: input.email,
            sensitive: true,
            content: templates.accountCreated(ctx, {
              ime: input.ime,
              korisnickoIme: user.korisnickoIme,
              password,
            }),
          });
          await deps.audit.record(admin, 'student.create', { type: 'user', id: user.id });
          return { success: true as const, message: am.studentCreated, user };
        }),
      );
    },
  };
}
