import { useFormContext } from 'react-hook-form';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import type { SignupFormValues } from '../signup-form-values.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';

export const CONTRACT_PDF_URL = '/documents/ugovor-i-privola-2025-2026.pdf';

/** The contract and consent PDF, the legal notice and the agreement checkbox. */
export function AgreementSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues, unknown, SignupInput>();
  return (
    <section className="form-section agreement" aria-labelledby="agreement-title">
      <h2 id="agreement-title" className="form-section-title">
        Ugovor i privola
      </h2>
      <p>
        <ExternalLink href={CONTRACT_PDF_URL}>
          Ugovor o obrazovanju i privola za obradu osobnih podataka, školska godina 2025./2026.
          (PDF)
        </ExternalLink>
      </p>
      <p className="legal-notice">
        Slanjem ove prijave i prihvaćanjem uvjeta prijava ima jednaku pravnu snagu kao potpisani
        ugovor u papirnatom obliku.
      </p>
      <CheckboxField
        label="Pročitao/la sam ugovor i privolu te prihvaćam njihove uvjete."
        error={errors.agreement?.message}
        {...register('agreement')}
      />
    </section>
  );
}
