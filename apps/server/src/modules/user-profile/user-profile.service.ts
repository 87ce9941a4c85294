import type { PublicUser, ReminderPreferences } from '@takt/shared/schemas/user';
import type { UpdateKorisnikData } from '@takt/shared/schemas/user-profile';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { badRequest, forbidden, notFound } from '../../plugins/app-error.ts';
import { editRight, pickAllowed, type Caller } from './user-profile.fields.ts';
import type { UserProfileRepository } from './user-profile.repository.ts';
import type { EditTarget, UserChanges } from './user-profile.types.ts';

export interface UserProfileDeps {
  repo: UserProfileRepository;
  /** The users module's own view of a user (GET /api/user shape). */
  getUser: (id: number) => Promise<PublicUser>;
  now?: () => Date;
}

/** Attendance types a program offers; one with only a price offers the three usual ones. */
const offered = (tipovi: string[]) =>
  tipovi.length ? tipovi : ['individualno1', 'individualno2', 'grupno'];

export type UserProfileService = ReturnType<typeof createUserProfileService>;

export function createUserProfileService(deps: UserProfileDeps) {
  const now = deps.now ?? (() => new Date());
  const { repo } = deps;

  /**
   * Moves, programs, types and mentors checked against the school the user ends up in. Only what
   * the edit adds or changes must be on offer now: a program since retired, a type no longer
   * offered or a mentor since gone stays as it is, so the record can still be saved.
   */
  async function checkReferences(target: EditTarget, changes: UserChanges): Promise<void> {
    if (changes.schoolId !== undefined && changes.schoolId === target.schoolId) {
      delete changes.schoolId;
    }
    const school = changes.schoolId ?? target.schoolId;
    if (changes.schoolId !== undefined) {
      if (!(await repo.schoolExists(school))) {
        throw badRequest(pm.unknownSchool, 'unknown_school', { schoolId: pm.unknownSchool });
      }
      // Spec §5: a new school clears programs and types; the old school's mentors go too.
      changes.programs ??= [];
      changes.mentorId ??= [];
    }
    if (changes.programs || changes.programType) {
      const available = new Map((await repo.programsOf(school)).map((p) => [p.id, p.tipovi]));
      const stored = changes.schoolId ? [] : await repo.programIdsOf(target.id);
      const kept = new Set(stored);
      const programs = changes.programs ?? stored;
      if (changes.programs?.some((id) => !available.has(id) && !kept.has(id))) {
        throw badRequest(pm.unknownProgram, 'unknown_program', { programs: pm.unknownProgram });
      }
      const sent = changes.programType ?? {};
      const types: Record<string, string> = {};
      for (const id of programs) {
        const before = changes.schoolId ? undefined : target.programType[id];
        const type = sent[id] ?? before;
        if (type === undefined) continue;
        if (type !== before && !offered(available.get(id) ?? []).includes(type)) {
          throw badRequest(pm.attendanceInvalid, 'invalid_attendance', {
            [`programType.${id}`]: pm.attendanceInvalid,
          });
        }
        types[id] = type;
      }
      changes.programType = types;
    }
    if (changes.mentorId?.length) {
      const ids = changes.mentorId.filter((id) => id !== target.id);
      const kept = new Set(changes.schoolId ? [] : await repo.mentorIdsOf(target.id));
      const added = ids.filter((id) => !kept.has(id));
      const valid = await repo.mentorIdsIn(school, added);
      if (ids.length !== changes.mentorId.length || valid.length !== added.length) {
        throw badRequest(pm.unknownMentor, 'unknown_mentor', { mentorId: pm.unknownMentor });
      }
    }
  }

  return {
    /** PUT /api/update-korisnik/{id}: only the caller's allowed fields, all checked, one write. */
    async update(caller: Caller, id: number, data: UpdateKorisnikData) {
      const target = await repo.findTarget(id);
      // A disabled account is edited by its school's admins only (it is gone for everyone else).
      if (!target || (!target.isActive && !caller.isAdmin)) throw notFound(pm.userNotFound);
      const own = caller.isMentor && target.isStudent && (await repo.isMentorOf(caller.id, id));
      const right = editRight(caller, target, own);
      if (right.kind === 'notFound') throw notFound(pm.userNotFound);
      if (right.kind === 'forbidden') {
        throw forbidden(caller.isMentor ? pm.notYourStudent : undefined);
      }
      const changes: UserChanges = pickAllowed(data, right.fields);
      await checkReferences(target, changes);
      if (Object.keys(changes).length > 0) {
        await repo.applyChanges(id, changes, now().toISOString());
      }
      // Only one's own account view comes back: for anyone else it would hold more than the
      // editor may see (invoices, reminders, password state); the editor reloads their record.
      return {
        success: true,
        message: pm.userUpdated,
        ...(caller.id === id ? { user: await deps.getUser(id) } : {}),
      };
    },

    /** POST /api/user/reminder-settings */
    async setReminders(userId: number, prefs: ReminderPreferences) {
      await repo.setReminderPreferences(userId, prefs, now().toISOString());
      return { success: true as const, reminderPreferences: prefs };
    },
  };
}
