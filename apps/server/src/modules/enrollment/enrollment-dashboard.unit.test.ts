import { describe, expect, it } from 'vitest';
import { enrollmentCsv } from './enrollment-export.ts';
import { enrollmentDashboard } from './enrollment-dashboard.ts';
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
  agreementVersion: 2,
  acceptedAt: '2026-07-01T10:00:00.000Z',
  programName: 'Klavir',
  pohadanjeNastave: 'individualno1',
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

describe('enrollment dashboard answer', () => {
  const counts = {
    students: 250,
    confirmed: 100,
    byProgram: [{ id: 1, name: 'Klavir', confirmed: 100, pending: 150 }],
    byMentor: [{ id: null, name: 'Bez mentora', confirmed: 100, pending: 150 }],
  };

  it('takes the totals from the counts of every row, not from the page', () => {
    const d = enrollmentDashboard(null, counts, [row(1, {})]);
    expect(d.totals).toEqual({ students: 250, confirmed: 100, pending: 150 });
    expect(d.rowsTotal).toBe(250);
    expect(d.rows).toHaveLength(1);
    expect(d.byProgram).toBe(counts.byProgram);
  });

  it('never reports “pending” as zero while some have not confirmed', () => {
    expect(enrollmentDashboard(null, counts, []).totals.pending).toBe(150);
  });

  it('lists each row with its status and what the acceptance recorded', () => {
    const [confirmed, pending] = enrollmentDashboard(null, counts, [
      row(1, { enrollment: { ...accepted, studentId: 1 } }),
      row(2, {}),
    ]).rows;
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      agreementVersion: 2,
      acceptedAt: '2026-07-01T10:00:00.000Z',
      programName: 'Klavir',
    });
    expect(pending).toMatchObject({ status: 'pending', agreementVersion: null, acceptedAt: null });
  });
});

describe('CSV export', () => {
  it('quotes fields and defuses spreadsheet formulas', () => {
    const csv = enrollmentCsv([row(9, { ime: '=HYPERLINK("x")', prezime: 'A"B' })]);
    expect(csv).toContain(`"A""B";"'=HYPERLINK(""x"")"`);
  });
});
