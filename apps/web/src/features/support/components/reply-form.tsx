import { useState } from 'react';
import { supportMessages as m } from '@takt/shared/support-messages';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useReplyToReport } from '../api/problem-reports.ts';

/** The admin's answer to the reporter, sent by e-mail through the outbox. */
export function ReplyForm({ reportId, onDone }: { reportId: number; onDone: () => void }) {
  const toast = useToast();
  const reply = useReplyToReport();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (text.trim().length < 2) return setError(m.replyTooShort);
    try {
      const answer = await reply.mutateAsync({ id: reportId, message: text.trim() });
      toast.show(answer.message, 'success');
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.message : m.reportFailed);
    }
  };
  return (
    <div className="stack">
      <TextareaField
        label="Odgovor pošiljatelju"
        rows={3}
        maxLength={5000}
        value={text}
        error={error ?? undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={reply.isPending}
          onClick={() => void send()}
        >
          {reply.isPending ? 'Slanje...' : 'Pošalji odgovor'}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Odustani
        </button>
      </div>
    </div>
  );
}
