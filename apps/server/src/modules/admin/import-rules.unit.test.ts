import { describe, expect, it } from 'vitest';
import type { ImportRowValues } from '@takt/shared/schemas/admin-import';
import {
  attendanceOptions,
  checkRow,
  duplicateIndex,
  parseDate,
  previewRows,
} from './import-rules.ts';

const now = new Date('2026-11-20T10:00:00Z');
const programs = [
  { id: 1, naziv: 'Klavir', cijena: null, tipovi: [{ tip: 'individualno1' }, { tip: 'grupno' }] },
  { id: 2, naziv: 'Solfeggio', cijena: 3000, tipovi: [] },
];
const blank: ImportRowValues = {
  ime: 'Ana',
  prezime: 'Horvat',
  email: 'Ana@Example.com',
  oib: '',
  datumRodjenja: '',
  brojMobitela: '',
  ulica: '',
  kucniBroj: '',
  mjesto: '',
  program: '',
  pohadanjeNastave: '',
  roditeljIme: '',
  roditeljPrezime: '',
  roditeljMobitel: '',
  teorija: '',
  zbor: '',
};

describe('import rules', () => {
  it('reads Croatian and ISO dates and refuses impossible days', () => {
    expect(parseDate('4.3.2014.')).toBe('2014-03-04');
    expect(parseDate('04.03.2014')).toBe('2014-03-04');
    expect(parseDate('2014-03-04')).toBe('2014-03-04');
    expect(parseDate('31.02.2014.')).toBeNull();
    expect(parseDate('ožujak')).toBeNull();
  });

  it('offers the three standard attendance types for a single-price program', () => {
    expect(attendanceOptions(programs[1]!)).toEqual(['individualno1', 'individualno2', 'grupno']);
    expect(attendanceOptions(programs[0]!)).toEqual(['individualno1', 'grupno']);
  });

  it('matches programs and attendance labels case- and accent-insensitively', () => {
    const { errors, student } = checkRow(
      { ...blank, program: 'KLAVIR', pohadanjeNastave: 'individualno 1x tjedno', teorija: 'DA' },
      programs,
      now,
    );
    expect(errors).toEqual({});
    expect(student).toMatchObject({
      programId: 1,
      pohadanjeNastave: 'individualno1',
      pohadjaTeoriju: true,
      email: 'ana@example.com',
    });
  });

  it('gives one Croatian reason per bad cell', () => {
    const { errors } = checkRow(
      {
        ...blank,
        ime: 'A',
        oib: '123',
        brojMobitela: '12',
        program: 'Klavir',
        zbor: 'možda',
        datumRodjenja: '01.01.2030.',
      },
      programs,
      now,
    );
    expect(errors).toEqual({
      ime: 'Mora sadržavati barem 2 znaka',
      oib: 'OIB mora imati točno 11 znamenki',
      brojMobitela: 'Unesite ispravan broj mobitela (min 8 znamenki)',
      datumRodjenja: 'Datum rođenja ne može biti u budućnosti',
      pohadanjeNastave: 'Odaberite način pohađanja nastave',
      zbor: 'Upišite "da" ili "ne".',
    });
  });

  it('marks duplicates against the school and earlier rows of the file', () => {
    const existing = duplicateIndex([
      { oib: '69435151530', ime: 'Ivo', prezime: 'Ivić', emailLower: 'ivo@example.com' },
    ]);
    const { rows, students } = previewRows(
      [
        { row: 2, ...blank, ime: 'Iva', oib: '69435151530' },
        { row: 3, ...blank, ime: 'IVO', prezime: 'Ivic', email: 'ivo@example.com' },
        { row: 4, ...blank },
        { row: 5, ...blank, email: 'ana@example.com' },
      ],
      programs,
      existing,
      now,
    );
    expect(rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'new', 'duplicate']);
    expect([...students.keys()]).toEqual([4]);
  });
});
