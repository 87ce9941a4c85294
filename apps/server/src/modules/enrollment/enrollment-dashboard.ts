import type {
  EnrollmentDashboard,
  EnrollmentDashboardQuery,
  EnrollmentYear,
} from '@takt/shared/schemas/enrollment';
import type { StudentEnrollmentRow } from './enrollment.repository.ts';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase();

/** The rows the dashboard's filters and search leave (search ignores case and diacritics). */
export function filterRows(
  rows: StudentEnrollmentRow[],
  query: EnrollmentDashboardQuery,
): StudentEnrollmentRow[] {
  const q = query.q ? fold(query.q) : '';
  return rows.filter((r) => {
    if (query.status === 'confirmed' && !r.enrollment) return false;
    if (query.status === 'pending' && r.enrollment) return false;
    if (query.programId && !r.programs.some((p) => p.id === query.programId)) return false;
    if (query.mentorId && !r.mentors.some((p) => p.id === query.mentorId)) return false;
    if (q) {
      const text = fold(
        `${r.ime} ${r.prezime} ${r.prezime} ${r.ime} ${r.korisnickoIme} ${r.email}`,
      );
      if (!text.includes(q)) return false;
    }
    return true;
  });
}

type Count = { id: number | null; name: string; confirmed: number; pending: number };

function countBy(
  rows: StudentEnrollmentRow[],
  groups: (r: StudentEnrollmentRow) => { id: number; name: string }[],
  noneName: string,
): Count[] {
  const counts = new Map<number | null, Count>();
  for (const r of rows) {
    const list = groups(r);
    const keys = list.length > 0 ? list : [{ id: null, name: noneName }];
    for (const g of keys) {
      const c = counts.get(g.id) ?? { id: g.id, name: g.name, confirmed: 0, pending: 0 };
      if (r.enrollment) c.confirmed++;
      else c.pending++;
      counts.set(g.id, c);
    }
  }
  return [...counts.values()].sort((a, b) =>
    a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name, 'hr'),
  );
}

/**
 * Confirmed versus not yet, in total and by program and mentor, over the filtered rows. Each
 * student counts once in the totals and once per program or mentor they have.
 */
export function enrollmentDashboard(
  year: EnrollmentYear | null,
  all: StudentEnrollmentRow[],
  query: EnrollmentDashboardQuery & { limit?: number; offset?: number },
): EnrollmentDashboard {
  const rows = filterRows(all, query);
  const offset = query.offset ?? 0;
  const page = rows.slice(offset, offset + (query.limit ?? rows.length));
  const confirmed = rows.filter((r) => r.enrollment).length;
  return {
    year,
    totals: { students: rows.length, confirmed, pending: rows.length - confirmed },
    byProgram: countBy(
      rows,
      (r) => r.programs.map((p) => ({ id: p.id, name: p.naziv })),
      'Bez programa',
    ),
    byMentor: countBy(
      rows,
      (r) => r.mentors.map((p) => ({ id: p.id, name: `${p.ime} ${p.prezime}` })),
      'Bez mentora',
    ),
    rowsTotal: rows.length,
    rows: page.map((r) => ({
      studentId: r.studentId,
      ime: r.ime,
      prezime: r.prezime,
      korisnickoIme: r.korisnickoIme,
      email: r.email,
      programs: r.programs,
      mentors: r.mentors,
      status: r.enrollment ? 'confirmed' : 'pending',
      acceptedAt: r.enrollment?.acceptedAt ?? null,
      agreementVersion: r.enrollment?.agreementVersion ?? null,
      programName: r.enrollment?.programName ?? null,
      pohadanjeNastave: r.enrollment?.pohadanjeNastave ?? null,
    })),
  };
}
