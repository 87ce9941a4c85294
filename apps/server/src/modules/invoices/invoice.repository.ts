import type { Insertable, Selectable } from 'kysely';
import type { InvoiceItem, InvoiceListQuery, InvoiceStatus } from '@takt/shared/schemas/invoices';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { InvoicesTable } from '../../db/schema.ts';
import { parseJson } from '../../db/rows.ts';

export type InvoiceRow = Selectable<InvoicesTable>;

export interface InvoiceIssuer {
  name: string;
  oib: string;
  iban: string;
  address: string;
  city: string;
}

export interface InvoiceRecord extends Omit<InvoiceRow, 'items' | 'issuer' | 'status' | 'kind'> {
  kind: 'invoice' | 'storno';
  status: InvoiceStatus;
  items: InvoiceItem[];
  issuer: InvoiceIssuer;
  studentName: string;
}

export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id'>;

const UNPAID: InvoiceStatus[] = ['issued', 'overdue'];

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;

export function createInvoiceRepository(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.studentId')
      .selectAll('invoices')
      .select(['users.ime', 'users.prezime']);

  type Joined = InvoiceRow & { ime: string; prezime: string };
  const toRecord = ({ ime, prezime, ...r }: Joined): InvoiceRecord => ({
    ...r,
    kind: r.kind as InvoiceRecord['kind'],
    status: r.status as InvoiceStatus,
    amountCents: Number(r.amountCents),
    items: parseJson<InvoiceItem[]>(r.items, []),
    issuer: parseJson<InvoiceIssuer>(r.issuer, {
      name: '',
      oib: '',
      iban: '',
      address: '',
      city: '',
    }),
    studentName: `${ime} ${prezime}`,
  });

  function filtered(schoolId: number, q: Omit<InvoiceListQuery, 'cursor' | 'limit'>) {
    let query = base().where('invoices.schoolId', '=', schoolId);
    if (q.month) query = query.where('invoices.period', '=', q.month);
    if (q.status) query = query.where('invoices.status', '=', q.status);
    if (q.programId !== undefined) {
      const programId = q.programId;
      query = query.where('invoices.studentId', 'in', (eb) =>
        eb.selectFrom('user_programs').select('userId').where('programId', '=', programId),
      );
    }
    if (q.mentorId !== undefined) {
      const mentorId = q.mentorId;
      query = query.where('invoices.studentId', 'in', (eb) =>
        eb.selectFrom('student_mentors').select('studentId').where('mentorId', '=', mentorId),
      );
    }
    return query;
  }

  return {
    async insert(row: NewInvoice): Promise<number> {
      const { id } = await data.db
        .insertInto('invoices')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async find(schoolId: number, id: number): Promise<InvoiceRecord | null> {
      const row = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', '=', id)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findMany(schoolId: number, ids: number[]): Promise<InvoiceRecord[]> {
      if (ids.length === 0) return [];
      const rows = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', 'in', ids)
        .orderBy('invoices.id')
        .execute();
      return rows.map(toRecord);
    },

    /** Students of `ids` who already have a live invoice for `period`. */
    async billedIn(schoolId: number, period: string, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await data.db
        .selectFrom('invoices')
        .select('studentId')
        .where('schoolId', '=', schoolId)
        .where('period', '=', period)
        .where('kind', '=', 'invoice')
        .where('status', '<>', 'cancelled')
        .where('studentId', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.studentId));
    },

    async forStudent(schoolId: number, studentId: number): Promise<InvoiceRecord[]> {
      const rows = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.studentId', '=', studentId)
        .orderBy('invoices.period', 'desc')
        .orderBy('invoices.id', 'desc')
        .limit(500)
        .execute();
      return rows.map(toRecord);
    },

    async list(
      schoolId: number,
      q: InvoiceListQuery,
      page: { limit: number; cursorId?: number },
    ): Promise<InvoiceRecord[]> {
      let query = filtered(schoolId, q);
      if (page.cursorId !== undefined) query = query.where('invoices.id', '<', page.cursorId);
      const rows = await query
        .orderBy('invoices.id', 'desc')
        .limit(page.limit + 1)
        .execute();
      return rows.map(toRecord);
    },

    async totals(schoolId: number, q: InvoiceListQuery) {
      const row = await filtered(schoolId, q)
        .clearSelect()
        .where('invoices.kind', '=', 'invoice')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('invoices.status', '=', 'paid')
                .then(eb.ref('invoices.amountCents'))
                .else(0)
                .end(),
            )
            .as('paid'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when('invoices.status', 'in', UNPAID)
                .then(eb.ref('invoices.amountCents'))
                .else(0)
                .end(),
            )
            .as('unpaid'),
        ])
        .executeTakeFirstOrThrow();
      return {
        count: Number(row.count),
        paidCents: Number(row.paid ?? 0),
        unpaidCents: Number(row.unpaid ?? 0),
      };
    },

    async hasUnpaid(schoolId: number, studentId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('invoices')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('studentId', '=', studentId)
        .where('kind', '=', 'invoice')
        .where('status', 'in', UNPAID)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },

    async update(
      schoolId: number,
      id: number,
      values: Partial<
        Pick<
          InvoiceRow,
          'status' | 'paidAt' | 'paidSource' | 'stornoId' | 'pdfFileId' | 'zki' | 'jir'
        >
      >,
      at: string,
    ): Promise<void> {
      await data.db
        .updateTable('invoices')
        .set({ ...values, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .execute();
    },

    /** Issued invoices whose due date has passed become overdue; answers them. */
    async markOverdue(today: string, at: string) {
      return data.db
        .updateTable('invoices')
        .set({ status: 'overdue', updatedAt: at })
        .where('kind', '=', 'invoice')
        .where('status', '=', 'issued')
        .where('dueDate', '<', today)
        .returning(['id', 'schoolId', 'studentId', 'numberText'])
        .execute();
    },

    /** Live invoices by payment reference (the bank statement's key). */
    async byReferences(schoolId: number, references: string[]): Promise<InvoiceRecord[]> {
      if (references.length === 0) return [];
      const rows = await base()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.kind', '=', 'invoice')
        .where('invoices.status', '<>', 'cancelled')
        .where('invoices.reference', 'in', references)
        .execute();
      return rows.map(toRecord);
    },

    /** Live invoices of students with these OIBs in these months (the spreadsheet's key). */
    async byOibs(schoolId: number, oibs: string[], periods: string[]) {
      if (oibs.length === 0 || periods.length === 0) return [];
      const rows = await base()
        .select('users.oib')
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.kind', '=', 'invoice')
        .where('invoices.status', '<>', 'cancelled')
        .where('users.oib', 'in', oibs)
        .where('invoices.period', 'in', periods)
        .execute();
      return rows.map(({ oib, ...r }) => ({ oib: oib ?? '', invoice: toRecord(r) }));
    },

    /** The student an invoice PDF bills (its file access rule). */
    async studentOfFile(schoolId: number, fileId: number): Promise<number | null> {
      const row = await data.db
        .selectFrom('invoices')
        .select('studentId')
        .where('schoolId', '=', schoolId)
        .where('pdfFileId', '=', fileId)
        .executeTakeFirst();
      return row?.studentId ?? null;
    },
  };
}
