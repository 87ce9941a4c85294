import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import { periodLabel } from '@takt/shared/invoice-periods';
import { render, type Block, type MailContext } from '../mail/mail.templates.ts';
import { euros } from './invoice-lines.ts';
import type { InvoiceRecord } from './invoice-rows.repository.ts';

const hrDate = (iso: string) => {
  const [y, mo, d] = iso.split('-');
  return `${d}.${mo}.${y}.`;
};

/**
 * The mail an invoice goes out with (its PDF attached): what is billed and how to pay it, so the
 * parent can pay from the mail alone; the link opens the slip with the barcode in Takt.
 */
export function invoiceMail(ctx: MailContext, invoice: InvoiceRecord) {
  const storno = invoice.kind === 'storno';
  const blocks: Block[] = [
    {
      p: storno
        ? `u privitku je storno račun ${invoice.numberText} (${periodLabel(invoice.period)}, učenik: ${invoice.studentName}). ${invoice.description}.`
        : `u privitku je račun ${invoice.numberText} za ${periodLabel(invoice.period)} (učenik: ${invoice.studentName}).`,
    },
  ];
  if (!storno) {
    blocks.push({
      fields: [
        ['Iznos', `${euros(invoice.amountCents)} €`],
        ['Rok plaćanja', hrDate(invoice.dueDate)],
        ['IBAN primatelja', invoice.issuer.iban],
        ['Model i poziv na broj', `${invoice.model} ${invoice.reference}`.trim()],
        ['Opis plaćanja', invoice.description],
      ],
    });
    blocks.push({
      p: 'Barkod s PDF-a ili sa stranice računa u aplikaciji možete skenirati aplikacijom svoje banke.',
    });
  }
  const base = ctx.loginUrl?.replace(/\/login$/, '');
  if (base) blocks.push({ link: ['Otvori račun u aplikaciji', `${base}/racuni/${invoice.id}`] });
  return render(
    ctx,
    m.mailSubject(invoice.numberText, invoice.issuer.name || ctx.schoolName),
    'Poštovani/a,',
    blocks,
  );
}
