import { useSignupProtection } from '../api/signup-protection.ts';

/**
 * Google's terms let the floating reCAPTCHA badge be hidden when the form says this instead; it
 * is shown only for schools that chose reCAPTCHA over the self-hosted check.
 */
export function RecaptchaNotice() {
  const protection = useSignupProtection();
  if (protection.data?.mode !== 'recaptcha') return null;
  return (
    <p className="field-hint recaptcha-notice">
      Ova stranica zaštićena je sustavom reCAPTCHA i na nju se primjenjuju Googleova{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        Pravila o privatnosti
        <span className="visually-hidden"> (otvara se u novoj kartici)</span>
      </a>{' '}
      i{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        Uvjeti pružanja usluge
        <span className="visually-hidden"> (otvara se u novoj kartici)</span>
      </a>
      .
    </p>
  );
}
