import { useEffect, useState, type FormEvent } from 'react';
import { lessonTypeLabels, weeksLabels } from '@takt/shared/schedule-messages';
import { weekdayNames } from '@takt/shared/calendar-date';
import type { LessonType, WeekPattern } from '@takt/shared/schemas/schedule';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useClassrooms } from '../api/classrooms.ts';
import { useLessonStudents, useStudentGroups } from '../api/schedule-people.ts';
import { checkSeries, useCreateSeries, type CheckAnswer, type SeriesBody } from '../api/series.ts';
import { ClashList } from './clash-list.tsx';

interface SeriesFormDialogProps {
  firstDay: string;
  onClose: () => void;
}

/**
 * 'Novi sat': a weekly lesson. While the user edits, the server's dry run lists what it would
 * clash with, so the save is not a surprise; the save is checked again on the server.
 */
export function SeriesFormDialog({ firstDay, onClose }: SeriesFormDialogProps) {
  const [type, setType] = useState<LessonType>('individual');
  const [title, setTitle] = useState('');
  const [studentId, setStudentId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [weekday, setWeekday] = useState('1');
  const [start, setStart] = useState('14:00');
  const [duration, setDuration] = useState('45');
  const [weeks, setWeeks] = useState<WeekPattern>('every');
  const [classroomId, setClassroomId] = useState('');
  const [validFrom, setValidFrom] = useState(firstDay);
  const [check, setCheck] = useState<CheckAnswer | null>(null);
  const students = useLessonStudents(true);
  const groups = useStudentGroups(true);
  const rooms = useClassrooms();
  const create = useCreateSeries();
  const toast = useToast();

  const theory = type === 'theory';
  const body: SeriesBody = {
    type,
    title: title || lessonTypeLabels[type],
    weekday: Number(weekday),
    start,
    durationMinutes: Number(duration),
    weeks,
    validFrom,
    classroomId: classroomId ? Number(classroomId) : null,
    ...(theory
      ? groupId
        ? { groupId: Number(groupId) }
        : {}
      : studentId
        ? { studentIds: [Number(studentId)] }
        : {}),
  };
  const ready = theory ? Boolean(groupId) : Boolean(studentId);
  const key = JSON.stringify(body);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSeries(JSON.parse(key) as SeriesBody, controller.signal)
        .then(setCheck)
        .catch(() => setCheck(null));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, ready]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(body, {
      onSuccess: (answer) => {
        toast.show(answer.message, 'success');
        onClose();
      },
    });
  };
  const error = create.error instanceof ApiError ? create.error : null;

  return (
    <Modal open title="Novi sat" onClose={onClose}>
      <form className="stack series-form" onSubmit={submit} noValidate>
        <div className="form-grid">
          <SelectField
            label="Vrsta sata"
            value={type}
            onChange={(e) => setType(e.target.value as LessonType)}
          >
            {Object.entries(lessonTypeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Naziv sata"
            value={title}
            placeholder={lessonTypeLabels[type]}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
          />
          {theory ? (
            <SelectField label="Grupa" value={groupId} onChange={(e) => setGroupId(e.target.value)}>
              <option value="">Odaberite grupu</option>
              {groups.data?.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <SelectField
              label="Učenik"
              value={studentId}
              onChange={(e) => setStudentId(e.target.value)}
            >
              <option value="">Odaberite učenika</option>
              {students.data?.students.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.ime} {s.prezime}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField label="Dan" value={weekday} onChange={(e) => setWeekday(e.target.value)}>
            {weekdayNames.slice(0, 6).map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Početak"
            type="time"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            required
          />
          <SelectField
            label="Trajanje"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          >
            {[30, 45, 60, 90].map((m) => (
              <option key={m} value={m}>
                {m} min
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Tjedni"
            value={weeks}
            onChange={(e) => setWeeks(e.target.value as WeekPattern)}
          >
            {Object.entries(weeksLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Učionica"
            value={classroomId}
            onChange={(e) => setClassroomId(e.target.value)}
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
          <TextField
            label="Vrijedi od"
            type="date"
            value={validFrom}
            onChange={(e) => setValidFrom(e.target.value)}
            required
          />
        </div>
        {ready && check && <ClashList clashes={check.clashes} />}
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
        <SubmitButton disabled={create.isPending || !ready}>Spremi sat</SubmitButton>
      </form>
    </Modal>
  );
}
