import { describe, expect, it } from 'vitest';
import { enrollmentMessages as m } from './enrollment-messages.ts';
import { enrollmentCardVisible, enrollmentForced, schoolMonth } from './enrollment-rules.ts';
import { createEnrollmentAcceptSchema } from './schemas/enrollment.ts';
import { isHttpUrl, looksLikeAbc } from './schemas/documents.ts';

const at = (iso: string) => new Date(iso);

describe('enrollment months (spec §4, §9)', () => {
  it('reads the month in Zagreb', () => {
    expect(schoolMonth(at('2026-08-31T22:30:00Z'))).toBe(9);
    expect(schoolMonth(at('2026-08-31T21:30:00Z'))).toBe(8);
  });

  it('shows the card June to December only', () => {
    const visible = Array.from({ length: 12 }, (_, i) =>
      enrollmentCardVisible(at(`2026-${String(i + 1).padStart(2, '0')}-15T12:00:00Z`)),
    );
    expect(visible).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('forces enrollment from month index 8 (September) while enrollment is open', () => {
    expect(enrollmentForced(at('2026-08-31T12:00:00Z'), false, true)).toBe(false);
    expect(enrollmentForced(at('2026-09-01T12:00:00Z'), false, true)).toBe(true);
    expect(enrollmentForced(at('2026-12-01T12:00:00Z'), true, true)).toBe(false);
    expect(enrollmentForced(at('2026-10-01T12:00:00Z'), false, false)).toBe(false);
  });
});

describe('the enrollment form schema (spec §5)', () => {
  const schema = createEnrollmentAcceptSchema(() => at('2026-07-01T10:00:00Z'));
  const base = {
    agreementAccepted: true,
    agreementVersion: 1,
    oib: '69435151530',
    datumRodjenja: '2000-01-01',
    brojMobitela: '091 123 4567',
    adresa: { mjesto: 'Zagreb' },
  };
  const messages = (value: object) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts an adult without parents, normalising the phone', () => {
    const parsed = schema.parse(base);
    expect(parsed.brojMobitela).toBe('0911234567');
  });

  it('asks a minor for both parents', () => {
    const minor = { ...base, datumRodjenja: '2010-05-05' };
    expect(messages(minor)).toEqual([m.parents]);
    const one = { ...minor, roditelj1: { ime: 'Ana', prezime: 'Kos', brojMobitela: '0911111111' } };
    expect(messages(one)).toEqual([m.parents]);
    const both = { ...one, roditelj2: { ime: 'Ivo', prezime: 'Kos', brojMobitela: '0912222222' } };
    expect(messages(both)).toEqual([]);
  });

  it('words each rule as the spec does', () => {
    expect(messages({ ...base, oib: '1234' })).toEqual([m.oib]);
    expect(messages({ ...base, brojMobitela: '123' })).toEqual([m.phone]);
    expect(messages({ ...base, adresa: {} })).toEqual([m.address]);
    expect(messages({ ...base, agreementAccepted: false })).toEqual([m.agreement]);
    expect(messages({ ...base, datumRodjenja: '' })).toEqual([m.birthDate]);
  });
});

describe('document inputs', () => {
  it('allows http and https links only', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.hr', '//a.hr', 'a.hr']) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it('knows ABC notation by its key line', () => {
    expect(looksLikeAbc('X:1\nT:Kolo\nK:D\nabc|')).toBe(true);
    expect(looksLikeAbc('samo tekst')).toBe(false);
  });
});
