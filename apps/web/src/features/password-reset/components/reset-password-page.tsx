import { useState } from 'react';
import { Link } from 'react-router';
import { accountMessages } from '@takt/shared/account-messages';
import '../../../styles/accounts-forms.css';
import { ResetCodeStep } from './reset-code-step.tsx';
import { ResetEmailStep } from './reset-email-step.tsx';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'done' };

/** /reset-password: e-mail, then the 6-digit code, then the new password is on its way. */
export default function ResetPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  return (
    <div className="page-narrow">
      <div className="card stack">
        <h1>Resetiranje lozinke</h1>
        {step.name === 'email' && (
          <ResetEmailStep onSent={(email) => setStep({ name: 'code', email })} />
        )}
        {step.name === 'code' && (
          <ResetCodeStep
            email={step.email}
            onDone={() => setStep({ name: 'done' })}
            onBack={() => setStep({ name: 'email' })}
          />
        )}
        {step.name === 'done' && (
          <p className="alert alert-success" role="status">
            {accountMessages.resetDone}
          </p>
        )}
        <ul className="link-list">
          <li>
            <Link to="/login">Povratak na prijavu</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
