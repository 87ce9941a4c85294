import { isMentorSide } from '@takt/shared/policy';
import { adminMessages as am, RESET_COOLDOWN_MS } from '@takt/shared/admin-messages';
import { accountMessages as m } from '@takt/shared/account-messages';
import type { CreateMentorInput, UpdateMentorInput } from '@takt/shared/schemas/admin-mentors';
import { retryOnUniqueViolation } from '../../db/unit-of-work.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { toPage } from '../../lib/paging.ts';
import { templates } from '../mail/mail.templates.ts';

import type { AdminDeps, Viewer } from './admin.deps.ts';
import type { Person } from './people.repository.ts';

export type AccountAdminService = ReturnType<typeof createAccountAdminService>;

/** Mentors, activity of accounts, admin password resets and the admin home's counts. */
export function createAccountAdminService(deps: AdminDeps) {
  const { people } = deps;
  const at = () => deps.now().toISOString();

  async function load(admin: Viewer, id: number): Promise<Person> {
    const person = await people.find(admin.schoolId, id);
    if (!person || person.erased) throw notFound(am.userNotFound);
    return person;
  }
  /** Refuses a change that would leave the school without an active admin. */
  async function keepAnAdmin(admin: Viewer, person: Person) {
    if (person.isAdmin && person.isActive && (await people.activeAdminCount(admin.schoolId)) <= 1) {
      throw conflict(am.lastAdmin, 'last_admin');
    }
  }
  async function checkPrograms(admin: Viewer, ids: number[]) {
    for (const id of ids) {
      if (!(await deps.programs.exists(admin.schoolId, id))) {
        throw badRequest(m.unknownProgram, 'unknown_program', { programIds: m.unknownProgram });
      }
    }
  }

  return {
    load,
    keepAnAdmin,

    async overview(admin: Viewer) {
      return {
        counts: await people.counts(admin.schoolId),
        recent: await deps.audit.recent(admin.schoolId),
      };
    },

    async mentors(
      admin: Viewer,
      query: { q?: string | undefined; status: string },
      page: { limit: number; cursorId?: number },
    ) {
      const [rows, total] = await Promise.all([
        people.listMentors(admin.schoolId, query.q, query.status, {
          ...page,
          limit: page.limit + 1,
        }),
        people.countMentors(admin.schoolId, query.q, query.status),
      ]);
      const { items, nextCursor } = toPage(rows, page.limit);
      const programs = await people.programsOf(items.map((r) => r.id));
      return {
        mentors: items.map((r) => ({
          ...r,
          programs: programs
            .filter((p) => p.userId === r.id)
            .map((p) => ({ id: p.id, naziv: p.naziv })),
        })),
        total,
        nextCursor,
      };
    },

    async createMentor(admin: Viewer, input: CreateMentorInput) {
      const programIds = [...new Set(input.programIds)];
      await checkPrograms(admin, programIds);
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
            isStudent: false,
            isMentor: true,
            isAdmin: input.isAdmin,
            oib: null,
            brojMobitela: null,
            datumRodjenja: null,
            adresa: { ulica: '', kucniBroj: '', mjesto: '' },
            roditelj1: null,
            roditelj2: null,
            napomene: [],
            programType: {},
            pohadjaTeoriju: false,
            maiZbor: false,
            maloljetniClan: false,
            predmet: input.predmet,
            programIds,
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
          await deps.audit.record(admin, 'mentor.create', { type: 'user', id: user.id });
          return { success: true as const, message: am.mentorCreated, user };
        }),
      );
    },

    async updateMentor(admin: Viewer, id: number, input: UpdateMentorInput) {
      const programIds = [...new Set(input.programIds)];
      return deps.transactor.run(async () => {
        const mentor = await load(admin, id);
        if (!isMentorSide(mentor)) throw notFound(am.mentorNotFound);
        await checkPrograms(admin, programIds);
        if (!input.isAdmin) await keepAnAdmin(admin, mentor);
        await people.updateMentor(admin.schoolId, id, { ...input, programIds }, at());
        await deps.audit.record(admin, 'mentor.update', { type: 'user', id }, [
          'predmet',
          'programs',
          'isAdmin',
        ]);
        deps.events.publish('user.changed', { userId: id, schoolId: admin.schoolId });
        return { success: true as const, message: am.saved };
      });
    },

    /** Reversible: the account cannot sign in and its sessions end; the data stays. */
    async setActive(admin: Viewer, id: number, active: boolean) {
      if (id === admin.id) throw badRequest(am.notYourself, 'cannot_target_self');
      return deps.transactor.run(async () => {
        const person = await load(admin, id);
        if (!active) await keepAnAdmin(admin, person);
        await people.setActive(admin.schoolId, id, active, at());
        if (!active) await deps.auth.revokeSessions(id);
        await deps.audit.record(admin, active ? 'user.reactivate' : 'user.deactivate', {
          type: 'user',
          id,
        });
        deps.events.publish('user.changed', { userId: id, schoolId: admin.schoolId });
        return { success: true as const, message: active ? am.reactivated : am.deactivated };
      });
    },

    /** A new temporary password mailed to a student, at most once per 24 hours. */
    async resetPassword(admin: Viewer, id: number) {
      const person = await load(admin, id);
      if (!person.isStudent) throw badRequest(am.resetOnlyStudents, 'not_a_student');
      const last = await deps.audit.lastAbout(admin.schoolId, id, 'user.password_reset');
      const waited = last ? deps.now().getTime() - new Date(last).getTime() : Infinity;
      if (waited < RESET_COOLDOWN_MS) {
        throw new AppError('too_many_requests', am.resetCooldown, {
          retryAfterSeconds: Math.ceil((RESET_COOLDOWN_MS - waited) / 1000),
        });
      }
      return deps.transactor.run(async () => {
        await deps.passwords.resetStudent(admin, { userId: id, userType: 'student' });
        // The password module records the reset (for a mentor's reset too).
        return { success: true as const, message: am.resetDone };
      });
    },
  };
}
