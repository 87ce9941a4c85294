import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { enrollmentMessages as m } from '@takt/shared/enrollment-messages';
import { ENROLLMENT_COOLDOWN_MS } from '@takt/shared/enrollment-rules';
import { consentByParent } from '@takt/shared/schemas/form-consents';
import { ConsentChoices } from '../../../components/consent-choices.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { LoadFailureNotice } from '../../../components/ui/load-failure-notice.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useAcceptEnrollment } from '../api/accept-enrollment.ts';
import { useMyConsents } from '../api/my-consents.ts';
import { useEnrollmentAgreement, useEnrollmentCurrent } from '../api/enrollment-current.ts';
import { EnrollFields } from './enroll-fields.tsx';
import { checkForm, initialValues, type EnrollFormValues } from './enroll-form-state.ts';
import '../enrollment.css';

/**
 * /enroll (spec §2, §5): confirm enrollment for the open school year by accepting its agreement.
 * After a try the button waits a minute (spec §9); the server's hourly limit answers 429.
 */
export default function EnrollPage() {
  const current = useEnrollmentCurrent();
  const agreement = useEnrollmentAgreement();
  if (current.isError || agreement.isError) {
    return (
      <div className="page">
        <p className="alert alert-error" role="alert">
          {m.loadFailed}
        </p>
        <LoadFailureNotice
          onRetry={() => void Promise.all([current.refetch(), agreement.refetch()])}
        />
      </div>
    );
  }
  if (!current.data || !agreement.data) return <LoadingScreen />;
  const data = current.data;
  if (!data.enrollmentYearId || agreement.data.version === null) {
    return (
      <div className="page stack">
        <h1>Upis</h1>
        <p>{m.notOpen}</p>
      </div>
    );
  }
  // Already accepted this version: nothing to do here (spec §4).
  if (data.enrollment && data.enrollment.agreementVersion === agreement.data.version) {
    return <Navigate to="/user" replace />;
  }
  return (
    <EnrollForm
      current={data}
      version={agreement.data.version}
      html={agreement.data.agreementText}
      year={agreement.data.schoolYear ?? ''}
    />
  );
}

function EnrollForm(props: {
  current: NonNullable<ReturnType<typeof useEnrollmentCurrent>['data']>;
  version: number;
  html: string;
  year: string;
}) {
  const { current, version, html, year } = props;
  const navigate = useNavigate();
  const accept = useAcceptEnrollment();
  const [values, setValues] = useState<EnrollFormValues>(() => initialValues(current));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [coolingDown, setCoolingDown] = useState(false);
  // The consents start as the student has them now, so an untouched box withdraws nothing.
  const { user } = useSession();
  const consents = useMyConsents(user?.id);
  const prefilled = useRef(false);
  useEffect(() => {
    if (!consents.data || prefilled.current) return;
    prefilled.current = true;
    const now = Object.fromEntries(consents.data.consents.map((c) => [c.purpose, c.granted]));
    setValues((v) => ({ ...v, consents: { ...now, ...v.consents } }));
  }, [consents.data]);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), ENROLLMENT_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const change = (patch: Partial<EnrollFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (coolingDown) {
      setFailure(m.cooldown);
      return;
    }
    const checked = checkForm(values, current, version);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setCoolingDown(true);
    try {
      await accept.mutateAsync(checked.body);
      await navigate('/user', { state: { message: m.accepted } });
    } catch (error) {
      if (isApiError(error) && error.status === 429) setFailure(error.message);
      else if (isApiError(error)) {
        setErrors(error.fieldErrors ?? {});
        setFailure(error.message || m.acceptFailed);
      } else setFailure(m.acceptFailed);
    }
  }

  const listed = Object.values(errors);
  return (
    <div className="page page-narrow stack">
      <h1>Upis za školsku godinu {year}</h1>
      <p className="muted">
        {current.prefill.ime} {current.prefill.prezime} · {current.prefill.email}
      </p>
      <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
        {listed.length > 0 && (
          <div className="alert alert-error" role="alert">
            <p>{m.invalidInputHeader}</p>
            <ul>
              {listed.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <EnrollFields values={values} errors={errors} current={current} onChange={change} />
        <section className="card stack" aria-labelledby="agreement-title">
          <h2 id="agreement-title">Uvjeti upisa (verzija {version})</h2>
          <div
            className="agreement-text"
            tabIndex={0}
            role="region"
            aria-label="Tekst uvjeta upisa"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </section>
        <ConsentChoices
          idPrefix="enroll"
          className="card stack"
          value={values.consents}
          byParent={consentByParent(values.datumRodjenja || null, new Date())}
          onChange={(next) => change({ consents: next })}
        />
        <CheckboxField
          label="Pročitao/la sam i prihvaćam uvjete upisa"
          checked={values.agreement}
          error={errors.agreement}
          onChange={(e) => change({ agreement: e.target.checked })}
        />
        {failure && (
          <p className="alert alert-error" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton disabled={accept.isPending || coolingDown}>
          {accept.isPending ? 'Slanje...' : 'Potvrdi upis'}
        </SubmitButton>
      </form>
    </div>
  );
}
