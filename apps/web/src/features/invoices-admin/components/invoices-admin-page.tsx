import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { downloadExport, useAdminInvoices, type InvoiceFilters } from '../api/admin-invoices.ts';
import { useFilterOptions } from '../api/filter-options.ts';
import { useCancelInvoice, useMarkPaid } from '../api/invoice-actions.ts';
import { useInvoiceSettings } from '../api/invoice-settings.ts';
import { cents, currentMonth, statusNames } from './admin-format.ts';
import { ImportDialog } from './import-dialog.tsx';
import { IssueDialog } from './issue-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import './invoices-admin.css';

type Dialog = 'issue' | 'import' | 'settings' | null;

/** /racuni-admin: the school's invoices with filters and totals; issue, import, settings. */
export default function InvoicesAdminPage() {
  const { user } = useSession();
  const [filters, setFilters] = useState<InvoiceFilters>({
    month: '',
    status: '',
    programId: '',
    mentorId: '',
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelId, setCancelId] = useState<number | null>(null);
  const list = useAdminInvoices(filters);
  const options = useFilterOptions(user?.schoolId);
  const settings = useInvoiceSettings();
  const cancel = useCancelInvoice();
  const paid = useMarkPaid();
  const toast = useToast();
  const fail = (e: unknown) => toast.show(isApiError(e) ? e.message : 'Greška.', 'error');
  const set = (key: keyof InvoiceFilters) => (e: { target: { value: string } }) =>
    setFilters({ ...filters, [key]: e.target.value });
  const configured = Boolean(settings.data?.settings);

  return (
    <div className="page stack invoices-admin">
      <h1>Računi učenika</h1>
      <div className="invoice-admin-actions">
        <button
          type="button"
          className="button"
          disabled={!configured}
          onClick={() => setDialog('issue')}
        >
          Izdaj račune
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setDialog('import')}
        >
          Uvoz uplata
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setDialog('settings')}
        >
          Postavke
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void downloadExport(filters, 'csv').catch(fail)}
        >
          Izvoz CSV
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void downloadExport(filters, 'xlsx').catch(fail)}
        >
          Izvoz XLSX
        </button>
      </div>
      {settings.data && !configured && (
        <p className="alert" role="status">
          Prije izdavanja računa unesite postavke (naziv, OIB, IBAN).
        </p>
      )}
      <div className="invoice-admin-filters">
        <TextField label="Mjesec" type="month" value={filters.month} onChange={set('month')} />
        <SelectField label="Status" value={filters.status} onChange={set('status')}>
          <option value="">Svi</option>
          {Object.entries(statusNames).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Program" value={filters.programId} onChange={set('programId')}>
          <option value="">Svi</option>
          {options.data?.programs.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Mentor" value={filters.mentorId} onChange={set('mentorId')}>
          <option value="">Svi</option>
          {options.data?.mentors.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </SelectField>
      </div>
      {list.data && (
        <p className="invoice-admin-totals" aria-live="polite">
          Računa: <strong>{list.data.totals.count}</strong> · plaćeno{' '}
          <strong>{cents(list.data.totals.paidCents)}</strong> · neplaćeno{' '}
          <strong>{cents(list.data.totals.unpaidCents)}</strong>
        </p>
      )}
      {list.isPending && <LoadingScreen />}
      {list.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju računa
        </p>
      )}
      {list.data?.items.length === 0 && <p className="muted">Nema računa za odabrane filtre.</p>}
      {list.data && list.data.items.length > 0 && (
        <div className="invoice-admin-scroll">
          <table className="invoice-admin-table" aria-label="Računi">
            <thead>
              <tr>
                <th scope="col">Broj</th>
                <th scope="col">Učenik</th>
                <th scope="col">Mjesec</th>
                <th scope="col" className="num">
                  Iznos
                </th>
                <th scope="col">Status</th>
                <th scope="col">Radnje</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((i) => {
                const open =
                  i.kind === 'invoice' && (i.status === 'issued' || i.status === 'overdue');
                return (
                  <tr key={i.id}>
                    <td>
                      {i.number}
                      {i.kind === 'storno' && <span className="badge">Storno</span>}
                    </td>
                    <td>{i.studentName}</td>
                    <td>{i.period}</td>
                    <td className="num">{cents(i.amountCents)}</td>
                    <td>{i.kind === 'invoice' ? statusNames[i.status] : '—'}</td>
                    <td className="invoice-admin-row-actions">
                      {open && (
                        <>
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={`Označi plaćenim račun ${i.number}`}
                            onClick={() =>
                              paid.mutate(
                                { invoiceIds: [i.id], source: 'manual' },
                                { onError: fail },
                              )
                            }
                          >
                            Plaćeno
                          </button>
                          <button
                            type="button"
                            className="button button-secondary"
                            aria-label={`Storniraj račun ${i.number}`}
                            onClick={() => setCancelId(i.id)}
                          >
                            Storno
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {dialog === 'issue' && (
        <IssueDialog
          programs={options.data?.programs ?? []}
          defaultMonth={currentMonth()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {dialog === 'settings' && settings.data && (
        <SettingsDialog settings={settings.data.settings} onClose={() => setDialog(null)} />
      )}
      {cancelId !== null && (
        <ConfirmDialog
          title="Storniranje računa"
          message="Izdat će se storno račun s novim brojem. Original ostaje zapisan kao storniran."
          confirmLabel="Storniraj"
          busy={cancel.isPending}
          onCancel={() => setCancelId(null)}
          onConfirm={() =>
            cancel.mutate(cancelId, {
              onSuccess: (a) => toast.show(a.message, 'success'),
              onError: fail,
              onSettled: () => setCancelId(null),
            })
          }
        />
      )}
    </div>
  );
}
