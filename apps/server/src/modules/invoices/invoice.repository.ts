import { sql, type Insertable, type Selectable } from 'kysely';
import type { InvoiceFilter, InvoiceItem, InvoiceStatus } from '@takt/shared/schemas/invoices';
import type { DataAccess } from '../../db/unit-of-work.ts';
import type { InvoicesTable } from '../../db/schema/invoices.ts';
import { parseJson } from '../../db/rows.ts';

export type InvoiceRow = Selectable<InvoicesTable>;

export interface InvoiceIssuer {
  name: string;
  oib: string;
  iban: string;
  address: string;
  city: string;
}

/** The columns a list shows (no items, issuer or payer): lists never parse JSON per row. */
const SUMMARY_COLUMNS = [
  'invoices.id',
  'invoices.kind',
  'invoices.numberText',
  'invoices.period',
  'invoices.studentId',
  'invoices.amountCents',
  'invoices.status',
  'invoices.issueDate',
  'invoices.dueDate',
  'invoices.paidAt',
  'invoices.originalId',
  'invoices.stornoId',
  'invoices.model',
  'invoices.reference',
  'invoices.description',
  'invoices.pdfFileId',
  'invoices.emailedAt',
] as const;

export interface InvoiceSummaryRecord extends Pick<
  InvoiceRow,
  | 'id'
  | 'numberText'
  | 'period'
  | 'studentId'
  | 'amountCents'
  | 'issueDate'
  | 'dueDate'
  | 'paidAt'
  | 'originalId'
  | 'stornoId'
  | 'model'
  | 'reference'
  | 'description'
  | 'pdfFileId'
  | 'emailedAt'
> {
  kind: 'invoice' | 'storno';
  status: InvoiceStatus;
  studentName: string;
}

export interface InvoiceRecord extends Omit<InvoiceRow, 'items' | 'issuer' | 'status' | 'kind'> {
  kind: 'invoice' | 'storno';
  status: InvoiceStatus;
  items: InvoiceItem[];
  issuer: InvoiceIssuer;
  studentName: string;
  /** The account's address: the parent's for a minor (the family's e-mail). */
  studentEmail: string;
}

export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id'>;

const UNPAID: InvoiceStatus[] = ['issued', 'overdue'];

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;

