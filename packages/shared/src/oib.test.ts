import { describe, expect, it } from 'vitest';
import { isValidOib, oibCheckDigit } from './oib.ts';

describe('OIB (ISO 7064 MOD 11,10)', () => {
  it('accepts numbers whose last digit is the check digit', () => {
    // Check digits worked out by hand from the standard's algorithm.
    expect(oibCheckDigit('6936838393')).toBe(6);
    expect(isValidOib('69368383936')).toBe(true);
    expect(isValidOib('00000000001')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length or non-digits', () => {
    expect(isValidOib('69368383937')).toBe(false);
    expect(isValidOib('6936838393')).toBe(false);
    expect(isValidOib('693683839361')).toBe(false);
    expect(isValidOib('6936838393a')).toBe(false);
    expect(isValidOib('')).toBe(false);
  });

  it('maps a computed 10 to check digit 0', () => {
    for (let n = 0; n < 2000; n++) {
      const firstTen = String(1000000000 + n * 7);
      const digit = oibCheckDigit(firstTen);
      expect(digit).toBeGreaterThanOrEqual(0);
      expect(digit).toBeLessThanOrEqual(9);
      expect(isValidOib(firstTen + digit)).toBe(true);
    }
  });
});
