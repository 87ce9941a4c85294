import type { InvoiceSettings, ReferenceScheme } from '@takt/shared/schemas/invoice-settings';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { parseJson, toJson } from '../../db/rows.ts';

export type InvoiceSettingsRepository = ReturnType<typeof createInvoiceSettingsRepository>;

/** A school's invoice settings (one row per school) and its gapless number counters. */
export function createInvoiceSettingsRepository(data: DataAccess) {
  return {
    async find(schoolId: number): Promise<InvoiceSettings | null> {
      const row = await data.db
        .selectFrom('invoice_settings')
        .selectAll()
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      if (!row) return null;
      const { schoolId: _school, updatedAt: _at, ...rest } = row;
      return {
        ...rest,
        referenceScheme: rest.referenceScheme as ReferenceScheme,
        siblingDiscounts: parseJson<number[]>(row.siblingDiscounts, []),
        exemptions: parseJson<InvoiceSettings['exemptions']>(row.exemptions, []),
      };
    },

    async save(schoolId: number, settings: InvoiceSettings, at: string): Promise<void> {
      const values = {
        ...settings,
        siblingDiscounts: toJson(settings.siblingDiscounts),
        exemptions: toJson(settings.exemptions),
        updatedAt: at,
      };
      await data.db
        .insertInto('invoice_settings')
        .values({ schoolId, ...values })
        .onConflict((oc) => oc.column('schoolId').doUpdateSet(values))
        .execute();
    },

    /**
     * Takes the counter of (school, premises, year) for the rest of the transaction: PostgreSQL
     * locks the row with the UPDATE, SQLite has one writer at a time. Answers the last number.
     */
    async lockCounter(schoolId: number, premises: string, year: number): Promise<number> {
      await data.db
        .insertInto('invoice_counters')
        .values({ schoolId, premises, year, lastNumber: 0 })
        .onConflict((oc) => oc.columns(['schoolId', 'premises', 'year']).doNothing())
        .execute();
      const row = await data.db
        .updateTable('invoice_counters')
        .set((eb) => ({ lastNumber: eb.ref('lastNumber') }))
        .where('schoolId', '=', schoolId)
        .where('premises', '=', premises)
        .where('year', '=', year)
        .returning('lastNumber')
        .executeTakeFirstOrThrow();
      return row.lastNumber;
    },

    async setCounter(schoolId: number, premises: string, year: number, last: number) {
      await data.db
        .updateTable('invoice_counters')
        .set({ lastNumber: last })
        .where('schoolId', '=', schoolId)
        .where('premises', '=', premises)
        .where('year', '=', year)
        .execute();
    },
  };
}
