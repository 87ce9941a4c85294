import type { UpdateKorisnikData } from '@takt/shared/schemas/user-profile';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { UserService } from '../users/user.service.ts';
import { editRight, pickAllowed, type Caller } from './profile-editor.fields.ts';
import type { ProfileEditorRepository } from './profile-editor.repository.ts';
import type { EditTarget, UserChanges } from './profile-editor.types.ts';
import type { TransferService } from './transfer.service.ts';

export interface ProfileEditorDeps {
  repo: ProfileEditorRepository;
  users: Pick<UserService, 'getSelf'>;
  transfers: TransferService;
  transactor: Transactor;
  events: EventBus;
  /** The audit log: a write of sensitive fields is recorded (absent in unit setups). */
  audit?: AuditRecorder;
  now: () => Date;
}

/** Fields whose every write lands in the audit log (names only, never values). */
const SENSITIVE: readonly string[] = [
  'oib',
  'datumRodjenja',
  'brojMobitela',
  'adresa',
  'roditelj1',
  'roditelj2',
  'napomene',
];

/** Attendance types a program offers; one with only a price offers the three usual ones. */
const offered = (tipovi: string[]) =>
  tipovi.length ? tipovi : ['individualno1', 'individualno2', 'grupno'];

export type ProfileEditorService = ReturnType<typeof createProfileEditorService>;

export function createProfileEditorService(deps: ProfileEditorDeps) {
  const { repo, now } = deps;

  /**
   * Programs, types and mentors checked against the school. Only what the edit adds or changes
   * must be on offer now: a program since retired, a type no longer offered or a mentor since
   * gone stays as it is, so the record can still be saved.
   */
  async function checkReferences(target: EditTarget, changes: UserChanges): Promise<void> {
    const school = target.schoolId;
    if (changes.programs || changes.programType) {
      const available = new Map((await repo.programsOf(school)).map((p) => [p.id, p.tipovi]));
      const stored = await repo.programIdsOf(school, target.id);
      const kept = new Set(stored);
      const programs = changes.programs ?? stored;
      if (changes.programs?.some((id) => !available.has(id) && !kept.has(id))) {
        throw badRequest(pm.unknownProgram, 'unknown_program', { programs: pm.unknownProgram });
      }
      const sent = changes.programType ?? {};
      const types: Record<string, string> = {};
      for (const id of programs) {
        const before = target.programType[id];
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
      const kept = new Set(await repo.mentorIdsOf(school, target.id));
      const added = ids.filter((id) => !kept.has(id));
      const valid = await repo.mentorIdsIn(school, added);
      if (ids.length !== changes.mentorId.length || valid.length !== added.length) {
        throw badRequest(pm.unknownMentor, 'unknown_mentor', { mentorId: pm.unknownMentor });
      }
    }
  }

  return {
    /**
     * PUT /api/update-korisnik/{id}: only the caller's allowed fields, all checked, one write.
     * Another school for a student becomes a transfer request to that school's admins.
     */
    async update(caller: Caller, id: number, data: UpdateKorisnikData) {
      const target = await repo.findTarget(caller.schoolId, id);
      // A disabled account is edited by its school's admins only (it is gone for everyone else).
      if (!target || (!target.isActive && !caller.isAdmin)) throw notFound(pm.userNotFound);
      const own =
        caller.isMentor &&
        target.isStudent &&
        (await repo.isMentorOf(caller.schoolId, caller.id, id));
      const right = editRight(caller, target, own);
      if (right.kind === 'notFound') throw notFound(pm.userNotFound);
      if (right.kind === 'forbidden') {
        throw forbidden(caller.isMentor ? pm.notYourStudent : undefined);
      }
      const { schoolId: wantedSchool, ...allowed } = pickAllowed(data, right.fields);
      const changes: UserChanges = allowed;
      const moving = wantedSchool !== undefined && wantedSchool !== target.schoolId;
      if (moving && !(await repo.schoolExists(wantedSchool))) {
        throw badRequest(pm.unknownSchool, 'unknown_school', { schoolId: pm.unknownSchool });
      }
      await checkReferences(target, changes);
      const transferMessage = await deps.transactor.run(async () => {
        if (Object.keys(changes).length > 0) {
          await repo.applyChanges(caller.schoolId, id, changes, now().toISOString());
          const sensitive = Object.keys(changes).filter((f) => SENSITIVE.includes(f));
          if (sensitive.length > 0) {
            await deps.audit?.record(
              caller,
              'user.sensitive_update',
              { type: 'user', id },
              sensitive,
            );
          }
          // Sessions carry the theory flag: cached ones re-read the user.
          deps.events.publish('user.changed', { userId: id, schoolId: caller.schoolId });
        }
        return moving ? deps.transfers.request(caller, id, wantedSchool) : null;
      });
      // Only one's own account view comes back: for anyone else it would hold more than the
      // editor may see (invoices, reminders, password state); the editor reloads their record.
      return {
        success: true as const,
        message: transferMessage ?? pm.userUpdated,
        ...(caller.id === id ? { user: await deps.users.getSelf(caller) } : {}),
      };
    },
  };
}
