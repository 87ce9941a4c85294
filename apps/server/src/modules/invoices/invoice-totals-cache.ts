import type { InvoiceFilter } from '@takt/shared/schemas/invoices';
import type { EventBus } from '../../lib/event-bus.ts';
import './invoice.events.ts';

export interface InvoiceTotals {
  count: number;
  paidCents: number;
  unpaidCents: number;
}

/** A kept answer is used at most this long (a safety net: events drop it when it changes). */
const TTL_MS = 10 * 60_000;
const MAX_PER_SCHOOL = 200;

/**
 * The admin list's totals by school, period and status: summing a school's whole year of
 * invoices on every page view costs more than the page itself. Every change of an amount or a
 * status publishes an invoice event (issued, storno, paid, overdue); any of them drops the
 * school's kept totals on every instance. Filters by program, mentor or a search depend on
 * more than invoices and are always summed anew.
 */
export function createTotalsCache(events: EventBus, now: () => number = Date.now) {
  const bySchool = new Map<number, Map<string, { at: number; value: Promise<InvoiceTotals> }>>();
  const drop = (schoolId: number) => bySchool.delete(schoolId);
  for (const name of ['invoice.issued', 'invoice.paid', 'invoice.overdue'] as const) {
    events.subscribe(name, ({ payload }) => Promise.resolve(void drop(payload.schoolId)), {
      everyInstance: true,
    });
  }

  return {
    cacheable: (filter: InvoiceFilter) =>
      filter.programId === undefined && filter.mentorId === undefined && !filter.q?.trim(),

    get(
      schoolId: number,
      filter: InvoiceFilter,
      load: () => Promise<InvoiceTotals>,
    ): Promise<InvoiceTotals> {
      const key = `${filter.period ?? ''}|${filter.status ?? ''}`;
      let school = bySchool.get(schoolId);
      const kept = school?.get(key);
      if (kept && now() - kept.at < TTL_MS) return kept.value;
      if (!school) bySchool.set(schoolId, (school = new Map()));
      if (school.size >= MAX_PER_SCHOOL) school.clear();
      const value = load();
      school.set(key, { at: now(), value });
      // A failed sum is not kept.
      value.catch(() => school.delete(key));
      return value;
    },
  };
}
