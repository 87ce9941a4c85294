import { toBool } from '../../db/rows.ts';
import type { DataAccess } from '../../db/unit-of-work.ts';

export interface Person {
  id: number;
  ime: string;
  prezime: string;
  email: string;
  korisnickoIme: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
  erased: boolean;
  datumRodjenja: string | null;
}

/** One account at a time (activity, the last-admin rule), and the keys imports match against. */
export function createPeopleAccountsRepository(data: DataAccess) {
  return {
    async find(schoolId: number, id: number): Promise<Person | null> {
      const r = await data.db
        .selectFrom('users')
        .select([
          'id',
          'ime',
          'prezime',
          'email',
          'korisnickoIme',
          'isStudent',
          'isMentor',
          'isAdmin',
          'isActive',
          'erasedAt',
          'datumRodjenja',
        ])
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        ime: r.ime,
        prezime: r.prezime,
        email: r.email,
        korisnickoIme: r.korisnickoIme,
        isStudent: toBool(r.isStudent),
        isMentor: toBool(r.isMentor),
        isAdmin: toBool(r.isAdmin),
        isActive: toBool(r.isActive),
        erased: r.erasedAt !== null,
        datumRodjenja: r.datumRodjenja,
      };
    },
    async setActive(schoolId: number, id: number, active: boolean, at: string) {
      await data.db
        .updateTable('users')
        .set({ isActive: active, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },
    async activeAdminCount(schoolId: number): Promise<number> {
      const row = await data.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('isAdmin', '=', true)
        .where('isActive', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** E-mails of the school's mentors and admins (a mentor import's duplicates). */
    async staffEmails(schoolId: number): Promise<Set<string>> {
      const rows = await data.db
        .selectFrom('users')
        .select('emailLower')
        .where('schoolId', '=', schoolId)
        .where((eb) => eb.or([eb('isMentor', '=', true), eb('isAdmin', '=', true)]))
        .where('erasedAt', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.emailLower));
    },
    /** Existing students of the school by OIB and by folded name + e-mail (import duplicates). */
    async duplicateKeys(schoolId: number) {
      const rows = await data.db
        .selectFrom('users')
        .select(['oib', 'ime', 'prezime', 'emailLower'])
        .where('schoolId', '=', schoolId)
        .where('isStudent', '=', true)
        .where('erasedAt', 'is', null)
        .execute();
      return rows;
    },
  };
}
