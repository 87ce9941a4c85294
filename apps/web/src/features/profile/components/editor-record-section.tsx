import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { isApiError, type ClientErrorCode } from '../../../lib/api-client.ts';
import { useSchools } from '../api/public-schools.ts';
import { useSchoolMentors } from '../api/school-mentors.ts';
import { useSchoolPrograms } from '../api/school-programs.ts';
import { useUpdateUser } from '../api/update-user.ts';
import type { EditorValues } from '../editor-values.ts';
import { attendanceOptions, programChoices } from '../program-choices.ts';
import { EditorMentors } from './editor-mentors.tsx';
import { EditorPrograms } from './editor-programs.tsx';

interface Props {
  form: UseFormReturn<EditorValues>;
  userId: number;
  mode: { kind: 'staffOnStudent'; canMove: boolean };
  originalSchool: number;
}

/** Refusals of a program or mentor change whose words say what to fix. */
const inputRefusals = new Set<ClientErrorCode>([
  'validation_error',
  'unknown_program',
  'invalid_attendance',
  'unknown_mentor',
]);

/** What choosing another school means, said before it is saved. */
function transferNote(school: string | undefined): string {
  const where = school ? `u drugu školu (${school})` : 'u drugu školu';
  return (
    `Premještaj ${where} je zahtjev: učenik prelazi tek kad ga administrator te škole ` +
    'prihvati. Programi, načini pohađanja i mentori ostaju u ovoj školi i ne prelaze s učenikom.'
  );
}

/**
 * Staff only: school (admins), theory and minor flags, programs and mentors. Adding or removing a
 * program or mentor is saved at once (spec §7: update-korisnik "also used for program change").
 * Another school is only a transfer request that school's admin accepts; programs and mentors
 * are this school's, so the editor keeps offering this school's and never asks for the other's.
 */
export function EditorRecordSection({ form, userId, mode, originalSchool }: Props) {
  const toast = useToast();
  const update = useUpdateUser(userId, false);
  const [schoolId, programs, types, mentorIds] = form.watch([
    'schoolId',
    'programs',
    'programType',
    'mentorId',
  ]);
  const schools = useSchools(mode.canMove);
  const schoolPrograms = useSchoolPrograms(originalSchool);
  const mentors = useSchoolMentors(true);
  const moved = schoolId !== originalSchool;
  const targetSchool = schools.data?.find((s) => s.id === schoolId)?.name;
  // Spec §8's load failures; the mentor list's own failure shows in its section too.
  const loadErrors = [
    mode.canMove && schools.isError ? pm.schoolsLoadFailed : null,
    schoolPrograms.isError ? pm.programsLoadFailed : null,
    mentors.isError ? pm.mentorProgramsLoadFailed : null,
  ].filter((message) => message !== null);

  const mentorNames = useMemo(
    () => new Map((mentors.data ?? []).map((m) => [m.id, `${m.ime} ${m.prezime}`])),
    [mentors.data],
  );
  const choices = useMemo(() => {
    const chosen = (mentors.data ?? []).filter((m) => mentorIds.includes(m.id));
    return programChoices(
      schoolPrograms.data ?? [],
      chosen.flatMap((m) => m.programs),
    );
  }, [mentors.data, mentorIds, schoolPrograms.data]);
  const programNames = useMemo(() => new Map(choices.map((p) => [p.id, p.naziv])), [choices]);

  const persist = (
    body: Partial<Pick<EditorValues, 'programs' | 'programType' | 'mentorId'>>,
    done: string,
    failed: string,
  ) =>
    update.mutate(body, {
      onSuccess: () => {
        for (const [key, value] of Object.entries(body)) {
          form.setValue(key as 'programs', value as number[]);
        }
        toast.show(done, 'success');
      },
      onError: (error) =>
        toast.show(
          isApiError(error) && inputRefusals.has(error.code) ? error.message : failed,
          'error',
        ),
    });

  const addProgram = (id: number) => {
    const options = attendanceOptions(choices.find((p) => p.id === id));
    // Spec §4: a program with exactly one attendance option gets it preselected.
    const programType = options.length === 1 ? { ...types, [id]: options[0]!.value } : types;
    persist(
      { programs: [...programs, id], programType },
      'Program uspješno dodan',
      'Greška pri dodavanju programa',
    );
  };
  const removeProgram = (id: number) => {
    const { [id]: _removed, ...programType } = types;
    persist(
      { programs: programs.filter((p) => p !== id), programType },
      'Program uspješno uklonjen',
      'Greška pri uklanjanju programa',
    );
  };

  return (
    <>
      <fieldset className="editor-section">
        <legend>Škola i nastava</legend>
        {mode.canMove && (
          <SelectField
            label="Škola"
            value={schoolId}
            onChange={(e) =>
              form.setValue('schoolId', Number(e.target.value), { shouldDirty: true })
            }
          >
            {(schools.data ?? [{ id: originalSchool, name: '…' }]).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        )}
        {moved && (
          <p className="alert alert-info" role="status">
            {transferNote(targetSchool)}
          </p>
        )}
        <CheckboxField
          label="Glazbeno opismenjavanje (teorija)"
          {...form.register('pohadjaTeoriju')}
        />
        <CheckboxField label="Maloljetni član" {...form.register('maloljetniClan')} />
      </fieldset>
      {loadErrors.length > 0 && (
        <p className="alert alert-error" role="alert">
          {loadErrors.join('. ')}
        </p>
      )}
      <EditorPrograms
        selected={programs}
        types={types}
        choices={choices}
        names={programNames}
        busy={update.isPending}
        onAdd={addProgram}
        onRemove={removeProgram}
        onTypeChange={(id, type) =>
          form.setValue('programType', { ...types, [id]: type }, { shouldDirty: true })
        }
      />
      <EditorMentors
        selected={mentorIds}
        names={mentorNames}
        busy={update.isPending}
        onAdd={(m) =>
          persist(
            { mentorId: [...mentorIds, m.id] },
            'Mentor uspješno dodan',
            'Greška pri ažuriranju korisnika',
          )
        }
        onRemove={(id) =>
          persist(
            { mentorId: mentorIds.filter((x) => x !== id) },
            'Mentor uspješno uklonjen',
            'Greška pri ažuriranju korisnika',
          )
        }
      />
    </>
  );
}
