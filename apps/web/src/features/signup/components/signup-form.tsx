import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { isMinor } from '@takt/shared/age';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { isApiError } from '../../../lib/api-client.ts';
import { useCheckEmail, type EmailStatus } from '../api/check-email.ts';
import { publicProgramsQueryOptions, usePublicPrograms } from '../api/public-programs.ts';
import { usePublicSchools } from '../api/public-schools.ts';
import { useSubmitSignup } from '../api/submit-signup.ts';
import { signupErrorMessage } from '../signup-error.ts';
import {
  createSignupResolver,
  emptySignupValues,
  toSignupRequest,
  type SignupFormValues,
} from '../signup-form-values.ts';
import { AddressSection } from './address-section.tsx';
import { AgreementSection } from './agreement-section.tsx';
import { ConsentSection } from './consent-section.tsx';
import { ExtraSection } from './extra-section.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { RecaptchaNotice } from './recaptcha-notice.tsx';
import { ParentSection } from './parent-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import { SchoolSection } from './school-section.tsx';
import type { SignupSummary } from './thank-you-panel.tsx';
import { useBotProof } from './use-bot-proof.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** The sign-up request form of spec §2/§4/§5, validated on blur and on submit. */
export function SignupForm({ onSuccess }: { onSuccess: (summary: SignupSummary) => void }) {
  const queryClient = useQueryClient();
  // The attendance rule needs the chosen program: read from the cached program list.
  const resolver = useMemo(
    () =>
      createSignupResolver((schoolId, programId) =>
        queryClient
          .getQueryData(publicProgramsQueryOptions(Number(schoolId) || null).queryKey)
          ?.find((p) => String(p.id) === String(programId)),
      ),
    [queryClient],
  );
  const form = useForm<SignupFormValues, unknown, SignupInput>({
    resolver,
    mode: 'onBlur',
    defaultValues: emptySignupValues,
  });
  const [datumRodjenja, schoolId, programId, agreement] = useWatch({
    control: form.control,
    name: ['datumRodjenja', 'schoolId', 'programId', 'agreement'],
  });
  const schools = usePublicSchools();
  const schoolNumber = schoolId ? Number(schoolId) : null;
  const programs = usePublicPrograms(schoolNumber);
  const program = programs.data?.find((p) => String(p.id) === String(programId));

  const minor = isMinor(datumRodjenja ?? '');
  const { clearErrors } = form;
  useEffect(() => {
    if (!minor) clearErrors('roditelj1');
  }, [minor, clearErrors]);

  const [emailStatus, setEmailStatus] = useState<EmailStatus>('none');
  const checkEmail = useCheckEmail();
  const onEmailCheck = (email: string) => {
    checkEmail.mutate(email, {
      // An answer for an address edited meanwhile is ignored.
      onSuccess: (status) => {
        if (form.getValues('email').trim().toLowerCase() === email) setEmailStatus(status);
      },
    });
  };
  const onEmailEdit = () => setEmailStatus('none');
  const emailBlocked = emailStatus !== 'none';

  const proof = useBotProof();
  const submitSignup = useSubmitSignup();
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    if (emailBlocked) return;
    setServerError(null);
    try {
      const answer = await proof.take();
      await submitSignup.mutateAsync(toSignupRequest(values, program, answer));
      onSuccess({
        program: program?.naziv ?? '',
        school: schools.data?.find((s) => s.id === values.schoolId)?.name ?? '',
        name: `${values.ime} ${values.prezime}`,
        email: values.email,
      });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          form.setError(field as FieldPath<SignupFormValues>, { type: 'server', message });
        }
      }
      setServerError(signupErrorMessage(error));
    }
  });

  const sending = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className="stack signup-form" onSubmit={submit} noValidate aria-busy={sending}>
        <PersonalSection
          emailStatus={emailStatus}
          onEmailCheck={onEmailCheck}
          onEmailEdit={onEmailEdit}
        />
        <AddressSection />
        {minor && <ParentSection />}
        <SchoolSection schools={schools} programs={programs} program={program} />
        <ExtraSection />
        <ConsentSection />
        <AgreementSection />
        <HoneypotField />
        <RecaptchaNotice />
        {serverError && (
          <p className="alert alert-error" role="alert">
            {serverError}
          </p>
        )}
        <SubmitButton disabled={!agreement || emailBlocked || sending}>
          {sending && <span className="spinner spinner-small" aria-hidden="true" />}
          {emailBlocked
            ? 'Ova email adresa već postoji. Prijavite se.'
            : sending
              ? 'Slanje prijave...'
              : 'Pošalji prijavu'}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
