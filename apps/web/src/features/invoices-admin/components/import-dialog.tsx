import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { useImportPreview, useMarkPaid } from '../api/invoice-actions.ts';
import { InvoicePicker, type PickedInvoice } from './invoice-picker.tsx';

const STATUS = {
  matched: 'Pronađen',
  alreadyPaid: 'Već plaćen',
  duplicate: 'Dvostruka uplata',
  unmatched: 'Nije pronađen',
};

/**
 * Paid-status import: a camt.053 statement or the school's spreadsheet is read into a preview;
 * matched lines are marked paid on their booking day, unmatched ones can be matched by hand to
 * an invoice found by number, student or reference. A payment the file lists twice is shown,
 * not applied twice.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const preview = useImportPreview();
  const markPaid = useMarkPaid();
  const toast = useToast();
  const [manual, setManual] = useState<Record<number, PickedInvoice>>({});
  const lines = preview.data?.lines ?? [];
  const payments = new Map<number, string | undefined>();
  for (const l of lines) {
    if (l.status === 'matched' && l.invoiceId !== null) {
      payments.set(l.invoiceId, l.paidOn ?? undefined);
    }
  }
  lines.forEach((l, n) => {
    const picked = manual[n];
    if (picked && !payments.has(picked.id)) payments.set(picked.id, l.paidOn ?? undefined);
  });

  return (
    <Modal open title="Uvoz uplata" onClose={onClose}>
      <div className="stack">
        <label className="field">
          <span className="field-label">Izvod banke (camt.053 XML) ili tablica uplata (XLSX)</span>
          <input
            type="file"
            accept=".xml,.xlsx,application/xml,text/xml,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setManual({});
              if (file) preview.mutate(file);
            }}
          />
        </label>
        {preview.isPending && <p>Čitam datoteku…</p>}
        {preview.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(preview.error) ? preview.error.message : 'Greška.'}
          </p>
        )}
        {preview.data && (
          <div className="invoice-admin-scroll">
            <table className="invoice-admin-table" aria-label="Pregled uplata">
              <thead>
                <tr>
                  <th scope="col">Uplata</th>
                  <th scope="col">Stanje</th>
                  <th scope="col">Račun</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l, n) => (
                  <tr key={n}>
                    <td>
                      {l.text}
                      {l.paidOn && <div className="muted">Uplaćeno {formatDate(l.paidOn)}</div>}
                    </td>
                    <td>{STATUS[l.status]}</td>
                    <td>
                      {l.status === 'unmatched' ? (
                        <InvoicePicker
                          payment={l.text}
                          picked={manual[n] ?? null}
                          onPick={(picked) => {
                            const next = { ...manual };
                            if (picked) next[n] = picked;
                            else delete next[n];
                            setManual(next);
                          }}
                        />
                      ) : (
                        `${l.invoiceNumber} · ${l.studentName}`
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {preview.data && (
          <button
            type="button"
            className="button"
            disabled={payments.size === 0 || markPaid.isPending}
            onClick={() =>
              markPaid.mutate(
                {
                  payments: [...payments].map(([invoiceId, paidOn]) => ({
                    invoiceId,
                    ...(paidOn && { paidOn }),
                  })),
                  source: preview.data.format === 'xlsx' ? 'xlsx' : 'camt',
                },
                {
                  onSuccess: (a) => {
                    toast.show(a.message, 'success');
                    onClose();
                  },
                  onError: (e) => toast.show(isApiError(e) ? e.message : 'Greška.', 'error'),
                },
              )
            }
          >
            Označi plaćenim ({payments.size})
          </button>
        )}
      </div>
    </Modal>
  );
}
