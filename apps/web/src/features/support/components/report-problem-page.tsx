import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  problemCategories,
  problemCategoryLabels,
  type ProblemCategory,
} from '@takt/shared/schemas/support';
import { supportMessages as m } from '@takt/shared/support-messages';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useReportProblem } from '../api/report-problem.ts';
import { WizardChoices } from './wizard-choices.tsx';
import {
  deviceInfo,
  emptyWizard,
  stepError,
  WIZARD_STEPS,
  type WizardValues,
} from '../wizard-rules.ts';
import '../support.css';

/** /report-problem: category → subcategory → description (spec §2, §4), role/device/page attached. */
export default function ReportProblemPage() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(emptyWizard);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useReportProblem();
  const set = (patch: Partial<WizardValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  const next = () => {
    const problem = stepError(step, values);
    if (problem) setError(problem);
    else setStep((s) => s + 1);
  };
  const submit = async () => {
    const problem = stepError(2, values);
    if (problem || !values.category) return setError(problem);
    try {
      const answer = await send.mutateAsync({
        kind: 'problem',
        category: values.category,
        subcategory: values.subcategory,
        description: values.description.trim(),
        ...(values.steps.trim() ? { steps: values.steps.trim() } : {}),
        deviceInfo: deviceInfo(navigator, window.screen),
        url: from || '/report-problem',
        previousUrl: document.referrer ? new URL(document.referrer).pathname : '',
      });
      setSent(answer.message);
    } catch (e) {
      setError(isApiError(e) && e.code !== 'network_error' ? e.message : m.reportFailed);
    }
  };

  if (sent) {
    return (
      <div className="page-narrow stack report-wizard">
        <div className="card stack">
          <h1>Prijava poslana</h1>
          <p className="alert alert-success" role="status">
            {sent}
          </p>
          <Link className="button" to="/user">
            Natrag na naslovnu
          </Link>
        </div>
      </div>
    );
  }

  const category = values.category;
  return (
    <div className="page-narrow stack report-wizard">
      <div className="card stack">
        <h1 className="visually-hidden">Prijava problema</h1>
        <ol className="wizard-steps" aria-label="Koraci">
          {WIZARD_STEPS.map((label, i) => (
            <li key={label} aria-current={i === step ? 'step' : undefined}>
              <span className="wizard-step-number">{i + 1}</span> {label}
            </li>
          ))}
        </ol>
        {step === 0 && (
          <WizardChoices
            legend="Što ne radi?"
            name="category"
            options={(Object.keys(problemCategories) as ProblemCategory[]).map((key) => ({
              value: key,
              label: problemCategoryLabels[key],
            }))}
            value={values.category}
            onChange={(value) => set({ category: value as ProblemCategory, subcategory: '' })}
          />
        )}
        {step === 1 && category && (
          <WizardChoices
            legend={`${problemCategoryLabels[category]}: točnije?`}
            name="subcategory"
            options={problemCategories[category].map((s) => ({ value: s, label: s }))}
            value={values.subcategory}
            onChange={(value) => set({ subcategory: value })}
          />
        )}
        {step === 2 && (
          <div className="stack">
            <TextareaField
              label="Opis problema (najmanje 10 znakova)"
              rows={5}
              maxLength={5000}
              value={values.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <TextareaField
              label="Koraci do problema (neobavezno)"
              rows={3}
              maxLength={3000}
              value={values.steps}
              onChange={(e) => set({ steps: e.target.value })}
            />
          </div>
        )}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div className="row wizard-actions">
          {step > 0 && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setStep(step - 1)}
            >
              Natrag
            </button>
          )}
          {step < 2 ? (
            <button type="button" className="button" onClick={next}>
              Dalje
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={send.isPending}
              onClick={() => void submit()}
            >
              {send.isPending ? 'Slanje...' : 'Pošalji prijavu'}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
