import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRequestResetCode } from '../api/request-reset.ts';
import { resetErrorMessage } from '../reset-error.ts';
import { emailStepResolver, type EmailStepValues } from '../reset-resolvers.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** Step 1: the account's e-mail; a known one gets a 6-digit code by e-mail. */
export function ResetEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const requestCode = useRequestResetCode();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailStepValues>({
    resolver: emailStepResolver,
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const submit = handleSubmit((values) => {
    setError(null);
    const email = values.email.trim();
    requestCode.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (e) => setError(resetErrorMessage('request', e)),
    });
  });
  return (
    <form className="stack" onSubmit={submit} noValidate aria-busy={requestCode.isPending}>
      <p className="muted">Unesite email adresu računa. Poslat ćemo vam kod za potvrdu.</p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <TextField
        label="Email adresa"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton disabled={requestCode.isPending}>
        {requestCode.isPending ? 'Slanje...' : 'Pošalji kod'}
      </SubmitButton>
    </form>
  );
}
