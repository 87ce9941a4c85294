import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../api/download.ts';
import { useMentors } from '../api/mentors.ts';
import { useStudents, useUserAction } from '../api/students.ts';
import '../administration.css';

interface Person {
  id: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  isActive: boolean;
  role: string;
}

/**
 * /delete: find a person, then deactivate (reversible), download their data, or erase it
 * (typed confirmation: the person's name; pictures and files removed, history anonymised).
 */
export default function DeletePage() {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const term = q.trim();
  const students = useStudents({ q: term, status: 'all' });
  const mentors = useMentors(term, 'all');
  const action = useUserAction();
  const toast = useToast();
  const people: Person[] =
    term.length < 2
      ? []
      : [
          ...(students.data?.pages[0]?.students ?? []).map((s) => ({ ...s, role: 'Učenik' })),
          ...(mentors.data?.mentors ?? []).map((m) => ({
            ...m,
            role: m.isAdmin ? 'Administrator' : 'Mentor',
          })),
        ].slice(0, 20);
  const fullName = chosen ? `${chosen.ime} ${chosen.prezime}` : '';
  const matches = confirmation.trim().replace(/\s+/g, ' ').toLowerCase() === fullName.toLowerCase();
  const fail = (e: unknown) =>
    toast.show(isApiError(e) ? e.message : 'Greška pri ažuriranju korisnika', 'error');
  const run = (kind: 'deactivate' | 'reactivate' | 'erase') =>
    chosen &&
    action.mutate(
      { id: chosen.id, action: kind, ...(kind === 'erase' ? { body: { confirmation } } : {}) },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          if (kind === 'erase') setChosen(null);
          else setChosen({ ...chosen, isActive: kind === 'reactivate' });
          setConfirmation('');
        },
        onError: fail,
      },
    );

  return (
    <div className="page stack">
      <h1>Brisanje podataka</h1>
      <section className="card stack" aria-labelledby="delete-find">
        <h2 id="delete-find">Pronađi osobu</h2>
        <TextField
          label="Ime, prezime, korisničko ime ili email"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <ul className="item-list" aria-label="Rezultati">
          {people.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="button button-secondary button-block"
                onClick={() => (setChosen(p), setConfirmation(''))}
              >
                {p.prezime} {p.ime} · {p.korisnickoIme} · {p.role}
                {!p.isActive && ' · neaktivan'}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {chosen && (
        <section className="card stack" aria-labelledby="delete-person">
          <h2 id="delete-person">{fullName}</h2>
          <div className="admin-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() =>
                void downloadFile(`/api/users/${chosen.id}/data-export`, 'podaci.zip').catch(fail)
              }
            >
              Preuzmi podatke (ZIP)
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={action.isPending}
              onClick={() => run(chosen.isActive ? 'deactivate' : 'reactivate')}
            >
              {chosen.isActive ? 'Deaktiviraj (može se vratiti)' : 'Ponovno aktiviraj'}
            </button>
          </div>
          <div className="alert alert-error stack">
            <h3>Trajno brisanje osobnih podataka</h3>
            <p>
              Ime, kontakt, OIB, datum rođenja, podaci o roditeljima, napomene, slike i datoteke bit
              će izbrisani. Poruke ostaju kao „Izbrisani korisnik”, a računi s podacima koje
              propisuje zakon o računovodstvu. Ova radnja se ne može poništiti.
            </p>
            <TextField
              label={`Za potvrdu upišite: ${fullName}`}
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              autoComplete="off"
            />
            <button
              type="button"
              className="button align-start"
              disabled={!matches || action.isPending}
              onClick={() => run('erase')}
            >
              Trajno izbriši podatke
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
