import { useFormContext, useWatch } from 'react-hook-form';
import { consentByParent } from '@takt/shared/schemas/form-consents';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { ConsentChoices } from '../../../components/consent-choices.tsx';
import type { SignupFormValues } from '../signup-form-values.ts';

/** The sign-up form's consents; under 16 given by the parent named in the form. */
export function ConsentSection() {
  const { control, setValue } = useFormContext<SignupFormValues, unknown, SignupInput>();
  const [consents, datumRodjenja] = useWatch({ control, name: ['consents', 'datumRodjenja'] });
  return (
    <ConsentChoices
      idPrefix="signup"
      value={consents ?? {}}
      byParent={consentByParent(datumRodjenja || null, new Date())}
      onChange={(next) => setValue('consents', next, { shouldDirty: true })}
    />
  );
}
