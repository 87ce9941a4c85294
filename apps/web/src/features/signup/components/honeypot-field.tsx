import { useFormContext } from 'react-hook-form';
import type { SignupInput } from '@takt/shared/schemas/signup';
import type { SignupFormValues } from '../signup-form-values.ts';

/** A field people never see or reach: any value in it marks the request as a bot's. */
export function HoneypotField() {
  const { register } = useFormContext<SignupFormValues, unknown, SignupInput>();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="signup-website">Web stranica (ne ispunjavajte)</label>
      <input
        id="signup-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...register('website')}
      />
    </div>
  );
}
