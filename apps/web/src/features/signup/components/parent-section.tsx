import { useFormContext } from 'react-hook-form';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { SignupFormValues } from '../signup-form-values.ts';

/** 'Roditelj/skrbnik': shown only for minors; one parent is asked (spec §5). */
export function ParentSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();
  // The whole-parent rule, or the phone's own format rule when that is what failed.
  const groupError = errors.roditelj1?.message ?? errors.roditelj1?.brojMobitela?.message;
  return (
    <fieldset
      className="form-section"
      aria-describedby={groupError ? 'roditelj1-error' : 'roditelj1-hint'}
    >
      <legend>Roditelj/skrbnik</legend>
      <p id="roditelj1-hint" className="field-hint">
        Podnositelj prijave je maloljetan, pa su podaci roditelja ili skrbnika obavezni.
      </p>
      <div className="form-grid">
        <TextField
          label="Ime roditelja/skrbnika"
          autoComplete="off"
          aria-invalid={groupError ? true : undefined}
          {...register('roditelj1.ime')}
        />
        <TextField
          label="Prezime roditelja/skrbnika"
          autoComplete="off"
          aria-invalid={groupError ? true : undefined}
          {...register('roditelj1.prezime')}
        />
      </div>
      <TextField
        label="Broj mobitela roditelja/skrbnika"
        type="tel"
        autoComplete="off"
        placeholder="+385911234567"
        aria-invalid={groupError ? true : undefined}
        {...register('roditelj1.brojMobitela')}
      />
      {groupError && (
        <p id="roditelj1-error" className="field-error" role="alert">
          {groupError}
        </p>
      )}
    </fieldset>
  );
}
