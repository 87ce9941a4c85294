import { useState, type FormEvent } from 'react';
import { attendanceLabels } from '@takt/shared/schedule-messages';
import { attendanceStatuses, type AttendanceStatus } from '@takt/shared/schemas/schedule';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCancelLesson, useMarkAttendance, useReportAbsence } from '../api/lesson-actions.ts';
import type { LessonView } from '../api/schedule-week.ts';
import { shortDate } from '../week.ts';

interface DialogProps {
  lesson: LessonView;
  onClose: () => void;
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Greška pri spremanju podataka.';
const when = (l: LessonView) => `${l.title}, ${shortDate(l.date)} ${l.start}–${l.end}`;

/** 'Odjava sata': a student cancels ahead with a reason; the mentor is told. */
export function AbsenceDialog({ lesson, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const report = useReportAbsence();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { id: lesson.id, reason },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal open title="Odjava sata" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{when(lesson)}</p>
        <TextareaField
          label="Razlog"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
        />
        {report.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(report.error)}
          </p>
        )}
        <SubmitButton disabled={report.isPending}>Pošalji odjavu</SubmitButton>
      </form>
    </Modal>
  );
}

/** The mentor (or the school) cancels one lesson. */
export function CancelDialog({ lesson, onClose }: DialogProps) {
  const [reason, setReason] = useState('');
  const [kind, setKind] = useState<'mentor' | 'school'>('mentor');
  const cancel = useCancelLesson();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { id: lesson.id, reason, kind },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal open title="Otkazivanje sata" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
        <p>{when(lesson)}</p>
        <SelectField
          label="Tko otkazuje"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'mentor' | 'school')}
        >
          <option value="mentor">Mentor</option>
          <option value="school">Škola</option>
        </SelectField>
        <TextareaField
          label="Razlog"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
        />
        {cancel.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(cancel.error)}
          </p>
        )}
        <SubmitButton disabled={cancel.isPending}>Otkaži sat</SubmitButton>
      </form>
    </Modal>
  );
}

/** The mentor marks each student of a lesson that has started. */
export function AttendanceDialog({ lesson, onClose }: DialogProps) {
  const [marks, setMarks] = useState<Record<number, AttendanceStatus>>(() =>
    Object.fromEntries(
      lesson.students.map((s) => [
        s.id,
        lesson.attendance.find((a) => a.studentId === s.id)?.status ?? 'present',
      ]),
    ),
  );
  const mark = useMarkAttendance();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entries = Object.entries(marks).map(([id, status]) => ({
      studentId: Number(id),
      status,
    }));
    mark.mutate(
      { id: lesson.id, entries },
      {
        onSuccess: (answer) => {
          toast.show(answer.message, 'success');
          onClose();
        },
      },
    );
  };
  return (
    <Modal open title="Prisutnost" onClose={onClose} width="narrow">
      <form className="stack" onSubmit={submit} noValidate>
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
        {mark.isError && (
          <p className="alert alert-error" role="alert">
            {errorText(mark.error)}
          </p>
        )}
        <SubmitButton disabled={mark.isPending}>Spremi prisutnost</SubmitButton>
      </form>
    </Modal>
  );
}
