import { useState, type FormEvent } from 'react';
import type { LoginInput } from '@takt/shared/schemas/auth';
import type { LoginResponse } from '@takt/shared/schemas/user';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../login-error.ts';
import { validateLogin, type LoginErrors } from '../login-validation.ts';

interface LoginFormProps {
  defaultIdentifier: string;
  onSuccess: (response: LoginResponse) => Promise<void>;
}

const FIELDS = ['emailOrUsername', 'password'] as const;

function readForm(form: HTMLFormElement): LoginInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { emailOrUsername: text('emailOrUsername'), password: text('password') };
}

/**
 * Identifier + password, checked before anything is sent. After the first attempt each edit
 * checks again, so a message goes away as soon as its field is filled.
 */
export function LoginForm({ defaultIdentifier, onSuccess }: LoginFormProps) {
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [attempted, setAttempted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    setServerError(null);
    const result = validateLogin(readForm(form));
    if ('errors' in result) {
      setErrors(result.errors);
      const firstInvalid = FIELDS.find((name) => result.errors[name]);
      if (firstInvalid) (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    void login.mutate(result.values, {
      onSuccess,
      onError: (error) => setServerError(loginErrorMessage(error)),
    });
  };

  // Editing any field clears the error box (spec §4); change events bubble to the form.
  const edited = (event: FormEvent<HTMLFormElement>) => {
    setServerError(null);
    if (!attempted) return;
    const result = validateLogin(readForm(event.currentTarget));
    setErrors('errors' in result ? result.errors : {});
  };

  const busy = login.isPending;
  return (
    <form className="stack" onSubmit={submit} onChange={edited} noValidate aria-busy={busy}>
      {serverError && (
        <p className="alert alert-error" role="alert">
          {serverError}
        </p>
      )}
      <TextField
        name="emailOrUsername"
        label="Email ili korisničko ime"
        placeholder="Unesite email adresu ili korisničko ime"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={defaultIdentifier}
        error={errors.emailOrUsername}
      />
      <PasswordField
        name="password"
        label="Lozinka"
        placeholder="Unesite lozinku"
        autoComplete="current-password"
        error={errors.password}
      />
      <button type="submit" className="button button-block" disabled={busy}>
        {busy ? 'Prijavljivanje...' : 'Prijavi se'}
      </button>
    </form>
  );
}
