import { useState } from 'react';
import { supportMessages as m } from '@takt/shared/support-messages';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendSupport } from '../api/support-message.ts';

/** The support form of /about (signed-in people only; spec §5: subject and message required). */
export function SupportForm() {
  const send = useSendSupport();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(subject.trim() ? {} : { subject: m.subjectRequired }),
      ...(message.trim() ? {} : { message: m.messageRequired }),
    };
    setErrors(found);
    if (found.subject || found.message) return;
    try {
      await send.mutateAsync({ subject: subject.trim(), message: message.trim() });
      setResult({ ok: true, text: m.supportSent });
      setSubject('');
      setMessage('');
    } catch (e) {
      setResult({
        ok: false,
        text: isApiError(e) && e.status === 429 ? e.message : m.supportFailed,
      });
    }
  };
  return (
    <form
      className="card stack"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="support-title"
    >
      <h2 id="support-title">Podrška</h2>
      <p className="muted">Imate pitanje? Poruka stiže na adresu podrške vaše škole.</p>
      {result && (
        <p
          className={`alert ${result.ok ? 'alert-success' : 'alert-error'}`}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </p>
      )}
      <TextField
        label="Naslov"
        value={subject}
        maxLength={200}
        error={errors.subject}
        onChange={(e) => setSubject(e.target.value)}
      />
      <TextareaField
        label="Poruka"
        rows={4}
        maxLength={5000}
        value={message}
        error={errors.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? 'Slanje...' : 'Pošalji pitanje'}
      </button>
    </form>
  );
}
