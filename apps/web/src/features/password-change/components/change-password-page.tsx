import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountMessages } from '@takt/shared/account-messages';
import { messages } from '@takt/shared/messages';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { HOME_PATH } from '../../../lib/redirects.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/accounts-forms.css';
import { useChangePassword } from '../api/change-password.ts';
import {
  createChangePasswordResolver,
  type ChangePasswordValues,
} from '../change-password-form-values.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

/** /promjena-lozinke: a temporary password (or any password) replaced by one of the user's own. */
export default function ChangePasswordPage() {
  const { user, logout } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const resolver = useMemo(() => createChangePasswordResolver(), []);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (e) {
      const field = isApiError(e) ? e.fieldErrors?.currentPassword : undefined;
      if (field) setFieldError('currentPassword', { type: 'server', message: field });
      else
        setError(isApiError(e) && e.code !== 'network_error' ? e.message : messages.networkError);
      return;
    }
    await queryClient.refetchQueries({ queryKey: queryKeys.currentUser });
    toast.show(accountMessages.passwordChanged, 'success');
    navigate(HOME_PATH, { replace: true });
  });

  return (
    <div className="auth-page">
      <header className="auth-header">
        <ThemeToggle />
      </header>
      <main id="main" className="page-narrow">
        <div className="card stack">
          <h1 className="auth-title">Promjena lozinke</h1>
          {user?.mustChangePassword && (
            <p className="alert alert-success" role="status">
              {messages.passwordChangeRequired}
            </p>
          )}
          <form className="stack" onSubmit={submit} noValidate aria-busy={isSubmitting}>
            {error && (
              <p className="alert alert-error" role="alert">
                {error}
              </p>
            )}
            <PasswordField
              label="Trenutna lozinka"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <PasswordField
              label="Nova lozinka"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <PasswordField
              label="Ponovite novu lozinku"
              autoComplete="new-password"
              error={errors.repeatPassword?.message}
              {...register('repeatPassword')}
            />
            <SubmitButton disabled={isSubmitting}>
              {isSubmitting ? 'Spremanje...' : 'Spremi novu lozinku'}
            </SubmitButton>
          </form>
          <button type="button" className="link-button" onClick={() => void logout()}>
            Odjava
          </button>
        </div>
      </main>
    </div>
  );
}
