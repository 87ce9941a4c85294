import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useImportPreview, useMarkPaid } from '../api/invoice-actions.ts';

const STATUS = { matched: 'Pronađen', alreadyPaid: 'Već plaćen', unmatched: 'Nije pronađen' };

/**
 * Paid-status import: a camt.053 statement or the school's spreadsheet is read into a preview;
 * matched lines are marked paid, unmatched ones can get an invoice id by hand.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const preview = useImportPreview();
  const markPaid = useMarkPaid();
  const toast = useToast();
  const [manual, setManual] = useState<Record<number, string>>({});
  const lines = preview.data?.lines ?? [];
  const ids = [
    ...lines.filter((l) => l.status === 'matched').map((l) => l.invoiceId!),
    ...Object.values(manual)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  ];

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
                  <td>{l.text}</td>
                  <td>{STATUS[l.status]}</td>
                  <td>
                    {l.status === 'unmatched' ? (
                      <input
                        aria-label={`Broj računa (ID) za uplatu: ${l.text}`}
                        inputMode="numeric"
                        size={6}
                        value={manual[n] ?? ''}
                        onChange={(e) => setManual({ ...manual, [n]: e.target.value })}
                      />
                    ) : (
                      `${l.invoiceNumber} · ${l.studentName}`
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {preview.data && (
          <button
            type="button"
            className="button"
            disabled={ids.length === 0 || markPaid.isPending}
            onClick={() =>
              markPaid.mutate(
                {
                  invoiceIds: ids,
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
            Označi plaćenim ({ids.length})
          </button>
        )}
      </div>
    </Modal>
  );
}
