import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useInvoice } from '../api/invoice-detail.ts';
import { formatCents, monthLabel, statusLabels } from '../invoice-labels.ts';
import { CopyButton } from './copy-button.tsx';
import './invoices.css';

/**
 * /racuni/{id}: one invoice as a payment slip: the HUB-3 barcode large enough for a phone's
 * bank app, IBAN and reference to copy, the items and the PDF.
 */
export default function InvoiceDetailPage() {
  const id = Number(useParams().invoiceId);
  const invoice = useInvoice(id);
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  const i = invoice.data;
  const barcode = i ? `data:image/svg+xml;base64,${btoa(i.barcodeSvg)}` : '';

  async function download() {
    if (!i) return;
    setDownloading(true);
    try {
      await downloadInvoicePdf(i.id, `racun-${i.number.replace(/\//g, '-')}.pdf`);
    } catch (error) {
      toast.show(error instanceof Error ? error.message : 'Preuzimanje nije uspjelo.', 'error');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="page stack invoice-detail">
      <p>
        <Link to="/racuni">← Svi računi</Link>
      </p>
      {invoice.isPending && <LoadingScreen />}
      {invoice.isError && (
        <p className="alert alert-error" role="alert">
          Račun nije pronađen.
        </p>
      )}
      {i && (
        <>
          <h1>
            {i.kind === 'storno' ? 'Storno račun' : 'Račun'} {i.number}
          </h1>
          <p className="muted">
            {monthLabel(i.period)} · izdan {formatDate(i.issueDate)}
            {i.kind === 'invoice' && ` · rok plaćanja ${formatDate(i.dueDate)}`}
            {i.kind === 'invoice' && (
              <span className={`badge invoice-status invoice-status-${i.status}`}>
                {statusLabels[i.status]}
              </span>
            )}
          </p>
          <section className="card stack" aria-labelledby="slip-heading">
            <h2 id="slip-heading">Uplatnica</h2>
            <p className="invoice-amount">{formatCents(i.amountCents)}</p>
            {i.kind === 'invoice' && i.status !== 'cancelled' && (
              <>
                <img
                  className="invoice-barcode"
                  src={barcode}
                  alt={`Barkod za plaćanje računa ${i.number}`}
                />
                <p className="muted invoice-barcode-hint">
                  Skenirajte barkod aplikacijom svoje banke.{' '}
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setEnlarged(true)}
                  >
                    Povećaj barkod
                  </button>
                </p>
              </>
            )}
            <dl className="invoice-slip">
              <dt>Primatelj</dt>
              <dd>
                {i.issuer.name}
                <br />
                {[i.issuer.address, i.issuer.city].filter(Boolean).join(', ')}
              </dd>
              <dt>IBAN</dt>
              <dd className="invoice-copy">
                <code>{i.issuer.iban}</code>
                <CopyButton value={i.issuer.iban} label="IBAN" />
              </dd>
              <dt>Model i poziv na broj</dt>
              <dd className="invoice-copy">
                <code>
                  {i.model} {i.reference}
                </code>
                <CopyButton value={i.reference} label="poziv na broj" />
              </dd>
              <dt>Opis plaćanja</dt>
              <dd>{i.description}</dd>
              <dt>Platitelj</dt>
              <dd>{i.payer.name}</dd>
            </dl>
          </section>
          <section className="card stack" aria-labelledby="items-heading">
            <h2 id="items-heading">Stavke</h2>
            <table className="invoice-items">
              <tbody>
                {i.items.map((item, n) => (
                  <tr key={n}>
                    <td>{item.label}</td>
                    <td className="num">{formatCents(item.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Ukupno</th>
                  <td className="num">{formatCents(i.amountCents)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
          <button
            type="button"
            className="button"
            onClick={() => void download()}
            disabled={downloading}
          >
            {downloading ? 'Preuzimanje…' : 'Preuzmi PDF'}
          </button>
          {enlarged && (
            <Modal open title="Barkod za plaćanje" onClose={() => setEnlarged(false)}>
              <img
                className="invoice-barcode invoice-barcode-large"
                src={barcode}
                alt={`Barkod za plaćanje računa ${i.number}, uvećan`}
              />
            </Modal>
          )}
        </>
      )}
    </div>
  );
}
