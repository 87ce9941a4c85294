import { useState } from 'react';
import { Link } from 'react-router';
import '../../../styles/accounts-forms.css';
import { SignupForm } from './signup-form.tsx';
import { ThankYouPanel, type SignupSummary } from './thank-you-panel.tsx';

/** /signup: the sign-up request, then the thank-you panel. */
export default function SignupPage() {
  const [summary, setSummary] = useState<SignupSummary | null>(null);
  if (summary) {
    return (
      <div className="page-form">
        <ThankYouPanel summary={summary} />
      </div>
    );
  }
  return (
    <div className="page-form stack">
      <div>
        <h1>Prijava za upis</h1>
        <p className="muted">
          Ispunite prijavu. Administrator škole će je pregledati, a podatke za prijavu dobit ćete
          emailom u roku od 24-48 sati.
        </p>
      </div>
      <SignupForm
        onSuccess={(sent) => {
          setSummary(sent);
          window.scrollTo(0, 0);
        }}
      />
      <p>
        <Link to="/login">Već imate račun? Prijavite se</Link>
      </p>
    </div>
  );
}
