import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '@takt/shared/account-messages';
import { SIGNUP_REDIRECT_MS } from '@takt/shared/constants';

export interface SignupSummary {
  program: string;
  school: string;
  name: string;
  email: string;
}

/** After a successful sign-up: what was sent, then / after 5 s with the state message. */
export function ThankYouPanel({ summary }: { summary: SignupSummary }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => {
      navigate('/', { replace: true, state: { message: accountMessages.signupReceived } });
    }, SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="card stack" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" ref={heading} tabIndex={-1}>
        Hvala na prijavi!
      </h1>
      <p role="status">{accountMessages.signupReceived}</p>
      <dl className="summary-list">
        <div>
          <dt>Program</dt>
          <dd>{summary.program}</dd>
        </div>
        <div>
          <dt>Škola</dt>
          <dd>{summary.school}</dd>
        </div>
        <div>
          <dt>Ime i prezime</dt>
          <dd>{summary.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{summary.email}</dd>
        </div>
      </dl>
      <p className="muted">Za nekoliko sekundi bit ćete preusmjereni na početnu stranicu.</p>
    </section>
  );
}
