import { useState, type FormEvent } from 'react';
import { attendanceLabels } from '@takt/shared/schedule-messages';
import { attendanceStatuses, type AttendanceStatus } from '@takt/shared/schemas/schedule';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { useMarkAttendance, useSaveNote } from '../api/lesson-actions.ts';
import { errorText, when, type DialogProps } from './dialog-helpers.ts';

/**
 * The mentor marks each student of a lesson that has started and writes the lesson's note (what
 * was worked on, the homework), which the student and parents read in their timetable.
 */
export function AttendanceDialog({ lesson, onClose }: DialogProps) {
  const [marks, setMarks] = useState<Record<number, AttendanceStatus>>(() =>
    Object.fromEntries(
      lesson.students.map((s) => [
        s.id,
        lesson.attendance.find((a) => a.studentId === s.id)?.status ?? 'present',
      ]),
    ),
  );
  const [workedOn, setWorkedOn] = useState(lesson.note?.workedOn ?? '');
  const [homework, setHomework] = useState(lesson.note?.homework ?? '');
  const mark = useMarkAttendance();
  const note = useSaveNote();
  const toast = useToast();
  const noteChanged =
    workedOn.trim() !== (lesson.note?.workedOn ?? '') ||
    homework.trim() !== (lesson.note?.homework ?? '');
  const busy = mark.isPending || note.isPending;
  const failure = mark.error ?? note.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries(marks).map(([id, status]) => ({
      studentId: Number(id),
      status,
    }));
    try {
      const saved = entries.length ? await mark.mutateAsync({ id: lesson.id, entries }) : null;
      const noted = noteChanged
        ? await note.mutateAsync({ id: lesson.id, workedOn, homework })
        : null;
      toast.show(saved?.message ?? noted?.message ?? 'Spremljeno.', 'success');
      onClose();
    } catch {
      // The error is shown in the dialog.
    }
  };

  return (
    <Modal open title="Prisutnost" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <p>{when(lesson)}</p>
        {lesson.students.map((s) => (
          <SelectField
            key={s.id}
            label={s.name}
            value={marks[s.id]}
            onChange={(e) => setMarks({ ...marks, [s.id]: e.target.value as AttendanceStatus })}
          >
            {attendanceStatuses.map((status) => (
              <option key={status} value={status}>
                {attendanceLabels[status]}
              </option>
            ))}
          </SelectField>
        ))}
        <TextareaField
          label="Što se radilo na satu"
          value={workedOn}
          maxLength={5000}
          rows={3}
          onChange={(e) => setWorkedOn(e.target.value)}
        />
        <TextareaField
          label="Zadaća"
          value={homework}
          maxLength={5000}
          rows={2}
          onChange={(e) => setHomework(e.target.value)}
        />
        <p className="muted field-hint">Učenik i roditelji vide bilješku u svom rasporedu.</p>
        {failure && (
          <p className="alert alert-error" role="alert">
            {errorText(failure)}
          </p>
        )}
        <SubmitButton disabled={busy}>Spremi</SubmitButton>
      </form>
    </Modal>
  );
}
