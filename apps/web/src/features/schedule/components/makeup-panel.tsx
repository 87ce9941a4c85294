import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useClassrooms } from '../api/classrooms.ts';
import { useBookSlot, useCreateSlot, useMakeups } from '../api/makeups.ts';
import { shortDate } from '../week.ts';

const creditLabels = { available: 'za iskoristiti', used: 'iskorištena', expired: 'istekla' };

/** 'Nadoknade': credits and free slots; students book, mentors publish slots. */
export function MakeupPanel({ staff, firstDay }: { staff: boolean; firstDay: string }) {
  const makeups = useMakeups();
  const book = useBookSlot();
  const create = useCreateSlot();
  const toast = useToast();
  const [date, setDate] = useState(firstDay);
  const [start, setStart] = useState('10:00');
  const [room, setRoom] = useState('');
  const rooms = useClassrooms(staff);
  const failure = (error: unknown) => (error instanceof ApiError ? error.message : null);
  if (!makeups.data) return null;
  const { credits, slots } = makeups.data;
  const open = credits.filter((c) => c.status === 'available');

  const publish = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { date, start, classroomId: room ? Number(room) : null },
      { onSuccess: (answer) => toast.show(answer.message, 'success') },
    );
  };

  return (
    <section className="schedule-panel no-print" aria-labelledby="makeups-heading">
      <h2 id="makeups-heading">Nadoknade</h2>
      {credits.length === 0 && <p className="muted">Nema prava na nadoknadu.</p>}
      {credits.length > 0 && (
        <ul className="plain-list">
          {credits.map((c) => (
            <li key={c.id}>
              {staff ? `${c.student.name}: ` : ''}sat {shortDate(c.sourceDate)} kod {c.mentor.name}{' '}
              – {creditLabels[c.status]} (do {shortDate(c.expiresOn)})
            </li>
          ))}
        </ul>
      )}
      {(staff || open.length > 0) && (
        <>
          <h3>Slobodni termini</h3>
          {slots.length === 0 && <p className="muted">Nema slobodnih termina.</p>}
          <ul className="plain-list">
            {slots.map((s) => (
              <li key={s.id} className="slot-row">
                {shortDate(s.date)} {s.start}–{s.end}
                {s.classroom ? `, ${s.classroom.name}` : ''} · {s.mentor.name}
                {staff && s.booked && ' · rezervirano'}
                {!staff && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={book.isPending}
                    onClick={() =>
                      book.mutate(s.id, { onSuccess: (a) => toast.show(a.message, 'success') })
                    }
                  >
                    Rezerviraj {shortDate(s.date)} {s.start}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {failure(book.error) && (
            <p className="alert alert-error" role="alert">
              {failure(book.error)}
            </p>
          )}
        </>
      )}
      {staff && (
        <form
          className="slot-form"
          onSubmit={publish}
          noValidate
          aria-label="Novi termin za nadoknadu"
        >
          <TextField
            label="Datum termina"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            label="Početak termina"
            type="time"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <SelectField
            label="Učionica termina"
            value={room}
            onChange={(e) => setRoom(e.target.value)}
          >
            <option value="">Bez učionice</option>
            {rooms.data?.classrooms
              .filter((c) => c.active)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </SelectField>
          <SubmitButton className="button" disabled={create.isPending}>
            Objavi termin
          </SubmitButton>
          {failure(create.error) && (
            <div className="alert alert-error" role="alert">
              <p>{failure(create.error)}</p>
              {create.error instanceof ApiError && create.error.details && (
                <ul>
                  {create.error.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
