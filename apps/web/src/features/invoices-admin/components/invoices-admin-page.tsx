import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import {
  downloadExport,
  emptyFilters,
  useAdminInvoices,
  type InvoiceFilters as Filters,
} from '../api/admin-invoices.ts';
import { useFilterOptions } from '../api/filter-options.ts';
import {
  useCancelInvoice,
  useMarkPaid,
  useSendInvoice,
  useSendMatching,
} from '../api/invoice-actions.ts';
import { useInvoiceSettings } from '../api/invoice-settings.ts';
import { cents, currentMonth } from './admin-format.ts';
import { ImportDialog } from './import-dialog.tsx';
import { InvoiceFilters } from './invoice-filters.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { IssueDialog } from './issue-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import './invoices-admin.css';

type Dialog = 'issue' | 'import' | 'settings' | 'send' | null;

/**
 * /racuni-admin: the school's invoices with filters and totals, page after page; issue, import,
 * settings, export, and e-mail (one invoice, or every invoice the filters show).
 */
export default function InvoicesAdminPage() {
  const { user } = useSession();
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [cancelId, setCancelId] = useState<number | null>(null);
  const list = useAdminInvoices(filters);
  const options = useFilterOptions(user?.schoolId);
  const settings = useInvoiceSettings();
  const cancel = useCancelInvoice();
  const paid = useMarkPaid();
  const send = useSendInvoice();
  const sendMatching = useSendMatching();
  const toast = useToast();
  const fail = (e: unknown) => toast.show(isApiError(e) ? e.message : 'Greška.', 'error');
  const done = (a: { message: string }) => toast.show(a.message, 'success');
  const configured = Boolean(settings.data?.settings);
  const month = currentMonth();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = list.data?.pages[0]?.totals;

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
          disabled={!totals || totals.count === 0}
          onClick={() => setDialog('send')}
        >
          Pošalji e-poštom
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
      <InvoiceFilters
        filters={filters}
        onChange={setFilters}
        programs={options.data?.programs ?? []}
        mentors={options.data?.mentors ?? []}
        currentMonth={month}
      />
      {totals && (
        <p className="invoice-admin-totals" aria-live="polite">
          Računa: <strong>{totals.count}</strong> · plaćeno{' '}
          <strong>{cents(totals.paidCents)}</strong> · neplaćeno{' '}
          <strong>{cents(totals.unpaidCents)}</strong>
        </p>
      )}
      {list.isPending && <LoadingScreen />}
      {list.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju računa
        </p>
      )}
      {list.data && items.length === 0 && <p className="muted">Nema računa za odabrane filtre.</p>}
      {items.length > 0 && (
        <InvoiceTable
          items={items}
          busy={paid.isPending || send.isPending}
          onPaid={(i) =>
            paid.mutate(
              { invoiceIds: [i.id], source: 'manual' },
              { onSuccess: done, onError: fail },
            )
          }
          onCancel={(i) => setCancelId(i.id)}
          onSend={(i) => send.mutate(i.id, { onSuccess: done, onError: fail })}
        />
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Učitavam…' : `Učitaj još (prikazano ${items.length})`}
        </button>
      )}
      {dialog === 'issue' && (
        <IssueDialog
          programs={options.data?.programs ?? []}
          defaultMonth={month}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {dialog === 'settings' && settings.data && (
        <SettingsDialog settings={settings.data.settings} onClose={() => setDialog(null)} />
      )}
      {dialog === 'send' && (
        <ConfirmDialog
          title="Slanje računa e-poštom"
          message={`Računi koje prikazuju odabrani filtri (${totals?.count ?? 0}, bez storniranih) poslat će se e-poštom s PDF-om u privitku, svaki na adresu učenikova korisničkog računa.`}
          confirmLabel="Pošalji"
          tone="default"
          busy={sendMatching.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() =>
            sendMatching.mutate(filters, {
              onSuccess: done,
              onError: fail,
              onSettled: () => setDialog(null),
            })
          }
        />
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
              onSuccess: done,
              onError: fail,
              onSettled: () => setCancelId(null),
            })
          }
        />
      )}
    </div>
  );
}
