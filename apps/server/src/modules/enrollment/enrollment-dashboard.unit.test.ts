import { describe, expect, it } from 'vitest';
import { enrollmentCsv } from './enrollment-export.ts';
import { enrollmentDashboard, filterRows } from './enrollment-dashboard.ts';
import type { EnrollmentRecord, StudentEnrollmentRow } from './enrollment.repository.ts';

const person = {
  oib: null,
  datumRodjenja: null,
  brojMobitela: null,
  adresa: { ulica: '', kucniBroj: '', mjesto: '' },
  roditelj1: null,
  roditelj2: null,
};
const accepted = {
  agreementVersion: 1,
  acceptedAt: '2026-07-01T10:00:00.000Z',
} as EnrollmentRecord;
const row = (id: number, values: Partial<StudentEnrollmentRow>): StudentEnrollmentRow => ({
  studentId: id,
  ime: 'Ana',
  prezime: 'Horvat',
  korisnickoIme: `u${id}`,
  email: `u${id}@example.com`,
  programs: [],
  mentors: [],
  enrollment: null,
  personal: person,
  ...values,
});

const klavir = { id: 1, naziv: 'Klavir' };
const gitara = { id: 2, naziv: 'Gitara' };
const rows = [
  row(1, { programs: [klavir], enrollment: { ...accepted, studentId: 1 } }),
  row(2, { programs: [klavir, gitara], ime: 'Željko', prezime: 'Čulić' }),
  row(3, {}),
];

describe('enrollment dashboard counts', () => {
  it('counts each student once in the totals and once per program', () => {
    const d = enrollmentDashboard(null, rows, {});
    expect(d.totals).toEqual({ students: 3, confirmed: 1, pending: 2 });
    expect(d.byProgram).toEqual([
      { id: 2, name: 'Gitara', confirmed: 0, pending: 1 },
      { id: 1, name: 'Klavir', confirmed: 1, pending: 1 },
      { id: null, name: 'Bez programa', confirmed: 0, pending: 1 },
    ]);
  });

  it('never reports “pending” as zero while some have not confirmed', () => {
    expect(enrollmentDashboard(null, rows, { status: 'pending' }).totals.pending).toBe(2);
  });

  it('searches without case or diacritics', () => {
    expect(filterRows(rows, { q: 'zeljko culic' }).map((r) => r.studentId)).toEqual([2]);
    expect(filterRows(rows, { q: 'CULIC' }).map((r) => r.studentId)).toEqual([2]);
  });
});

describe('CSV export', () => {
  it('quotes fields and defuses spreadsheet formulas', () => {
    const csv = enrollmentCsv([row(9, { ime: '=HYPERLINK("x")', prezime: 'A"B' })]);
    expect(csv).toContain(`"A""B";"'=HYPERLINK(""x"")"`);
  });
});
