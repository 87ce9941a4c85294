import { accountMessages } from '@takt/shared/account-messages';
import { baseUsername } from '@takt/shared/username';
import {
  defaultReminderPreferences,
  type PublicUser,
  type ReminderPreferences,
} from '@takt/shared/schemas/user';
import type { Transactor } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import { toPage } from '../../lib/paging.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import { toPublicUser } from './public-user.ts';
import type { UserRepository } from './user.repository.ts';
import type { NewUser, UserRecord } from './user.types.ts';
import './user.events.ts';

/** What another module gives to open an account; the username is picked here when blank. */
export type NewAccount = Omit<NewUser, 'korisnickoIme' | 'reminderPreferences' | 'isActive'> & {
  korisnickoIme?: string | null;
};

/** A signed-in caller as services see them (from the session). */
export interface Caller {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

export interface UserServiceDeps {
  users: UserRepository;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
  /** Whether a student owes an invoice (the invoices module; absent: nobody owes anything). */
  billing?: { hasUnpaidInvoice(schoolId: number, userId: number): Promise<boolean> };
  /** The audit log (an admin's confirmation of a mentor is recorded). */
  audit?: AuditRecorder;
}

export type UserService = ReturnType<typeof createUserService>;

/** User records and the signed-in person's own account. */
export function createUserService(deps: UserServiceDeps) {
  const { users } = deps;
  const at = () => deps.now().toISOString();

  /** ime.prezime folded; then ime.prezime2, ime.prezime3, … while taken. */
  async function freeUsername(ime: string, prezime: string): Promise<string> {
    const base = baseUsername(ime, prezime);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!(await users.usernameExists(candidate))) return candidate;
    }
  }

  async function billingOf(user: UserRecord): Promise<{ hasUnpaidInvoice: boolean }> {
    const hasUnpaidInvoice =
      user.isStudent && deps.billing
        ? await deps.billing.hasUnpaidInvoice(user.schoolId, user.id)
        : false;
    return { hasUnpaidInvoice };
  }

  async function publicView(user: UserRecord): Promise<PublicUser> {
    return toPublicUser(user, await users.relations(user), await billingOf(user));
  }

  return {
    publicView,
    forSession: (id: number) => users.forSession(id),
    byUsername: (username: string) => users.byUsername(username),
    byEmail: (email: string) => users.byEmail(email),
    findInSchool: (schoolId: number, id: number) => users.findInSchool(schoolId, id),

    /** GET /api/user: the caller's own account (spec §3). */
    async getSelf(caller: Pick<Caller, 'id' | 'schoolId'>): Promise<PublicUser> {
      // Two reads: the account with its school, then its programs and mentors (and, for a
      // student, one indexed look at their unpaid invoices).
      const found = await users.findWithSchool(caller.schoolId, caller.id);
      if (!found) throw notFound();
      const [links, billing] = await Promise.all([users.links(found.user), billingOf(found.user)]);
      return toPublicUser(found.user, { school: found.school, ...links }, billing);
    },

    /**
     * Whether an active student (or mentor) account already uses the e-mail, in any school: login
     * by e-mail is global, so the admin's add-user forms warn before creating a clash (spec §7).
     */
    async emailInUse(email: string, role: 'student' | 'mentor'): Promise<{ exists: boolean }> {
      const holders = (await users.byEmail(email)).filter((u) => u.isActive);
      return { exists: holders.some((u) => (role === 'mentor' ? u.isMentor : u.isStudent)) };
    },

    /** Active accounts on an e-mail (siblings may share one). */
    async findActiveByEmail(email: string): Promise<UserRecord[]> {
      return (await users.byEmail(email)).filter((u) => u.isActive);
    },
    isEmailRegistered: async (email: string) => (await users.activeCountByEmail(email)) > 0,
    usernameExists: (name: string) => users.usernameExists(name),

    /** Creates the account (inside the caller's transaction when one is open). */
    async createAccount(input: NewAccount): Promise<{ id: number; korisnickoIme: string }> {
      return deps.transactor.run(async () => {
        const korisnickoIme = input.korisnickoIme || (await freeUsername(input.ime, input.prezime));
        if (input.korisnickoIme && (await users.usernameExists(korisnickoIme))) {
          throw conflict(accountMessages.usernameTaken, 'username_taken');
        }
        const id = await users.insert(
          {
            ...input,
            korisnickoIme,
            isActive: true,
            reminderPreferences: defaultReminderPreferences,
          },
          at(),
        );
        deps.events.publish('user.created', { userId: id, schoolId: input.schoolId });
        return { id, korisnickoIme };
      });
    },

    async setPassword(
      user: Pick<UserRecord, 'id' | 'schoolId'>,
      hash: string,
      mustChange: boolean,
    ) {
      await users.update(user.schoolId, user.id, {
        passwordHash: hash,
        mustChangePassword: mustChange,
        updatedAt: at(),
      });
      // Sessions carry the must-change flag: cached ones read the user again.
      deps.events.publish('user.changed', { userId: user.id, schoolId: user.schoolId });
    },

    /** An admin confirms a mentor who registered through the school's link. */
    async confirmMentor(admin: Caller, mentorId: number): Promise<{ success: true }> {
      const mentor = await users.findInSchool(admin.schoolId, mentorId);
      if (!mentor || !mentor.isMentor) throw notFound(accountMessages.userNotFound);
      if (!mentor.confirmed) {
        await deps.transactor.run(async () => {
          await users.update(admin.schoolId, mentorId, { confirmedAt: at(), updatedAt: at() });
          await deps.audit?.record(admin, 'mentor.confirm', { type: 'user', id: mentorId });
          deps.events.publish('user.changed', { userId: mentorId, schoolId: admin.schoolId });
        });
      }
      return { success: true as const };
    },

    /** GET /api/admin/mentors/unconfirmed: the school's mentors waiting for confirmation. */
    async unconfirmedMentors(admin: Caller, page: { limit: number; cursorId?: number }) {
      const rows = await users.unconfirmedMentors(admin.schoolId, page.limit + 1, page.cursorId);
      const { items, nextCursor } = toPage(rows, page.limit);
      return { mentors: items, nextCursor };
    },

    adminIds: (schoolId: number) => users.activeAdminIds(schoolId),
    isMentorOf: (schoolId: number, mentorId: number, studentId: number) =>
      users.isMentorOf(schoolId, mentorId, studentId),

    /** GET /api/linked-accounts: the caller's siblings on one family e-mail, same school. */
    async linkedAccounts(caller: Caller) {
      return { accounts: await users.sameEmail(caller.schoolId, caller.id) };
    },

    /** POST /api/user/reminder-settings (spec §7 reads `data.reminderPreferences`). */
    async setReminders(caller: Caller, prefs: ReminderPreferences) {
      await users.setReminderPreferences(caller.schoolId, caller.id, prefs, at());
      return { success: true as const, data: { reminderPreferences: prefs } };
    },
  };
}
