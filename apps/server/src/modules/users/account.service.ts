import { baseUsername } from '@takt/shared/username';
import { defaultReminderPreferences } from '@takt/shared/schemas/user';
import type { Tx } from '../../db/transaction.ts';
import { conflict } from '../../plugins/app-error.ts';
import { accountMessages } from '@takt/shared/account-messages';
import { createAccountRepository } from './account.repository.ts';
import { createUserRepository } from './user.repository.ts';
import type { NewUser, UserRecord } from './user.types.ts';

/** What another module gives to open an account; the username is picked here when blank. */
export type NewAccount = Omit<NewUser, 'korisnickoIme' | 'reminderPreferences' | 'isActive'> & {
  korisnickoIme?: string | null;
};

export type AccountService = ReturnType<typeof createAccountService>;

/** The users module's face towards sign-up, mentor sign-up and password flows. */
export function createAccountService(deps: { db: Tx; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const users = createUserRepository(deps.db);
  const accounts = createAccountRepository(deps.db);

  /** ime.prezime folded; then ime.prezime2, ime.prezime3, … while taken. */
  async function freeUsername(tx: Tx, ime: string, prezime: string): Promise<string> {
    const base = baseUsername(ime, prezime);
    const repo = createUserRepository(tx);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}${n}`;
      if (!(await repo.usernameExists(candidate))) return candidate;
    }
  }

  return {
    findById: (id: number): Promise<UserRecord | null> => users.findById(id),
    /** Active accounts on an e-mail (siblings may share one). */
    async findActiveByEmail(email: string): Promise<UserRecord[]> {
      return (await users.findByEmail(email)).filter((u) => u.isActive);
    },
    async isEmailRegistered(email: string, tx: Tx = deps.db): Promise<boolean> {
      return (await createAccountRepository(tx).activeCountByEmail(email)) > 0;
    },
    usernameExists: (name: string, tx: Tx = deps.db) =>
      createUserRepository(tx).usernameExists(name),
    /** Creates the account inside the caller's transaction; returns its id and username. */
    async createAccount(tx: Tx, input: NewAccount): Promise<{ id: number; korisnickoIme: string }> {
      const repo = createUserRepository(tx);
      const korisnickoIme =
        input.korisnickoIme || (await freeUsername(tx, input.ime, input.prezime));
      if (input.korisnickoIme && (await repo.usernameExists(korisnickoIme))) {
        throw conflict(accountMessages.usernameTaken, 'username_taken');
      }
      const id = await repo.insert({
        ...input,
        korisnickoIme,
        isActive: true,
        reminderPreferences: defaultReminderPreferences,
      });
      return { id, korisnickoIme };
    },
    async setPassword(tx: Tx, userId: number, passwordHash: string, mustChangePassword: boolean) {
      await createAccountRepository(tx).updatePassword(
        userId,
        passwordHash,
        mustChangePassword,
        now().toISOString(),
      );
    },
    adminIds: (schoolId: number, tx: Tx = deps.db) =>
      createAccountRepository(tx).activeAdminIds(schoolId),
    isMentorOf: (mentorId: number, studentId: number) => accounts.isMentorOf(mentorId, studentId),
  };
}
