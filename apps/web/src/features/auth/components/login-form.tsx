import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@takt/shared/schemas/auth';
import type { LoginResponse } from '@takt/shared/schemas/user';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../login-error.ts';

interface LoginFormProps {
  defaultIdentifier: string;
  onSuccess: (response: LoginResponse) => void;
}

/** Identifier + password, checked with the shared loginSchema before anything is sent. */
export function LoginForm({ defaultIdentifier, onSuccess }: LoginFormProps) {
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { emailOrUsername: defaultIdentifier, password: '' },
  });

  const submit = handleSubmit((values) => {
    setServerError(null);
    login.mutate(values, {
      onSuccess,
      onError: (error) => setServerError(loginErrorMessage(error)),
    });
  });

  const busy = login.isPending;
  return (
    // Editing any field clears the error box (spec §4); change events bubble to the form.
    <form
      className="stack"
      onSubmit={submit}
      onChange={() => setServerError(null)}
      noValidate
      aria-busy={busy}
    >
      {serverError && (
        <p className="alert alert-error" role="alert">
          {serverError}
        </p>
      )}
      <TextField
        label="Email ili korisničko ime"
        placeholder="Unesite email adresu ili korisničko ime"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.emailOrUsername?.message}
        {...register('emailOrUsername')}
      />
      <PasswordField
        label="Lozinka"
        placeholder="Unesite lozinku"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? 'Prijavljivanje...' : 'Prijavi se'}
      </button>
    </form>
  );
}
