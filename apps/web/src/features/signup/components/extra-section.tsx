import { useFormContext } from 'react-hook-form';
import { NOTES_MAX_LENGTH } from '@takt/shared/constants';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import type { SignupFormValues } from '../signup-form-values.ts';

/** 'Dodatne informacije': notes, music literacy (theory) and the MAI choir programmes. */
export function ExtraSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();
  return (
    <fieldset className="form-section">
      <legend>Dodatne informacije</legend>
      <TextareaField
        label="Napomene (neobavezno)"
        rows={4}
        maxLength={NOTES_MAX_LENGTH}
        error={errors.napomene?.message}
        {...register('napomene')}
      />
      <CheckboxField label="Glazbeno opismenjavanje" {...register('pohadjaTeoriju')} />
      <CheckboxField label="MAI zborski programi" {...register('maiZbor')} />
    </fieldset>
  );
}
