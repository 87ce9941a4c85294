/** Money and shares as hr-HR writes them (`1.234,50 €`, `75 %`). */
const euro = new Intl.NumberFormat('hr-HR', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('hr-HR', { style: 'percent', maximumFractionDigits: 0 });

export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** A share between 0 and 1 as a whole percentage. */
export function formatPercent(share: number): string {
  return percent.format(share);
}
