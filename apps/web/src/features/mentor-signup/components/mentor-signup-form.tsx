import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { MentorLinkInfo } from '@takt/shared/schemas/mentor-signup';
import { emailField } from '@takt/shared/schemas/person-fields';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useMentorEmailCheck } from '../api/check-email.ts';
import { useRegisterMentor } from '../api/register-mentor.ts';
import {
  createMentorResolver,
  emptyMentorValues,
  type MentorFormValues,
} from '../mentor-form-values.ts';
import { mentorSignupErrorMessage, mentorSignupMessages } from '../mentor-signup-error.ts';
import { MentorOptionalFields } from './mentor-optional-fields.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

const LOGIN_REDIRECT_MS = 2000;
const wellFormedEmail = emailField();

/** Spec §5 Mentor signup: names, e-mail (checked on blur), program; the rest optional. */
export function MentorSignupForm({ token, info }: { token: string; info: MentorLinkInfo }) {
  const navigate = useNavigate();
  const resolver = useMemo(() => createMentorResolver(), []);
  const form = useForm<MentorFormValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: emptyMentorValues(token),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [registered, setRegistered] = useState(false);
  const emailCheck = useMentorEmailCheck();
  const registerMentor = useRegisterMentor();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () =>
        navigate('/login', { replace: true, state: { message: mentorSignupMessages.loginNotice } }),
      LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(async (values) => {
    if (registered) return;
    setServerError(null);
    try {
      await registerMentor.mutateAsync(values);
      setDone(true);
    } catch (error) {
      setServerError(mentorSignupErrorMessage(error));
    }
  });

  if (done) {
    return (
      <p className="alert alert-success" role="status">
        {mentorSignupMessages.success}
      </p>
    );
  }
  const email = register('email', {
    onChange: () => setRegistered(false),
    onBlur: (event: { target: { value: string } }) => {
      const parsed = wellFormedEmail.safeParse(event.target.value);
      if (!parsed.success) return;
      emailCheck.mutate(parsed.data, {
        // An answer for an address edited meanwhile is ignored.
        onSuccess: (exists) => {
          const current = wellFormedEmail.safeParse(form.getValues('email'));
          if (current.success && current.data === parsed.data) setRegistered(exists);
        },
      });
    },
  });
  return (
    <FormProvider {...form}>
      <form className="stack" onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <fieldset className="form-section">
          <legend>Podaci mentora</legend>
          <div className="form-grid">
            <TextField
              label="Ime"
              autoComplete="given-name"
              error={errors.ime?.message}
              {...register('ime')}
            />
            <TextField
              label="Prezime"
              autoComplete="family-name"
              error={errors.prezime?.message}
              {...register('prezime')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            error={errors.email?.message}
            {...email}
          />
          {registered && (
            <p className="field-warning" role="status">
              {mentorSignupMessages.duplicate}
            </p>
          )}
          <TextField label="Škola" value={info.school.name} readOnly />
          <SelectField label="Program" error={errors.program?.message} {...register('program')}>
            <option value="">Odaberite program</option>
            {info.programs.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.naziv}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <MentorOptionalFields />
        <TextareaField
          label="Napomene (neobavezno)"
          rows={3}
          error={errors.napomene?.message}
          {...register('napomene')}
        />
        {serverError && (
          <p className="alert alert-error" role="alert">
            {serverError}
          </p>
        )}
        <SubmitButton disabled={registered || isSubmitting}>
          {isSubmitting ? 'Registracija...' : 'Registriraj se'}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
