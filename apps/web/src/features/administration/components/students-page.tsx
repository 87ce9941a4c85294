import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../api/download.ts';
import { useMentors } from '../api/mentors.ts';
import { usePrograms } from '../api/programs.ts';
import { filterQuery, useStudents, type StudentFilterForm } from '../api/students.ts';
import '../administration.css';
import { AddStudentDialog } from './add-student-dialog.tsx';
import { StudentFilters } from './student-filters.tsx';
import { StudentRow } from './student-row.tsx';

/** /korisnici: the school's students, filtered and paged on the server; add, import, export. */
export default function StudentsPage() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<StudentFilterForm>(() => ({
    status: 'active',
    sort: 'name',
    ...Object.fromEntries(params.entries()),
  }));
  const [filter, setFilter] = useState(draft);
  const [adding, setAdding] = useState(false);
  const toast = useToast();
  useEffect(() => {
    const timer = setTimeout(() => setFilter(draft), 250);
    return () => clearTimeout(timer);
  }, [draft]);
  const students = useStudents(filter);
  const programs = usePrograms();
  const mentors = useMentors('', 'active');
  const total = students.data?.pages[0]?.total;
  const rows = students.data?.pages.flatMap((p) => p.students) ?? [];
  const download = (format: 'csv' | 'xlsx') =>
    downloadFile(
      `/api/admin/students/export${filterQuery(filter, { format })}`,
      `ucenici.${format}`,
    ).catch((error: unknown) =>
      toast.show(isApiError(error) ? error.message : 'Greška pri dohvaćanju podataka', 'error'),
    );

  return (
    <div className="page stack">
      <h1>Korisnici</h1>
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Dodaj učenika
        </button>
        <Link className="button button-secondary" to="/korisnici/uvoz">
          Uvoz iz XLSX
        </Link>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void download('xlsx')}
        >
          Izvoz XLSX
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void download('csv')}
        >
          Izvoz CSV
        </button>
      </div>
      <StudentFilters
        filter={draft}
        onChange={setDraft}
        programs={programs.data?.programs ?? []}
        mentors={mentors.data?.mentors ?? []}
      />
      <section className="stack" aria-labelledby="students-title" aria-busy={students.isFetching}>
        <h2 id="students-title">
          Učenici{total !== undefined && <span className="muted"> · pronađeno: {total}</span>}
        </h2>
        {students.isError && (
          <p className="alert alert-error" role="alert">
            {isApiError(students.error) ? students.error.message : 'Greška pri dohvaćanju učenika'}
          </p>
        )}
        {students.isSuccess && rows.length === 0 && (
          <p className="muted">Nema učenika za odabrane filtre.</p>
        )}
        <ul className="item-list">
          {rows.map((s) => (
            <StudentRow key={s.id} student={s} />
          ))}
        </ul>
        {students.hasNextPage && (
          <button
            type="button"
            className="button button-secondary align-start"
            disabled={students.isFetchingNextPage}
            onClick={() => void students.fetchNextPage()}
          >
            {students.isFetchingNextPage ? 'Učitavanje...' : 'Učitaj još'}
          </button>
        )}
      </section>
      {adding && (
        <AddStudentDialog
          programs={programs.data?.programs ?? []}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}
