import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { attendanceError, attendanceOptions, createSignupSchema } from './signup.ts';

const now = () => new Date('2026-11-22T10:00:00Z');
const schema = createSignupSchema(now);
const valid = {
  ime: 'Ana',
  prezime: 'Horvat',
  email: 'ana@example.com',
  oib: '69368383936',
  datumRodjenja: '1990-05-05',
  schoolId: 1,
  programId: 2,
  agreement: true,
};
function errors(input: Record<string, unknown>) {
  const result = schema.safeParse({ ...valid, ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('signup schema (spec §5)', () => {
  it('accepts a minimal adult application and fills the optional parts', () => {
    const parsed = schema.parse({
      ...valid,
      email: ' Ana@Example.COM ',
      brojMobitela: '091 234 5678',
    });
    expect(parsed).toMatchObject({
      email: 'ana@example.com',
      brojMobitela: '0912345678',
      adresa: { ulica: '', kucniBroj: '', mjesto: '' },
      pohadjaTeoriju: false,
      maiZbor: false,
      napomene: '',
    });
    expect(schema.parse({ ...valid, schoolId: '3', programId: '4' })).toMatchObject({
      schoolId: 3,
      programId: 4,
    });
  });

  it.each([
    [{ ime: 'A' }, 'ime', 'Mora sadržavati barem 2 znaka'],
    [{ ime: '  A ' }, 'ime', 'Mora sadržavati barem 2 znaka'],
    [{ prezime: undefined }, 'prezime', 'Mora sadržavati barem 2 znaka'],
    [{ ime: 'x'.repeat(101) }, 'ime', 'Može sadržavati najviše 100 znakova'],
    [{ email: 'ana.example.com' }, 'email', 'Unesite ispravnu email adresu'],
    [{ email: `${'a'.repeat(250)}@x.hr` }, 'email', 'Unesite ispravnu email adresu'],
    [{ oib: '123' }, 'oib', 'OIB mora imati točno 11 znamenki'],
    [{ oib: '693683839361' }, 'oib', 'OIB mora imati točno 11 znamenki'],
    [{ oib: '69368383935' }, 'oib', 'OIB nije ispravan (kontrolna znamenka ne odgovara)'],
    [{ datumRodjenja: undefined }, 'datumRodjenja', 'Obavezan unos'],
    [{ datumRodjenja: '' }, 'datumRodjenja', 'Obavezan unos'],
    [{ datumRodjenja: '2010-02-30' }, 'datumRodjenja', 'Unesite ispravan datum rođenja'],
    [{ datumRodjenja: '1899-12-31' }, 'datumRodjenja', 'Unesite ispravan datum rođenja'],
    [{ datumRodjenja: '2026-11-23' }, 'datumRodjenja', 'Datum rođenja ne može biti u budućnosti'],
    [
      { brojMobitela: '1234567' },
      'brojMobitela',
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      { brojMobitela: '1'.repeat(16) },
      'brojMobitela',
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [
      { brojMobitela: '++38591234567' },
      'brojMobitela',
      'Unesite ispravan broj mobitela (min 8 znamenki)',
    ],
    [{ schoolId: undefined }, 'schoolId', 'Odaberite školu'],
    [{ schoolId: 0 }, 'schoolId', 'Odaberite školu'],
    [{ programId: '' }, 'programId', 'Odaberite program'],
    [{ programId: 1.5 }, 'programId', 'Odaberite program'],
    [{ napomene: 'x'.repeat(5001) }, 'napomene', 'Napomene mogu sadržavati najviše 5000 znakova'],
    [{ adresa: { mjesto: 'x'.repeat(101) } }, 'adresa.mjesto', 'Uneseni tekst je predugačak'],
    [{ pohadanjeNastave: 'x'.repeat(51) }, 'pohadanjeNastave', 'Odaberite način pohađanja nastave'],
    [{ maiZbor: 'true' }, 'maiZbor', 'Neispravna vrijednost'],
    [{ agreement: undefined }, 'agreement', 'Potrebno je prihvatiti uvjete i suglasnost'],
    [{ agreement: false }, 'agreement', 'Potrebno je prihvatiti uvjete i suglasnost'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(errors(input)[field]).toBe(message);
  });

  it('accepts phones of 8 to 15 digits with an optional +', () => {
    for (const phone of ['12345678', '+385911234567', '1'.repeat(15), '', undefined]) {
      expect(errors({ brojMobitela: phone })).toEqual({});
    }
  });

  it('asks a minor for one parent’s name, surname and valid phone', () => {
    const message = 'Ime, prezime i ispravan broj mobitela roditelja/skrbnika su obavezni';
    const minor = { datumRodjenja: '2010-01-01' };
    expect(errors(minor).roditelj1).toBe(message);
    expect(errors({ ...minor, roditelj1: { ime: 'Ivo', prezime: 'Ivić' } }).roditelj1).toBe(
      message,
    );
    expect(
      errors({ ...minor, roditelj1: { ime: 'I', prezime: 'Ivić', brojMobitela: '0911234567' } })
        .roditelj1,
    ).toBe(message);
    expect(
      errors({ ...minor, roditelj1: { ime: 'Ivo', prezime: 'Ivić', brojMobitela: '0911234567' } }),
    ).toEqual({});
    // An adult needs no parent.
    expect(errors({ datumRodjenja: '2008-11-22' })).toEqual({});
  });

  it('stores a parent’s phone normalised and refuses a malformed one, minor or not', () => {
    const parent = { ime: 'Ivo', prezime: 'Ivić', brojMobitela: '091 123-4567' };
    const parsed = schema.parse({ ...valid, datumRodjenja: '2010-01-01', roditelj1: parent });
    expect(parsed.roditelj1?.brojMobitela).toBe('0911234567');
    const phoneMessage = 'Unesite ispravan broj mobitela (min 8 znamenki)';
    for (const datumRodjenja of ['2010-01-01', '1990-05-05']) {
      expect(
        errors({ datumRodjenja, roditelj1: { ...parent, brojMobitela: 'nazovi me' } })[
          'roditelj1.brojMobitela'
        ],
      ).toBe(phoneMessage);
    }
  });
});

describe('attendance options', () => {
  it('are the program’s types, or the three standard ones for a single price, or none', () => {
    expect(attendanceOptions({ cijena: null, tipovi: [{ tip: 'grupno', cijena: 30 }] })).toEqual([
      'grupno',
    ]);
    expect(attendanceOptions({ cijena: 50, tipovi: [] })).toEqual([
      'individualno1',
      'individualno2',
      'grupno',
    ]);
    expect(attendanceOptions({ cijena: null, tipovi: [] })).toEqual([]);
  });
  it('require a choice among them when there are any', () => {
    const program = { cijena: null, tipovi: [{ tip: 'individualno1', cijena: 60 }] };
    expect(attendanceError(program, undefined)).toBe('Odaberite način pohađanja nastave');
    expect(attendanceError(program, 'grupno')).toBe('Odaberite način pohađanja nastave');
    expect(attendanceError(program, 'individualno1')).toBeNull();
    expect(attendanceError({ cijena: null, tipovi: [] }, undefined)).toBeNull();
  });
});
