import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { EditorValues } from '../editor-values.ts';

/** Parents or guardians: first name, last name and phone of each (spec §3 roditelj1, roditelj2). */
export function EditorParentFields({ form }: { form: UseFormReturn<EditorValues> }) {
  const { register, formState } = form;
  return (
    <>
      {(['roditelj1', 'roditelj2'] as const).map((key, index) => {
        const errors = formState.errors[key];
        return (
          <fieldset className="editor-section" key={key}>
            <legend>{`Roditelj/skrbnik ${index + 1}`}</legend>
            <div className="editor-grid">
              <TextField
                label={`Roditelj ${index + 1}: ime`}
                error={errors?.ime?.message}
                {...register(`${key}.ime`)}
              />
              <TextField
                label={`Roditelj ${index + 1}: prezime`}
                error={errors?.prezime?.message}
                {...register(`${key}.prezime`)}
              />
              <TextField
                label={`Roditelj ${index + 1}: broj mobitela`}
                type="tel"
                error={errors?.brojMobitela?.message}
                {...register(`${key}.brojMobitela`)}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
