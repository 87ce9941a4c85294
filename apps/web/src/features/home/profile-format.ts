import type { Address } from '@takt/shared/schemas/user';

/** A birth date (YYYY-MM-DD or ISO) as day.month.year, read without a time-zone shift. */
export function formatBirthDate(value: string | null): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  return `${Number(d)}.${Number(m)}.${y}.`;
}

/** Spec §3: in the profile popup adresa may be an object or plain text. */
export function formatAddress(value: Address | string | null | undefined): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value.trim() || null;
  const street = [value.ulica, value.kucniBroj].filter(Boolean).join(' ');
  return [street, value.mjesto].filter(Boolean).join(', ') || null;
}
