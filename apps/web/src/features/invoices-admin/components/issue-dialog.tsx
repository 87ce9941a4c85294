import { useState } from 'react';
import type { InvoiceRunInput } from '@takt/shared/schemas/invoices';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIssueRun, usePreviewRun } from '../api/invoice-run.ts';
import { cents } from './admin-format.ts';

interface Props {
  programs: { id: number; label: string }[];
  defaultMonth: string;
  onClose: () => void;
}

/** The issue wizard: month and students, then a preview of every amount, then issue. */
export function IssueDialog({ programs, defaultMonth, onClose }: Props) {
  const [period, setPeriod] = useState(defaultMonth);
  const [programId, setProgramId] = useState('');
  const preview = usePreviewRun();
  const issue = useIssueRun();
  const toast = useToast();
  const run = (): InvoiceRunInput => ({
    period,
    scope: programId ? { kind: 'program', programId: Number(programId) } : { kind: 'all' },
  });
  const failure = preview.error ?? issue.error;

  return (
    <Modal open title="Izdavanje računa" onClose={onClose}>
      <div className="stack">
        <div className="invoice-admin-filters">
          <TextField
            label="Mjesec"
            type="month"
            value={period}
            onChange={(e) => {
              setPeriod(e.target.value);
              preview.reset();
            }}
          />
          <SelectField
            label="Učenici"
            value={programId}
            onChange={(e) => {
              setProgramId(e.target.value);
              preview.reset();
            }}
          >
            <option value="">Svi učenici</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                Program: {p.label}
              </option>
            ))}
          </SelectField>
        </div>
        {failure && (
          <p className="alert alert-error" role="alert">
            {isApiError(failure) ? failure.message : 'Greška.'}
          </p>
        )}
        {!preview.data && (
          <button
            type="button"
            className="button"
            disabled={!period || preview.isPending}
            onClick={() => preview.mutate(run())}
          >
            {preview.isPending ? 'Računam…' : 'Pregled iznosa'}
          </button>
        )}
        {preview.data && (
          <>
            <p>
              Računa za izdavanje: <strong>{preview.data.readyCount}</strong>, ukupno{' '}
              <strong>{cents(preview.data.totalCents)}</strong>
            </p>
            <table className="invoice-admin-table" aria-label="Pregled računa">
              <thead>
                <tr>
                  <th scope="col">Učenik</th>
                  <th scope="col">Stavke</th>
                  <th scope="col" className="num">
                    Iznos
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.data.lines.map((l) => (
                  <tr key={l.studentId} className={l.ready ? '' : 'muted'}>
                    <td>
                      {l.ime} {l.prezime}
                    </td>
                    <td>
                      {l.items.map((i) => `${i.label} ${cents(i.amountCents)}`).join('; ')}
                      {l.reason && <div className="muted">{l.reason}</div>}
                    </td>
                    <td className="num">{l.ready ? cents(l.amountCents) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button
              type="button"
              className="button"
              disabled={issue.isPending || preview.data.readyCount === 0}
              onClick={() =>
                issue.mutate(run(), {
                  onSuccess: (answer) => {
                    toast.show(answer.message, 'success');
                    onClose();
                  },
                })
              }
            >
              {issue.isPending ? 'Izdajem…' : `Izdaj ${preview.data.readyCount} računa`}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
