import type { Address } from '@takt/shared/schemas/user';

/** Spec §3: in the profile popup adresa may be an object or plain text. */
export function formatAddress(value: Address | string | null | undefined): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value.trim() || null;
  const street = [value.ulica, value.kucniBroj].filter(Boolean).join(' ');
  return [street, value.mjesto].filter(Boolean).join(', ') || null;
}
