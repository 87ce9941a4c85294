import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Program, School } from '@takt/shared/schemas/common';
import { attendanceOptions, type SignupInput } from '@takt/shared/schemas/signup';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { priceList } from '../program-options.ts';
import type { SignupFormValues } from '../signup-form-values.ts';
import { AttendanceChoice } from './attendance-choice.tsx';

interface SchoolSectionProps {
  schools: UseQueryResult<School[]>;
  programs: UseQueryResult<Program[]>;
  program: Program | undefined;
}

/** 'Škola i program': school, its programs and the attendance type with prices. */
export function SchoolSection({ schools, programs, program }: SchoolSectionProps) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();

  // One school only: it is the choice. One attendance option: preselected (spec §4).
  const onlySchool = schools.data?.length === 1 ? schools.data[0] : undefined;
  useEffect(() => {
    if (onlySchool && !getValues('schoolId')) setValue('schoolId', String(onlySchool.id));
  }, [onlySchool, getValues, setValue]);
  const options = program ? attendanceOptions(program) : [];
  const single = options.length === 1 ? options[0] : undefined;
  useEffect(() => {
    if (single && !getValues('pohadanjeNastave')) setValue('pohadanjeNastave', single);
  }, [single, getValues, setValue]);

  const school = register('schoolId', {
    onChange: () => {
      setValue('programId', '');
      setValue('pohadanjeNastave', '');
    },
  });
  const programField = register('programId', {
    onChange: () => setValue('pohadanjeNastave', ''),
  });
  const schoolError = schools.isError
    ? 'Nije moguće dohvatiti škole. Molimo pokušajte kasnije.'
    : errors.schoolId?.message;
  const programError = programs.isError
    ? 'Nije moguće dohvatiti programe. Molimo pokušajte kasnije.'
    : errors.programId?.message;

  return (
    <fieldset className="form-section">
      <legend>Škola i program</legend>
      <SelectField label="Škola" error={schoolError} disabled={schools.isPending} {...school}>
        <option value="">{schools.isPending ? 'Učitavanje...' : 'Odaberite školu'}</option>
        {schools.data?.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Program" error={programError} disabled={!programs.data} {...programField}>
        <option value="">{programs.isFetching ? 'Učitavanje...' : 'Odaberite program'}</option>
        {programs.data?.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.naziv}
          </option>
        ))}
      </SelectField>
      {program && options.length > 0 && (
        <AttendanceChoice
          options={priceList(program)}
          error={errors.pohadanjeNastave?.message}
          field={register('pohadanjeNastave')}
        />
      )}
    </fieldset>
  );
}
