import { CONSENT_PURPOSES, consentPurposes } from '@takt/shared/admin-messages';
import type { FormConsents } from '@takt/shared/schemas/form-consents';
import { CheckboxField } from './ui/checkbox-field.tsx';

/**
 * The per-purpose consents of the sign-up and enrollment forms: one checkbox each, none ticked in
 * advance. Under 16 the parent named on the form gives them (NN 42/2018), which the text says.
 */
export function ConsentChoices({
  value,
  onChange,
  byParent,
  idPrefix,
  className = 'form-section',
}: {
  value: FormConsents;
  onChange: (next: FormConsents) => void;
  byParent: boolean;
  idPrefix: string;
  /** The section's look in its form ('form-section' on sign-up, 'card stack' on enrollment). */
  className?: string;
}) {
  return (
    <section className={className} aria-labelledby={`${idPrefix}-consents-title`}>
      <h2 id={`${idPrefix}-consents-title`} className="form-section-title">
        Privole
      </h2>
      <p className="muted">
        {byParent
          ? 'Za dijete mlađe od 16 godina privolu daje roditelj ili skrbnik naveden u obrascu. '
          : ''}
        Privole su dobrovoljne i svaku možete povući u bilo kojem trenutku.
      </p>
      {CONSENT_PURPOSES.map((purpose) => (
        <CheckboxField
          key={purpose}
          id={`${idPrefix}-consent-${purpose}`}
          label={`Pristajem: ${consentPurposes[purpose]}`}
          checked={value[purpose] === true}
          onChange={(e) => onChange({ ...value, [purpose]: e.target.checked })}
        />
      ))}
    </section>
  );
}
