import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { profileMessages as pm } from '@takt/shared/profile-messages';
import { updateKorisnikSchema } from '@takt/shared/schemas/user-profile';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateUser } from '../api/update-user.ts';
import {
  showsParentFields,
  toEditorValues,
  toPayload,
  type EditablePerson,
  type EditorMode,
  type EditorValues,
} from '../editor-values.ts';
import { saveLabel, useSaveState } from '../use-save-state.ts';
import { EditorParentFields } from './editor-parent-fields.tsx';
import { EditorPersonalFields } from './editor-personal-fields.tsx';
import { EditorRecordSection } from './editor-record-section.tsx';
import { ResetPasswordButton } from './reset-password-button.tsx';

interface Props {
  userId: number;
  person: EditablePerson;
  mode: EditorMode;
}

/**
 * The student editor (spec §5 "Search and editor"): the same form for a student about themself,
 * a mentor about themself, and staff about a student; what is shown and sent depends on `mode`.
 * Checked with the shared schema before anything is sent.
 */
export function StudentEditorForm({ userId, person, mode }: Props) {
  const form = useForm<EditorValues>({ defaultValues: toEditorValues(person) });
  const update = useUpdateUser(userId, mode.kind !== 'staffOnStudent');
  const toast = useToast();
  const save = useSaveState();
  // The server's word on a move to another school: a request, nothing moved yet.
  const [transferNotice, setTransferNotice] = useState<string | null>(null);

  const showErrors = (errors: Record<string, string>) => {
    for (const [path, message] of Object.entries(errors)) {
      form.setError(path as FieldPath<EditorValues>, { message });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const payload = toPayload(values, mode);
    const checked = updateKorisnikSchema().safeParse(payload);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= issue.message;
      showErrors(errors);
      return;
    }
    const moving = 'schoolId' in payload && payload.schoolId !== person.school.id;
    try {
      const result = await save.run(() => update.mutateAsync(payload));
      // A move stays said next to the save button (not in a passing toast): nothing moved yet.
      if (moving) setTransferNotice(result.message);
      else toast.show(result.message || pm.userUpdated, 'success');
      // The school stays as it is until the other school accepts the request.
      form.reset({ ...form.getValues(), schoolId: person.school.id });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) showErrors(error.fieldErrors);
      toast.show(isApiError(error) ? error.message : pm.userUpdateFailed, 'error');
    }
  });

  return (
    <form
      className="stack student-editor profile-form"
      onSubmit={submit}
      noValidate
      aria-busy={save.state === 'saving'}
    >
      <EditorPersonalFields form={form} mode={mode} schoolName={person.school.name} />
      {mode.kind === 'staffOnStudent' && (
        <EditorRecordSection
          form={form}
          userId={userId}
          mode={mode}
          originalSchool={person.school.id}
        />
      )}
      {showsParentFields(person, mode) && <EditorParentFields form={form} />}
      {transferNotice && (
        <p className="alert alert-success" role="status">
          {transferNotice}
        </p>
      )}
      <div className="row editor-actions">
        <button type="submit" className="button" disabled={save.state === 'saving'}>
          {saveLabel(save.state, 'Spremi promjene')}
        </button>
        {mode.kind === 'staffOnStudent' && (
          <ResetPasswordButton userId={userId} email={person.email} />
        )}
      </div>
    </form>
  );
}
