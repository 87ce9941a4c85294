import { periodLabel } from '@takt/shared/invoice-periods';
import type { InvoiceStatus } from '@takt/shared/schemas/invoices';

/** How invoices read in Croatian on the screens. */

export const statusLabels: Record<InvoiceStatus, string> = {
  issued: 'Neplaćen',
  overdue: 'Dospio',
  paid: 'Plaćen',
  cancelled: 'Storniran',
};

/** '2026-11' → 'Studeni 2026.', '2026-R1' → '1. rata šk. god. 2026./2027.' */
export function monthLabel(period: string): string {
  return periodLabel(period, true);
}

/** Euro cents → '1.234,50 €'. */
export function formatCents(cents: number): string {
  return EUROS.format(cents / 100);
}

const EUROS = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });
