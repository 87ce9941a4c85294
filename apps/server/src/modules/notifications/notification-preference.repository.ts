import type { DataAccess } from '../../db/unit-of-work.ts';
import { parseJson, toBool } from '../../db/rows.ts';

export interface PreferenceRow {
  userId: number;
  kind: string;
  channel: string;
  enabled: boolean;
}

/** A person a notice may go to, with what the policy predicates need. */
export interface Recipient {
  id: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  pohadjaTeoriju: boolean;
}

export interface ReminderPerson extends Recipient {
  schoolId: number;
  reminderPreferences: unknown;
}

export type PreferenceRepository = ReturnType<typeof createPreferenceRepository>;

/** Preferences per kind × channel (only the choices that differ from the default are stored). */
export function createPreferenceRepository(data: DataAccess) {
  const recipientColumns = ['id', 'isStudent', 'isMentor', 'isAdmin', 'pohadjaTeoriju'] as const;
  const toRecipient = (r: {
    id: number;
    isStudent: boolean | number;
    isMentor: boolean | number;
    isAdmin: boolean | number;
    pohadjaTeoriju: boolean | number;
  }): Recipient => ({
    id: r.id,
    isStudent: toBool(r.isStudent),
    isMentor: toBool(r.isMentor),
    isAdmin: toBool(r.isAdmin),
    pohadjaTeoriju: toBool(r.pohadjaTeoriju),
  });

  return {
    async forUsers(userIds: number[]): Promise<PreferenceRow[]> {
      if (userIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('notification_preferences')
        .selectAll()
        .where('userId', 'in', userIds)
        .execute();
      return rows.map((r) => ({ ...r, enabled: toBool(r.enabled) }));
    },

    async replace(userId: number, rows: Omit<PreferenceRow, 'userId'>[]): Promise<void> {
      await data.db.deleteFrom('notification_preferences').where('userId', '=', userId).execute();
      if (rows.length === 0) return;
      await data.db
        .insertInto('notification_preferences')
        .values(rows.map((r) => ({ ...r, userId })))
        .execute();
    },

    /** Active people of a school (of every school when `schoolId` is null). */
    async activePeople(schoolId: number | null): Promise<Recipient[]> {
      let query = data.db
        .selectFrom('users')
        .select([...recipientColumns])
        .where('isActive', '=', true);
      if (schoolId !== null) query = query.where('schoolId', '=', schoolId);
      return (await query.execute()).map(toRecipient);
    },

    /** Only the ids among `userIds` that are active people of the school. */
    async activeIn(schoolId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('users')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('isActive', '=', true)
        .where('id', 'in', userIds)
        .execute();
      return rows.map((r) => r.id);
    },

    async emails(userIds: number[]): Promise<Map<number, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await data.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', 'in', userIds)
        .where('isActive', '=', true)
        .execute();
      return new Map(rows.filter((r) => r.email).map((r) => [r.id, r.email as string]));
    },

    /** Everyone active, with their reminder settings (read each minute by the reminder job). */
    async reminderPeople(): Promise<ReminderPerson[]> {
      const rows = await data.db
        .selectFrom('users')
        .select([...recipientColumns, 'schoolId', 'reminderPreferences'])
        .where('isActive', '=', true)
        .where((eb) => eb.or([eb('isStudent', '=', true), eb('isMentor', '=', true)]))
        .execute();
      return rows.map((r) => ({
        ...toRecipient(r),
        schoolId: r.schoolId,
        reminderPreferences: parseJson(r.reminderPreferences, null),
      }));
    },

    /** Claims a reminder for a person and day: true only for the first caller. */
    async claimReminder(userId: number, day: string, kind: string, at: string): Promise<boolean> {
      const result = await data.db
        .insertInto('reminder_sends')
        .values({ userId, day, kind, sentAt: at })
        .onConflict((oc) => oc.columns(['userId', 'day', 'kind']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
