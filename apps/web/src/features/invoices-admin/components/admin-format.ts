/** Euro cents → '1.234,50 €' (hr-HR). */
export function cents(amount: number): string {
  return new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' }).format(
    amount / 100,
  );
}

export const statusNames = {
  issued: 'Neplaćen',
  overdue: 'Dospio',
  paid: 'Plaćen',
  cancelled: 'Storniran',
} as const;

/** The current month as 'YYYY-MM' in Zagreb. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zagreb',
    year: 'numeric',
    month: '2-digit',
  }).format(now);
  return parts.slice(0, 7);
}
