import { schoolDateAt } from '@takt/shared/calendar-date';
import { invoiceSettingsInputSchema } from '@takt/shared/schemas/invoices';
import { person, type DemoStep } from './demo-world.ts';

/** 'YYYY-MM' of the month `back` months before `today`'s. */
function monthBefore(today: string, back: number): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - back;
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The first school bills its students for the last three months: the Horvat siblings show the
 * discount, most invoices are paid, 'ucenik' owes this month's (the red dot), and one invoice
 * was cancelled by a storno. PDFs are made on their first download.
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
  for (const period of months) {
    await invoices.issue(admin, { period, scope: { kind: 'all' } }, { renderPdfs: false });
  }
  const { items } = await invoices.list(admin, { limit: 200 });
  const ucenik = person(world, 'ucenik').id;
  const current = months[2]!;
  // One invoice of the middle month is cancelled by a storno (someone other than the demo users).
  const cancelled = items.find(
    (i) =>
      i.period === months[1] &&
      i.studentId !== ucenik &&
      i.studentId !== person(world, 'ucenik.mali').id,
  );
  if (cancelled) await invoices.cancel(admin, cancelled.id);
  // Everything older is paid, and most of this month; 'ucenik' and every fourth student owe it.
  const paid = items.filter(
    (i, n) =>
      i.id !== cancelled?.id && !(i.period === current && (i.studentId === ucenik || n % 4 === 0)),
  );
  await invoices.markPaid(
    admin,
    paid.map((i) => i.id),
    'camt',
  );
};
