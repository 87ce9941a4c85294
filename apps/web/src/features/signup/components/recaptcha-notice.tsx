import { ExternalLink } from '../../../components/ui/external-link.tsx';
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
      <ExternalLink href="https://policies.google.com/privacy">Pravila o privatnosti</ExternalLink>{' '}
      i <ExternalLink href="https://policies.google.com/terms">Uvjeti pružanja usluge</ExternalLink>
      .
    </p>
  );
}
