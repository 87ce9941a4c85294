import { attendanceLabels } from '@takt/shared/enrollment-messages';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { EnrollmentCurrentAnswer } from '../api/enrollment-current.ts';
import { showParents, type EnrollFormValues, type ParentValues } from './enroll-form-state.ts';

interface FieldsProps {
  values: EnrollFormValues;
  errors: Record<string, string>;
  current: EnrollmentCurrentAnswer;
  onChange: (patch: Partial<EnrollFormValues>) => void;
}

function ParentFields(props: {
  n: 1 | 2;
  value: ParentValues;
  onChange: (value: ParentValues) => void;
}) {
  const { n, value, onChange } = props;
  return (
    <fieldset className="enroll-fieldset">
      <legend>Roditelj/skrbnik {n}</legend>
      <TextField
        label="Ime"
        value={value.ime}
        onChange={(e) => onChange({ ...value, ime: e.target.value })}
      />
      <TextField
        label="Prezime"
        value={value.prezime}
        onChange={(e) => onChange({ ...value, prezime: e.target.value })}
      />
      <TextField
        label="Broj mobitela"
        type="tel"
        value={value.brojMobitela}
        onChange={(e) => onChange({ ...value, brojMobitela: e.target.value })}
      />
    </fieldset>
  );
}

/** The fields of the enrollment form (spec §2): program, personal data, parents of a minor. */
export function EnrollFields({ values, errors, current, onChange }: FieldsProps) {
  const program = current.programs.find((p) => String(p.id) === values.programId);
  return (
    <>
      {current.selectionOpen && (
        <>
          <SelectField
            label="Program"
            value={values.programId}
            error={errors.programId}
            onChange={(e) => {
              const next = current.programs.find((p) => String(p.id) === e.target.value);
              onChange({
                programId: e.target.value,
                pohadanjeNastave: next?.tipovi.length === 1 ? next.tipovi[0]! : '',
              });
            }}
          >
            <option value="">Odaberite program</option>
            {current.programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.naziv}
              </option>
            ))}
          </SelectField>
          {program && program.tipovi.length > 0 && (
            <SelectField
              label="Način pohađanja nastave"
              value={values.pohadanjeNastave}
              error={errors.pohadanjeNastave}
              onChange={(e) => onChange({ pohadanjeNastave: e.target.value })}
            >
              <option value="">Odaberite način pohađanja nastave</option>
              {program.tipovi.map((t) => (
                <option key={t} value={t}>
                  {attendanceLabels[t] ?? t}
                </option>
              ))}
            </SelectField>
          )}
        </>
      )}
      <TextField
        label="OIB"
        inputMode="numeric"
        maxLength={11}
        value={values.oib}
        error={errors.oib}
        onChange={(e) => onChange({ oib: e.target.value })}
      />
      <TextField
        label="Datum rođenja"
        type="date"
        value={values.datumRodjenja}
        error={errors.datumRodjenja}
        onChange={(e) => onChange({ datumRodjenja: e.target.value })}
      />
      <TextField
        label="Broj mobitela"
        type="tel"
        value={values.brojMobitela}
        error={errors.brojMobitela}
        onChange={(e) => onChange({ brojMobitela: e.target.value })}
      />
      <fieldset className="enroll-fieldset">
        <legend>Adresa</legend>
        <TextField
          label="Ulica"
          value={values.ulica}
          error={errors.adresa}
          onChange={(e) => onChange({ ulica: e.target.value })}
        />
        <TextField
          label="Kućni broj"
          value={values.kucniBroj}
          onChange={(e) => onChange({ kucniBroj: e.target.value })}
        />
        <TextField
          label="Mjesto"
          value={values.mjesto}
          onChange={(e) => onChange({ mjesto: e.target.value })}
        />
      </fieldset>
      {showParents(values) && (
        <div className="stack">
          {errors.roditelj1 && (
            <p className="field-error" role="alert">
              {errors.roditelj1}
            </p>
          )}
          <ParentFields
            n={1}
            value={values.roditelj1}
            onChange={(roditelj1) => onChange({ roditelj1 })}
          />
          <ParentFields
            n={2}
            value={values.roditelj2}
            onChange={(roditelj2) => onChange({ roditelj2 })}
          />
        </div>
      )}
    </>
  );
}
