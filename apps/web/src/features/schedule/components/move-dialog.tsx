import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useClassrooms } from '../api/classrooms.ts';
import { useMoveLesson } from '../api/lesson-actions.ts';
import { when, type DialogProps } from './dialog-helpers.ts';

/**
 * 'Premjesti sat': one lesson to another day, time or room. The server checks the new slot for
 * the mentor, the room and every student, and names each clash when it refuses.
 */
export function MoveDialog({ lesson, onClose }: DialogProps) {
  const rooms = useClassrooms();
  const move = useMoveLesson();
  const toast = useToast();
  const [date, setDate] = useState(lesson.date);
  const [start, setStart] = useState(lesson.start);
  const [room, setRoom] = useState(lesson.classroom ? String(lesson.classroom.id) : '');
  const error = move.error instanceof ApiError ? move.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate(
      { id: lesson.id, date, start, classroomId: room ? Number(room) : null },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Modal open title="Premjesti sat" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{when(lesson)}</p>
        <div className="form-row">
          <TextField
            label="Novi dan"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={error?.fieldErrors?.date}
            required
          />
          <TextField
            label="Početak"
            type="time"
            step={300}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={error?.fieldErrors?.start}
            required
          />
        </div>
        <SelectField
          label="Učionica"
          value={room}
          onChange={(e) => setRoom(e.target.value)}
          error={error?.fieldErrors?.classroomId}
        >
          <option value="">Bez učionice</option>
          {rooms.data?.classrooms
            .filter((c) => c.active || String(c.id) === room)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </SelectField>
        {error && (
          <div className="alert alert-error" role="alert">
            <p>{error.message}</p>
            {error.details && (
              <ul>
                {error.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <SubmitButton disabled={move.isPending}>Premjesti</SubmitButton>
      </form>
    </Modal>
  );
}
