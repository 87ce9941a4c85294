import { sql } from 'kysely';
import type { InvoiceFilter } from '@takt/shared/schemas/invoices';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { invoiceRows, UNPAID, type InvoiceSummaryRecord } from './invoice-rows.repository.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The paged invoice lists (the admin's, filtered, and a student's own) and their totals. */
export function createInvoiceListRepository(data: DataAccess) {
  const { summaries, toSummaryRecord } = invoiceRows(data);

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
  };
}
