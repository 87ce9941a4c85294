import { Link, useParams } from 'react-router';
import { accountMessages } from '@takt/shared/account-messages';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import '../../../styles/accounts-forms.css';
import { useMentorLink } from '../api/mentor-link.ts';
import { mentorSignupMessages } from '../mentor-signup-error.ts';
import { MentorSignupForm } from './mentor-signup-form.tsx';

/** /signup/{token}: mentor registration, only on a school's exact secret path. */
export default function MentorSignupPage() {
  const { token = '' } = useParams();
  const link = useMentorLink(token);

  if (link.isPending) return <LoadingScreen />;
  if (link.isError) {
    // A wrong, rotated or over-long token: the link itself is not valid.
    const invalid =
      isApiError(link.error) &&
      (link.error.code === 'not_found' || link.error.code === 'validation_error');
    return (
      <div className="page-narrow">
        <div className="card stack">
          <h1>Registracija mentora</h1>
          <p className="alert alert-error" role="alert">
            {invalid ? accountMessages.mentorLinkInvalid : mentorSignupMessages.loadFailed}
          </p>
          <Link to="/">Povratak na početnu stranicu</Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page-form stack">
      <div>
        <h1>Registracija mentora</h1>
        <p className="muted">
          Škola: <strong>{link.data.school.name}</strong>. Podaci za prijavu stižu na email nakon
          registracije.
        </p>
      </div>
      <MentorSignupForm token={token} info={link.data} />
    </div>
  );
}
