import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useClassrooms, useSaveClassroom } from '../api/classrooms.ts';
import '../schedule.css';

/** /classrooms (admins): the school's rooms with capacity; a retired room stays on past lessons. */
export default function ClassroomsPage() {
  const rooms = useClassrooms();
  const save = useSaveClassroom();
  const toast = useToast();
  const [name, setName] = useState('');
  const [capacity, setCapacity] = useState('1');
  const error = save.error instanceof ApiError ? save.error : null;

  const add = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, capacity: Number(capacity), active: true },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          setName('');
          setCapacity('1');
        },
      },
    );
  };

  return (
    <div className="page stack classrooms-page">
      <h1>Učionice</h1>
      <p className="muted">
        Školske godine, praznici i A/B tjedni: <Link to="/kalendar">Školski kalendar</Link>
      </p>
      {rooms.isPending && <LoadingScreen />}
      {rooms.data?.classrooms.length === 0 && <p className="muted">Još nema učionica.</p>}
      {rooms.data && rooms.data.classrooms.length > 0 && (
        <ul className="item-list" aria-label="Učionice škole">
          {rooms.data.classrooms.map((c) => (
            <li key={c.id} className="item-row">
              <div>
                <h2 className="item-title">{c.name}</h2>
                <p className="muted">
                  Kapacitet: {c.capacity}
                  {c.active ? '' : ' · neaktivna'}
                </p>
              </div>
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  save.mutate({ id: c.id, name: c.name, capacity: c.capacity, active: !c.active })
                }
              >
                {c.active ? `Deaktiviraj: ${c.name}` : `Aktiviraj: ${c.name}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="stack classroom-form" onSubmit={add} noValidate aria-labelledby="new-room">
        <h2 id="new-room">Nova učionica</h2>
        <TextField
          label="Naziv"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={error?.fieldErrors?.name}
          required
        />
        <TextField
          label="Kapacitet"
          type="number"
          min={1}
          max={500}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          error={error?.fieldErrors?.capacity}
          required
        />
        {error && (
          <p className="alert alert-error" role="alert">
            {error.message}
          </p>
        )}
        <SubmitButton disabled={save.isPending}>Dodaj učionicu</SubmitButton>
      </form>
    </div>
  );
}
