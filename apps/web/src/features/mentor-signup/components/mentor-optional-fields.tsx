import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { MentorFormValues } from '../mentor-form-values.ts';

/** The optional mentor details: username (generated when blank), OIB, phone, birth date, address. */
export function MentorOptionalFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<MentorFormValues>();
  return (
    <fieldset className="form-section">
      <legend>Dodatni podaci (neobavezno)</legend>
      <TextField
        label="Korisničko ime"
        autoComplete="username"
        autoCapitalize="none"
        id="mentor-username"
        aria-describedby={
          errors.korisnickoIme
            ? 'mentor-username-error mentor-username-hint'
            : 'mentor-username-hint'
        }
        error={errors.korisnickoIme?.message}
        {...register('korisnickoIme')}
      />
      <p id="mentor-username-hint" className="field-hint">
        Ako ostavite prazno, korisničko ime će se izraditi automatski.
      </p>
      <div className="form-grid">
        <TextField
          label="OIB"
          inputMode="numeric"
          maxLength={11}
          error={errors.oib?.message}
          {...register('oib')}
        />
        <TextField
          label="Broj mobitela"
          type="tel"
          autoComplete="tel"
          error={errors.brojMobitela?.message}
          {...register('brojMobitela')}
        />
      </div>
      <TextField
        label="Datum rođenja"
        type="date"
        error={errors.datumRodjenja?.message}
        {...register('datumRodjenja')}
      />
      <div className="form-grid form-grid-address">
        <TextField label="Ulica" autoComplete="address-line1" {...register('adresa.ulica')} />
        <TextField label="Kućni broj" {...register('adresa.kucniBroj')} />
      </div>
      <TextField label="Mjesto" autoComplete="address-level2" {...register('adresa.mjesto')} />
    </fieldset>
  );
}
