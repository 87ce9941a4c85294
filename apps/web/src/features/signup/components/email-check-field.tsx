import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { emailField } from '@takt/shared/schemas/person-fields';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { EmailStatus } from '../api/check-email.ts';
import type { SignupFormValues } from '../signup-form-values.ts';

const notes = {
  pending: 'Zahtjev s ovom email adresom je već zaprimljen i čeka odobrenje administratora.',
  user: 'Ova email adresa je već registrirana. Molimo prijavite se.',
  none: 'Na ovu adresu ćete primiti podatke za prijavu nakon odobrenja.',
} as const;

const wellFormedEmail = emailField();

interface EmailCheckFieldProps {
  status: EmailStatus;
  onCheck: (email: string) => void;
  onEdit: () => void;
}

/**
 * The e-mail with spec §4's duplicate check: on blur a well-formed address is checked; a pending
 * request or an existing account shows its note (and blocks sending); editing clears it.
 */
export function EmailCheckField({ status, onCheck, onEdit }: EmailCheckFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();
  const error = errors.email?.message;
  const field = register('email', {
    onChange: onEdit,
    onBlur: (event: { target: { value: string } }) => {
      const parsed = wellFormedEmail.safeParse(event.target.value);
      if (parsed.success) onCheck(parsed.data);
    },
  });
  return (
    <div className="stack-tight">
      <TextField
        id={id}
        label="Email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={error}
        aria-describedby={[error ? `${id}-error` : null, noteId].filter(Boolean).join(' ')}
        {...field}
      />
      <p id={noteId} className={status === 'none' ? 'field-hint' : 'field-warning'} role="status">
        {notes[status]}
        {status === 'user' && (
          <>
            {' '}
            <Link to="/login">Prijavi se</Link>
          </>
        )}
      </p>
    </div>
  );
}
