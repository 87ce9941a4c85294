/**
 * Croatian payment identifiers: IBAN (ISO 13616, MOD 97-10) and the HR01 payment reference
 * ("poziv na broj") whose control digit is computed with MOD 11 INI over all its digits.
 */

/** Removes spaces and upper-cases an IBAN as people type it ("hr12 1001 …"). */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** A Croatian IBAN: HR, two check digits, 17 digits (bank + account), MOD 97 equal to 1. */
export function isValidHrIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^HR\d{19}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return remainder === 1;
}

/**
 * MOD 11 INI control digit (the Croatian payment-reference standard): weights 2, 3, 4, … from
 * the rightmost digit; 11 minus the sum modulo 11, where 10 and 11 become 0.
 */
export function mod11IniDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('mod11IniDigit takes digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i + 2);
  }
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/**
 * An HR01 reference from its parts (each digits only): the parts joined by '-', the control
 * digit over all their digits appended to the last part. At most 22 characters.
 */
export function hr01Reference(parts: string[]): string {
  const joined = parts.join('');
  return `${parts.join('-')}${mod11IniDigit(joined)}`;
}

/** Whether an HR01 reference's last digit is the MOD 11 INI control digit of the rest. */
export function isValidHr01Reference(reference: string): boolean {
  if (!/^\d+(-\d+){0,2}$/.test(reference) || reference.length > 22) return false;
  const digits = reference.replace(/-/g, '');
  if (digits.length < 2) return false;
  return mod11IniDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/**
 * Payment models a school may choose and how each builds the reference ("poziv na broj"), per
 * the HUB-3 rules implemented here: HR00 carries the parts with no control digit, HR01 the parts
 * with the MOD 11 INI control digit over all of their digits, HR99 no reference at all.
 */
export const paymentModels = ['HR00', 'HR01', 'HR99'] as const;
export type PaymentModel = (typeof paymentModels)[number];

export function referenceFor(model: string, parts: string[]): string {
  if (model === 'HR99') return '';
  if (model === 'HR00') return parts.join('-');
  return hr01Reference(parts);
}

/** Whether `reference` is well formed for `model` (the check a bank makes). */
export function isValidReference(model: string, reference: string): boolean {
  if (model === 'HR99') return reference === '';
  if (model === 'HR00')
    return /^\d{1,12}(-\d{1,12}){0,2}$/.test(reference) && reference.length <= 22;
  return isValidHr01Reference(reference);
}
