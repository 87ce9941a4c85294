import type { UseFormReturn } from 'react-hook-form';
import { NOTES_MAX_LENGTH, OIB_LENGTH } from '@takt/shared/constants';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import type { EditorMode, EditorValues } from '../editor-values.ts';

interface Props {
  form: UseFormReturn<EditorValues>;
  mode: EditorMode;
  schoolName: string;
}

/**
 * Username and e-mail are always read-only (spec §5); a student sees their name, OIB, birth date
 * and notes read-only too (the secretariat keeps them) and edits contact data.
 */
export function EditorPersonalFields({ form, mode, schoolName }: Props) {
  const { register, formState } = form;
  const errors = formState.errors;
  const locked = mode.kind === 'studentSelf';
  return (
    <fieldset className="editor-section">
      <legend>Osobni podaci</legend>
      <div className="editor-grid">
        <TextField label="Korisničko ime" readOnly {...register('korisnickoIme')} />
        <TextField label="Email" type="email" readOnly {...register('email')} />
        <TextField label="Ime" readOnly={locked} error={errors.ime?.message} {...register('ime')} />
        <TextField
          label="Prezime"
          readOnly={locked}
          error={errors.prezime?.message}
          {...register('prezime')}
        />
        <TextField
          label="OIB"
          inputMode="numeric"
          maxLength={OIB_LENGTH}
          pattern="\d{11}"
          readOnly={locked}
          error={errors.oib?.message}
          {...register('oib')}
        />
        <TextField
          label="Datum rođenja"
          type="date"
          readOnly={locked}
          error={errors.datumRodjenja?.message}
          {...register('datumRodjenja')}
        />
        <TextField
          label="Broj mobitela"
          type="tel"
          autoComplete="tel"
          error={errors.brojMobitela?.message}
          {...register('brojMobitela')}
        />
        {mode.kind === 'staffSelf' && (
          <TextField label="Predmet" error={errors.predmet?.message} {...register('predmet')} />
        )}
        {mode.kind !== 'staffOnStudent' || !mode.canMove ? (
          <div className="field">
            <span className="profile-field-label">Škola</span>
            <p className="read-only-value">{schoolName}</p>
          </div>
        ) : null}
      </div>
      <fieldset className="editor-subsection">
        <legend>Adresa</legend>
        <div className="editor-grid">
          <TextField
            label="Ulica"
            error={errors.adresa?.ulica?.message}
            {...register('adresa.ulica')}
          />
          <TextField
            label="Kućni broj"
            error={errors.adresa?.kucniBroj?.message}
            {...register('adresa.kucniBroj')}
          />
          <TextField
            label="Mjesto"
            error={errors.adresa?.mjesto?.message}
            {...register('adresa.mjesto')}
          />
        </div>
      </fieldset>
      <TextareaField
        label="Napomene"
        rows={3}
        maxLength={NOTES_MAX_LENGTH}
        readOnly={locked}
        error={errors.napomene?.message}
        {...register('napomene')}
      />
    </fieldset>
  );
}
