import { Suspense, useId } from 'react';
import { Controller, type Control, type UseFormRegister, type FieldErrors } from 'react-hook-form';
import {
  postVisibilities,
  postVisibilityLabels,
  type PostFormValues,
} from '@takt/shared/schemas/posts';
import { LoadFailureBoundary } from '../../../components/load-failure-boundary.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { retryableLazy } from '../../../lib/retryable-lazy.ts';

// TipTap only in the chunk that needs it (ARCHITECTURE.md: split where the editor opens).
// A failed load shows the retry notice in the editor's place; the dialog and its fields stay.
const RichTextEditor = retryableLazy(() => import('./rich-text-editor.tsx'));

interface PostFormFieldsProps {
  control: Control<PostFormValues>;
  register: UseFormRegister<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
}

/** Title, rich-text content, visibility and 'show to all schools' of the post dialogs. */
export function PostFormFields({ control, register, errors }: PostFormFieldsProps) {
  const contentLabelId = useId();
  const contentErrorId = useId();
  return (
    <>
      <TextField
        label="Naslov"
        autoComplete="off"
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="field">
        <span id={contentLabelId} className="field-label">
          Sadržaj
        </span>
        <LoadFailureBoundary variant="inline">
          <Suspense fallback={<p className="muted">Učitavanje uređivača...</p>}>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  labelId={contentLabelId}
                  describedBy={errors.content ? contentErrorId : undefined}
                />
              )}
            />
          </Suspense>
        </LoadFailureBoundary>
        {errors.content?.message && (
          <p id={contentErrorId} className="field-error">
            {errors.content.message}
          </p>
        )}
      </div>
      <SelectField label="Vidljivost" {...register('visibility')}>
        {postVisibilities.map((v) => (
          <option key={v} value={v}>
            {postVisibilityLabels[v]}
          </option>
        ))}
      </SelectField>
      <CheckboxField label="Prikaži svim školama" {...register('showAllSchools')} />
    </>
  );
}
