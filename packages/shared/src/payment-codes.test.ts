import { describe, expect, it } from 'vitest';
import {
  hr01Reference,
  isValidHr01Reference,
  isValidHrIban,
  isValidReference,
  mod11IniDigit,
  normalizeIban,
  referenceFor,
} from './payment-codes.ts';

describe('IBAN', () => {
  it('accepts real Croatian IBANs, with or without spaces', () => {
    expect(isValidHrIban('HR1210010051863000160')).toBe(true);
    expect(isValidHrIban('hr12 1001 0051 8630 0016 0')).toBe(true);
    expect(normalizeIban('hr12 1001 0051 8630 0016 0')).toBe('HR1210010051863000160');
  });

  it('refuses a wrong check, a foreign country and a wrong length', () => {
    expect(isValidHrIban('HR1310010051863000160')).toBe(false);
    expect(isValidHrIban('DE89370400440532013000')).toBe(false);
    expect(isValidHrIban('HR121001005186300016')).toBe(false);
    expect(isValidHrIban('')).toBe(false);
  });
});

describe('MOD 11 INI reference', () => {
  it('computes the control digit with weights from the right', () => {
    // 1234: 4·2 + 3·3 + 2·4 + 1·5 = 30; 30 mod 11 = 8; 11 − 8 = 3
    expect(mod11IniDigit('1234')).toBe(3);
    // remainders 0 and 1 give 0
    expect(mod11IniDigit('0')).toBe(0);
    // 5: 5·2 = 10; 10 mod 11 = 10; 11 − 10 = 1
    expect(mod11IniDigit('5')).toBe(1);
    // 6: 12 mod 11 = 1 → 10 → 0
    expect(mod11IniDigit('6')).toBe(0);
  });

  it('builds and verifies HR01 references', () => {
    const ref = hr01Reference(['42', '202611']);
    expect(ref).toMatch(/^42-202611\d$/);
    expect(isValidHr01Reference(ref)).toBe(true);
    const wrong = ref.slice(0, -1) + String((Number(ref.at(-1)) + 1) % 10);
    expect(isValidHr01Reference(wrong)).toBe(false);
    expect(isValidHr01Reference('abc')).toBe(false);
  });
});

describe('references by payment model', () => {
  it('adds the control digit for HR01 only', () => {
    expect(referenceFor('HR01', ['42', '202611'])).toBe(hr01Reference(['42', '202611']));
    expect(referenceFor('HR00', ['42', '202611'])).toBe('42-202611');
    expect(referenceFor('HR99', ['42', '202611'])).toBe('');
  });

  it('checks a reference the way its model writes it', () => {
    const good = referenceFor('HR01', ['17', '2026']);
    expect(isValidReference('HR01', good)).toBe(true);
    const wrong = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    expect(isValidReference('HR01', wrong)).toBe(false);
    expect(isValidReference('HR00', '17-2026')).toBe(true);
    expect(isValidReference('HR00', '17-2026-1-2')).toBe(false);
    expect(isValidReference('HR99', '')).toBe(true);
    expect(isValidReference('HR99', '17')).toBe(false);
  });
});
