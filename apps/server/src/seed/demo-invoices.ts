import { schoolDateAt } from '@takt/shared/calendar-date';
import { novemberOfSchoolYear } from '@takt/shared/invoice-periods';
import type { InvoiceRunInput, InvoiceSummary } from '@takt/shared/schemas/invoices';
import { invoiceSettingsInputSchema } from '@takt/shared/schemas/invoice-settings';
import { person, type DemoServices, type DemoStep } from './demo-world.ts';

/** 'YYYY-MM' of the month `back` months before `today`'s. */
function monthBefore(today: string, back: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - back;
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Every invoice of the school, page after page. */
async function everyInvoice(
  services: DemoServices,
  admin: Parameters<DemoServices['invoices']['list']>[0],
): Promise<InvoiceSummary[]> {
  const all: InvoiceSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await services.invoices.list(admin, { limit: 200, ...(cursor && { cursor }) });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * The first school bills its students for the last three months: the Horvat siblings show the
 * discount, most invoices are paid, 'ucenik' owes this month's (the red dot), and one invoice
 * was cancelled by a storno. Luka Malić ('ucenik.mali', Gitara) is not yet billed for November
 * of this school year: the admin's walkthrough issues it. PDFs are made by the background jobs
 * the runs queue (or on their first download).
 */
export const seedInvoices: DemoStep = async (services, world) => {
  const invoices = services.invoices;
  const admin = person(world, 'admin');
  await invoices.saveSettings(
    admin,
    invoiceSettingsInputSchema.parse({
      issuerName: 'Glazbena škola Allegro',
      oib: '69435151530',
      iban: 'HR1210010051863000160',
      address: 'Ilica 12',
      city: '10000 Zagreb',
      premises: 'SKOLA1',
      device: '1',
      dueDays: 15,
      defaultDescription: 'Školarina',
      siblingDiscounts: [50, 100],
    }),
  );
  const today = schoolDateAt(world.now);
  const months = [2, 1, 0].map((back) => monthBefore(today, back));
  const november = novemberOfSchoolYear(today);
  const luka = person(world, 'ucenik.mali').id;
  for (const period of months) {
    let run: InvoiceRunInput = { period, scope: { kind: 'all' } };
    if (period === november) {
      const { lines } = await invoices.preview(admin, run);
      const studentIds = lines.map((l) => l.studentId).filter((id) => id !== luka);
      run = { period, scope: { kind: 'students', studentIds } };
    }
    await invoices.issue(admin, run);
  }
  const ucenik = person(world, 'ucenik').id;
  const current = months[2]!;
  const issued = await everyInvoice(services, admin);
  // One invoice of the middle month is cancelled by a storno (someone other than the demo users).
  const cancelled = issued.find(
    (i) => i.period === months[1] && i.studentId !== ucenik && i.studentId !== luka,
  );
  if (cancelled) await invoices.cancel(admin, cancelled.id);
  // Everything older is paid, and most of this month; 'ucenik' and every fourth student owe it.
  const paid = issued.filter(
    (i, n) =>
      i.kind === 'invoice' &&
      i.id !== cancelled?.id &&
      !(i.period === current && (i.studentId === ucenik || n % 4 === 0)),
  );
  await invoices.markPaid(admin, { invoiceIds: paid.map((i) => i.id), source: 'camt' });
};
