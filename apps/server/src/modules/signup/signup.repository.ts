import type { Selectable } from 'kysely';
import type { FormConsents } from '@takt/shared/schemas/form-consents';
import type { Address, Parent } from '@takt/shared/schemas/user';
import type { PendingSignupsTable } from '../../db/schema/people.ts';
import { parseJson, toBool, toJson } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export type SignupStatus = 'pending' | 'approved' | 'declined';

export interface NewPendingSignup {
  schoolId: number;
  programId: number;
  ime: string;
  prezime: string;
  email: string;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string | null;
  adresa: Address;
  roditelj1: Parent | null;
  roditelj2: Parent | null;
  pohadanjeNastave: string | null;
  pohadjaTeoriju: boolean;
  maiZbor: boolean;
  maloljetniClan: boolean;
  napomene: string;
  consents: FormConsents | null;
}

export interface PendingSignup extends Omit<NewPendingSignup, 'programId'> {
  id: number;
  programId: number | null;
  program: { id: number; naziv: string } | null;
  status: SignupStatus;
  declineReason: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  userId: number | null;
  createdAt: string;
}

type Row = Selectable<PendingSignupsTable> & { programNaziv: string | null };

function toSignup({ emailLower: _e, programNaziv, ...row }: Row): PendingSignup {
  return {
    ...row,
    adresa: parseJson(row.adresa, { ulica: '', kucniBroj: '', mjesto: '' }),
    roditelj1: parseJson(row.roditelj1, null),
    roditelj2: parseJson(row.roditelj2, null),
    consents: parseJson<FormConsents | null>(row.consents, null),
    pohadjaTeoriju: toBool(row.pohadjaTeoriju),
    maiZbor: toBool(row.maiZbor),
    maloljetniClan: toBool(row.maloljetniClan),
    status: row.status as SignupStatus,
    program: row.programId && programNaziv ? { id: row.programId, naziv: programNaziv } : null,
  };
}

export type SignupRepository = ReturnType<typeof createSignupRepository>;

export function createSignupRepository(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('pending_signups')
      .leftJoin('programs', 'programs.id', 'pending_signups.programId')
      .selectAll('pending_signups')
      .select('programs.naziv as programNaziv');
  return {
    async insert(signup: NewPendingSignup, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('pending_signups')
        .values({
          ...signup,
          emailLower: signup.email.toLowerCase(),
          adresa: toJson(signup.adresa),
          roditelj1: signup.roditelj1 ? toJson(signup.roditelj1) : null,
          roditelj2: signup.roditelj2 ? toJson(signup.roditelj2) : null,
          consents: signup.consents ? toJson(signup.consents) : null,
          status: 'pending',
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    async hasPendingEmail(email: string): Promise<boolean> {
      const row = await data.db
        .selectFrom('pending_signups')
        .select('id')
        .where('emailLower', '=', email.toLowerCase())
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Oldest first (the queue an admin works through); `afterId` pages on. */
    async listPending(schoolId: number, limit: number, afterId?: number): Promise<PendingSignup[]> {
      let query = base()
        .where('pending_signups.schoolId', '=', schoolId)
        .where('pending_signups.status', '=', 'pending');
      if (afterId !== undefined) query = query.where('pending_signups.id', '>', afterId);
      const rows = await query.orderBy('pending_signups.id').limit(limit).execute();
      return rows.map(toSignup);
    },
    async countPending(schoolId: number): Promise<number> {
      const row = await data.db
        .selectFrom('pending_signups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async findInSchool(schoolId: number, id: number): Promise<PendingSignup | null> {
      const row = await base()
        .where('pending_signups.id', '=', id)
        .where('pending_signups.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toSignup(row) : null;
    },
    /** Moves a pending request on; false when it was already reviewed (or is not there). */
    async review(
      schoolId: number,
      id: number,
      change: { status: 'approved' | 'declined'; reviewedBy: number; reviewedAt: string },
      declineReason: string | null = null,
    ): Promise<boolean> {
      const result = await data.db
        .updateTable('pending_signups')
        .set({ ...change, declineReason })
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async linkUser(schoolId: number, id: number, userId: number): Promise<void> {
      await data.db
        .updateTable('pending_signups')
        .set({ userId })
        .where('id', '=', id)
        .where('schoolId', '=', schoolId)
        .execute();
    },
    /** Deletes requests created before the cut-off that were never approved. */
    async purgeUnapprovedBefore(cutoff: string): Promise<number> {
      const result = await data.db
        .deleteFrom('pending_signups')
        .where('status', '!=', 'approved')
        .where('createdAt', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Remembers a solved challenge until it expires; false when it was already used. */
    async useChallenge(signature: string, expiresAt: string): Promise<boolean> {
      const result = await data.db
        .insertInto('used_challenges')
        .values({ signature, expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async pruneChallenges(at: string): Promise<void> {
      await data.db.deleteFrom('used_challenges').where('expiresAt', '<', at).execute();
    },
  };
}
