import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountMessages } from '@takt/shared/account-messages';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useVerifyResetCode } from '../api/verify-reset.ts';
import { resetErrorMessage } from '../reset-error.ts';
import { codeStepResolver, type CodeStepValues } from '../reset-resolvers.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

interface ResetCodeStepProps {
  email: string;
  onDone: () => void;
  onBack: () => void;
}

/** Step 2: the 6-digit code from the e-mail; a right one sends a new password. */
export function ResetCodeStep({ email, onDone, onBack }: ResetCodeStepProps) {
  const verify = useVerifyResetCode();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeStepValues>({
    resolver: codeStepResolver,
    mode: 'onBlur',
    defaultValues: { email, code: '' },
  });
  const submit = handleSubmit((values) => {
    setError(null);
    verify.mutate(
      { email, code: values.code.trim() },
      { onSuccess: onDone, onError: (e) => setError(resetErrorMessage('verify', e)) },
    );
  });
  return (
    <form className="stack" onSubmit={submit} noValidate aria-busy={verify.isPending}>
      <p className="alert alert-success" role="status">
        {accountMessages.resetCodeSent} ({email})
      </p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <TextField
        label="Kod iz emaila"
        className="code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton disabled={verify.isPending}>
        {verify.isPending ? 'Provjera...' : 'Potvrdi kod'}
      </SubmitButton>
      <button type="button" className="link-button" onClick={onBack}>
        Promijeni email adresu
      </button>
    </form>
  );
}
