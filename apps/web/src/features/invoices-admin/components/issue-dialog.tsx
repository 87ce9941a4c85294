import { useState } from 'react';
import type { InvoiceRunInput } from '@takt/shared/schemas/invoices';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useIssueRun, usePreviewRun } from '../api/invoice-run.ts';
import { cents } from './admin-format.ts';
import { IssueProgress } from './issue-progress.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { StudentPicker, type PickedStudent } from './student-picker.tsx';

interface Props {
  programs: { id: number; label: string }[];
  defaultMonth: string;
  onClose: () => void;
}

/**
 * The issue wizard: a month or an instalment, and the students (all, a program's or picked by
 * name), then a preview of every amount, then issue; the PDFs' progress follows.
 */
export function IssueDialog({ programs, defaultMonth, onClose }: Props) {
  const [period, setPeriod] = useState(defaultMonth);
  const [scope, setScope] = useState('all');
  const [picked, setPicked] = useState<PickedStudent[]>([]);
  const preview = usePreviewRun();
  const issue = useIssueRun();
  const run = (): InvoiceRunInput => ({
    period,
    scope:
      scope === 'students'
        ? { kind: 'students', studentIds: picked.map((p) => p.id) }
        : scope.startsWith('program:')
          ? { kind: 'program', programId: Number(scope.slice(8)) }
          : { kind: 'all' },
  });
  const failure = preview.error ?? issue.error;
  const changed = () => preview.reset();

  if (issue.data) {
    return (
      <Modal open title="Izdavanje računa" onClose={onClose}>
        <div className="stack">
          <IssueProgress period={period} message={issue.data.message} />
          <button type="button" className="button" onClick={onClose}>
            Gotovo
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open title="Izdavanje računa" onClose={onClose}>
      <div className="stack">
        <PeriodPicker
          legend="Razdoblje"
          value={period}
          currentMonth={defaultMonth}
          onChange={(p) => {
            setPeriod(p);
            changed();
          }}
        />
        <SelectField
          label="Učenici"
          value={scope}
          onChange={(e) => {
            setScope(e.target.value);
            changed();
          }}
        >
          <option value="all">Svi učenici</option>
          {programs.map((p) => (
            <option key={p.id} value={`program:${p.id}`}>
              Program: {p.label}
            </option>
          ))}
          <option value="students">Odabrani učenici</option>
        </SelectField>
        {scope === 'students' && (
          <div className="stack">
            <StudentPicker
              label="Dodaj učenika"
              picked={picked}
              onPick={(s) => {
                setPicked([...picked, s]);
                changed();
              }}
            />
            {picked.length > 0 && (
              <ul className="invoice-chips" aria-label="Odabrani učenici">
                {picked.map((s) => (
                  <li key={s.id}>
                    {s.name}
                    <button
                      type="button"
                      className="button button-secondary"
                      aria-label={`Ukloni: ${s.name}`}
                      onClick={() => {
                        setPicked(picked.filter((p) => p.id !== s.id));
                        changed();
                      }}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {failure && (
          <p className="alert alert-error" role="alert">
            {isApiError(failure) ? failure.message : 'Greška.'}
          </p>
        )}
        {!preview.data && (
          <button
            type="button"
            className="button"
            disabled={!period || preview.isPending || (scope === 'students' && picked.length === 0)}
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
            <div className="invoice-admin-scroll">
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
            </div>
            <button
              type="button"
              className="button"
              disabled={issue.isPending || preview.data.readyCount === 0}
              onClick={() => issue.mutate(run())}
            >
              {issue.isPending ? 'Izdajem…' : `Izdaj ${preview.data.readyCount} računa`}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