export function createInvoiceRepository(data: DataAccess) {
  const base = () =>
    data.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.studentId')
      .selectAll('invoices')
      .select(['users.ime', 'users.prezime', 'users.email as studentEmail']);

  type Joined = InvoiceRow & { ime: string; prezime: string; studentEmail: string };
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

  const summaries = () =>
    data.db
      .selectFrom('invoices')
      .innerJoin('users', 'users.id', 'invoices.studentId')
      .select(SUMMARY_COLUMNS)
      .select(['users.ime', 'users.prezime']);
  type SummaryJoined = Omit<InvoiceSummaryRecord, 'kind' | 'status' | 'studentName'> & {
    kind: string;
    status: string;
    ime: string;
    prezime: string;
  };
  const toSummaryRecord = ({ ime, prezime, ...r }: SummaryJoined): InvoiceSummaryRecord => ({
    ...r,
    kind: r.kind as InvoiceSummaryRecord['kind'],
    status: r.status as InvoiceStatus,
    amountCents: Number(r.amountCents),
    studentName: `${ime} ${prezime}`,
  });

  /**
   * Invoices of the school matching the list filters (no join: ids and sums come from here).
   * A status names an invoice's state, so it selects invoices, not stornos; a storno belongs
   * with the cancelled ones.
   */
  function filtered(schoolId: number, q: InvoiceFilter) {
    let query = data.db.selectFrom('invoices').where('invoices.schoolId', '=', schoolId);
    if (q.period) query = query.where('invoices.period', '=', q.period);
    if (q.status === 'cancelled') {
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('invoices.kind', '=', 'invoice'), eb('invoices.status', '=', 'cancelled')]),
          eb('invoices.kind', '=', 'storno'),
        ]),
      );
    } else if (q.status) {
      query = query.where('invoices.kind', '=', 'invoice').where('invoices.status', '=', q.status);
    }
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
    const text = q.q?.trim();
    if (text) {
      const pattern = likePattern(text.toLowerCase());
      // Numbers and references hold digits, '-' and '/': wildcards are dropped, not escaped.
      const plain = text.replace(/[\\%_]/g, '');
      query = query.where((eb) => {
        const byName = eb(
          'invoices.studentId',
          'in',
          eb
            .selectFrom('users')
            .select('users.id')
            .where('users.schoolId', '=', schoolId)
            .where(sql<boolean>`"searchText" like ${pattern} escape '\\'`),
        );
        if (!plain) return byName;
        return eb.or([
          eb('invoices.numberText', 'like', `${plain}%`),
          eb('invoices.reference', 'like', `%${plain}%`),
          byName,
        ]);
      });
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

    async summariesOf(schoolId: number, ids: number[]): Promise<InvoiceSummaryRecord[]> {
      if (ids.length === 0) return [];
      const rows = await summaries()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', 'in', ids)
        .orderBy('invoices.id')
        .execute();
      return rows.map(toSummaryRecord);
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

    /**
     * A page of a student's invoices, newest period first. The cursor is the last invoice of
     * the page before: the page goes on after its (period, id).
     */
    async forStudent(
      schoolId: number,
      studentId: number,
      page: { limit: number; cursorId?: number },
    ): Promise<InvoiceSummaryRecord[]> {
      let query = summaries()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.studentId', '=', studentId);
      if (page.cursorId !== undefined) {
        const after = await data.db
          .selectFrom('invoices')
          .select(['period', 'id'])
          .where('schoolId', '=', schoolId)
          .where('studentId', '=', studentId)
          .where('id', '=', page.cursorId)
          .executeTakeFirst();
        if (!after) return [];
        query = query.where((eb) =>
          eb.or([
            eb('invoices.period', '<', after.period),
            eb.and([eb('invoices.period', '=', after.period), eb('invoices.id', '<', after.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('invoices.period', 'desc')
        .orderBy('invoices.id', 'desc')
        .limit(page.limit + 1)
        .execute();
      return rows.map(toSummaryRecord);
    },

    /**
     * A page of the admin list, newest first: the page's ids first (from an index, before any
     * join), then those rows with their students' names.
     */
    async list(
      schoolId: number,
      q: InvoiceFilter,
      page: { limit: number; cursorId?: number },
    ): Promise<InvoiceSummaryRecord[]> {
      let ids = filtered(schoolId, q).select('invoices.id');
      if (page.cursorId !== undefined) ids = ids.where('invoices.id', '<', page.cursorId);
      const wanted = (
        await ids
          .orderBy('invoices.id', 'desc')
          .limit(page.limit + 1)
          .execute()
      ).map((r) => r.id);
      if (wanted.length === 0) return [];
      const rows = await summaries()
        .where('invoices.schoolId', '=', schoolId)
        .where('invoices.id', 'in', wanted)
        .orderBy('invoices.id', 'desc')
        .execute();
      return rows.map(toSummaryRecord);
    },

    /** Ids of every invoice matching the filters, newest first (bulk actions), at most `max`. */
    async idsMatching(
      schoolId: number,
      q: InvoiceFilter,
      options: { max: number; liveOnly?: boolean },
    ): Promise<number[]> {
      let query = filtered(schoolId, q).select('invoices.id');
      if (options.liveOnly) {
        query = query
          .where('invoices.kind', '=', 'invoice')
          .where('invoices.status', '<>', 'cancelled');
      }
      const rows = await query.orderBy('invoices.id', 'desc').limit(options.max).execute();
      return rows.map((r) => r.id);
    },

    /** Count and sums of the filtered invoices (stornos are corrections, not invoices). */
    async totals(schoolId: number, q: InvoiceFilter) {
      const row = await filtered(schoolId, q)
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

    /** How many of a period's invoices (and stornos) exist, and how many have their PDF. */
    async pdfProgress(schoolId: number, period: string) {
      const row = await data.db
        .selectFrom('invoices')
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('pdfFileId').as('ready'),
        ])
        .where('schoolId', '=', schoolId)
        .where('period', '=', period)
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), ready: Number(row.ready) };
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
        Pick<InvoiceRow, 'status' | 'paidAt' | 'paidSource' | 'stornoId' | 'zki' | 'jir'>
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

    /** Links a PDF unless another run linked one first; answers whether this one was linked. */
    async setPdf(schoolId: number, id: number, fileId: number, at: string): Promise<boolean> {
      const result = await data.db
        .updateTable('invoices')
        .set({ pdfFileId: fileId, updatedAt: at })
        .where('schoolId', '=', schoolId)
        .where('id', '=', id)
        .where('pdfFileId', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markEmailed(schoolId: number, id: number, at: string): Promise<void> {
      await data.db
        .updateTable('invoices')
        .set({ emailedAt: at })
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

    /** Live invoices of students with these OIBs in these periods (the spreadsheet's key). */
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
