import type { InvoiceScope } from '@takt/shared/schemas/invoices';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { parseJson, toBool } from '../../db/rows.ts';
import type { BillableStudent, PricedProgram } from './invoice-amounts.ts';

/** A student as billing reads them: prices of their programs and who pays. */
export interface BillingStudent extends BillableStudent {
  email: string;
  minor: boolean;
  parentName: string | null;
  address: string;
  city: string;
}

interface Parent {
  ime?: string;
  prezime?: string;
}
interface Address {
  ulica?: string;
  kucniBroj?: string;
  mjesto?: string;
}

export type BillingStudentsRepository = ReturnType<typeof createBillingStudentsRepository>;

/**
 * Read-only view of a school's active students and their programs for billing (the users and
 * programs tables are read here, never written).
 */
export function createBillingStudentsRepository(data: DataAccess) {
  async function load(
    schoolId: number,
    where: { ids?: number[]; programId?: number; emails?: string[] },
  ): Promise<BillingStudent[]> {
    let query = data.db
      .selectFrom('users')
      .select([
        'id',
        'ime',
        'prezime',
        'emailLower',
        'datumRodjenja',
        'programType',
        'maloljetniClan',
        'roditelj1',
        'adresa',
      ])
      .where('schoolId', '=', schoolId)
      .where('isStudent', '=', true)
      .where('isActive', '=', true);
    if (where.ids) query = query.where('id', 'in', where.ids.length ? where.ids : [0]);
    if (where.emails)
      query = query.where('emailLower', 'in', where.emails.length ? where.emails : ['']);
    if (where.programId !== undefined) {
      const programId = where.programId;
      query = query.where('id', 'in', (eb) =>
        eb.selectFrom('user_programs').select('userId').where('programId', '=', programId),
      );
    }
    const rows = await query.orderBy('prezime').orderBy('ime').orderBy('id').execute();
    if (rows.length === 0) return [];
    const programRows = await data.db
      .selectFrom('user_programs')
      .innerJoin('programs', 'programs.id', 'user_programs.programId')
      .select([
        'user_programs.userId',
        'programs.id',
        'programs.naziv',
        'programs.cijena',
        'programs.tipovi',
      ])
      .where('programs.schoolId', '=', schoolId)
      .where(
        'user_programs.userId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('programs.id')
      .execute();
    const programs = new Map<number, PricedProgram[]>();
    for (const p of programRows) {
      const list = programs.get(p.userId) ?? [];
      list.push({
        id: p.id,
        naziv: p.naziv,
        cijena: p.cijena === null ? null : Number(p.cijena),
        tipovi: parseJson(p.tipovi, []),
      });
      programs.set(p.userId, list);
    }
    return rows.map((r) => {
      const parent = parseJson<Parent | null>(r.roditelj1, null);
      const adresa = parseJson<Address>(r.adresa, {});
      const parentName = [parent?.ime, parent?.prezime].filter(Boolean).join(' ').trim();
      return {
        id: r.id,
        ime: r.ime,
        prezime: r.prezime,
        email: r.emailLower,
        familyKey: r.emailLower || null,
        datumRodjenja: r.datumRodjenja,
        programs: programs.get(r.id) ?? [],
        programType: parseJson<Record<string, string>>(r.programType, {}),
        minor: toBool(r.maloljetniClan),
        parentName: parentName || null,
        address: [adresa.ulica, adresa.kucniBroj].filter(Boolean).join(' '),
        city: adresa.mjesto ?? '',
      };
    });
  }

  return {
    /** The active students a run bills. */
    inScope(schoolId: number, scope: InvoiceScope): Promise<BillingStudent[]> {
      if (scope.kind === 'program') return load(schoolId, { programId: scope.programId });
      if (scope.kind === 'students') return load(schoolId, { ids: scope.studentIds });
      return load(schoolId, {});
    },

    /** Active students sharing these family e-mails (possible siblings). */
    families(schoolId: number, emails: string[]): Promise<BillingStudent[]> {
      return load(schoolId, { emails: [...new Set(emails.filter(Boolean))] });
    },

    async programExists(schoolId: number, programId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('programs')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', '=', programId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** 'Ime Prezime' of these students of the school (exemptions show names, not ids). */
    async names(schoolId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await data.db
        .selectFrom('users')
        .select(['id', 'ime', 'prezime'])
        .where('schoolId', '=', schoolId)
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, `${r.ime} ${r.prezime}`]));
    },

    async countStudents(schoolId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await data.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('schoolId', '=', schoolId)
        .where('isStudent', '=', true)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
