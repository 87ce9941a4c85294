import { useFormContext } from 'react-hook-form';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { SignupFormValues } from '../signup-form-values.ts';

/** 'Adresa': optional street, house number and place. */
export function AddressSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();
  return (
    <fieldset className="form-section">
      <legend>Adresa</legend>
      <div className="form-grid form-grid-address">
        <TextField
          label="Ulica"
          autoComplete="address-line1"
          error={errors.adresa?.ulica?.message}
          {...register('adresa.ulica')}
        />
        <TextField
          label="Kućni broj"
          autoComplete="off"
          error={errors.adresa?.kucniBroj?.message}
          {...register('adresa.kucniBroj')}
        />
      </div>
      <TextField
        label="Mjesto"
        autoComplete="address-level2"
        error={errors.adresa?.mjesto?.message}
        {...register('adresa.mjesto')}
      />
    </fieldset>
  );
}
