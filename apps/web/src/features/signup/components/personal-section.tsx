import { useFormContext } from 'react-hook-form';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { EmailStatus } from '../api/check-email.ts';
import type { SignupFormValues } from '../signup-form-values.ts';
import { EmailCheckField } from './email-check-field.tsx';

interface PersonalSectionProps {
  emailStatus: EmailStatus;
  onEmailCheck: (email: string) => void;
  onEmailEdit: () => void;
}

/** 'Osobni podaci': name, e-mail with its duplicate check, OIB, birth date and phone. */
export function PersonalSection({ emailStatus, onEmailCheck, onEmailEdit }: PersonalSectionProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();
  return (
    <fieldset className="form-section">
      <legend>Osobni podaci</legend>
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
      <EmailCheckField status={emailStatus} onCheck={onEmailCheck} onEdit={onEmailEdit} />
      <div className="form-grid">
        <TextField
          label="OIB"
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          error={errors.oib?.message}
          {...register('oib')}
        />
        <TextField
          label="Datum rođenja"
          type="date"
          autoComplete="bday"
          error={errors.datumRodjenja?.message}
          {...register('datumRodjenja')}
        />
      </div>
      <TextField
        label="Broj mobitela (neobavezno)"
        type="tel"
        autoComplete="tel"
        placeholder="+385911234567"
        error={errors.brojMobitela?.message}
        {...register('brojMobitela')}
      />
    </fieldset>
  );
}
