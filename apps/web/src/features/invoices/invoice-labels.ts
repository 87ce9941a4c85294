import type { InvoiceStatus } from '@takt/shared/schemas/invoices';

/** How invoices read in Croatian on the screens. */

export const statusLabels: Record<InvoiceStatus, string> = {
  issued: 'Neplaćen',
  overdue: 'Dospio',
  paid: 'Plaćen',
  cancelled: 'Storniran',
};

const MONTHS = [
  'Siječanj',
  'Veljača',
  'Ožujak',
  'Travanj',
  'Svibanj',
  'Lipanj',
  'Srpanj',
  'Kolovoz',
  'Rujan',
  'Listopad',
  'Studeni',
  'Prosinac',
];

/** '2026-11' → 'Studeni 2026.' */
export function monthLabel(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}.`;
}

/** Euro cents → '1.234,50 €'. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** '2026-12-05' → '5. 12. 2026.' */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}.`;
}
