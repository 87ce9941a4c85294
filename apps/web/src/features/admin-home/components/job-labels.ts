import type { JobSummary } from '@takt/shared/schemas/jobs';

/** Every job the server registers (`recurring(` and `define(` in apps/server/src). */
const labels: Record<string, string> = {
  'mail-outbox': 'Slanje e-pošte',
  'prune-sessions': 'Brisanje isteklih prijava',
  'prune-delivered-mail': 'Brisanje stare poslane pošte',
  'purge-signups': 'Brisanje starih zahtjeva za upis',
  'prune-job-history': 'Brisanje stare povijesti poslova',
  'notifications.announce': 'Obavijesti o novim objavama i anketama',
  'notifications.push': 'Slanje push obavijesti',
  'notifications.push-retry': 'Ponovno slanje push obavijesti',
  'notifications.reminders': 'Podsjetnici na sat i vježbanje',
  'idempotency-keys-purge': 'Brisanje starih ključeva ponovljenih zahtjeva',
  'chat.unread-check': 'Obavijesti o nepročitanim porukama',
  'invoices.overdue': 'Provjera dospjelih računa',
  'invoices.finish': 'Izrada PDF-ova izdanih računa',
  'invoices.mail': 'Slanje računa e-poštom',
  'analytics.prune': 'Brisanje stare analitike',
  'admin.import-credentials': 'Slanje pristupnih podataka uvezenim korisnicima',
};

/** A job's name as admins read it; jobs without a label keep their technical name. */
export function jobLabel(name: string): string {
  return labels[name] ?? name;
}

/** Jobs that failed in the last 24 hours or whose last run failed, most failures first. */
export function jobsWithFailures(jobs: JobSummary[]): JobSummary[] {
  return jobs
    .filter((job) => job.failuresLast24h > 0 || job.lastStatus === 'failed')
    .sort((a, b) => b.failuresLast24h - a.failuresLast24h || a.name.localeCompare(b.name));
}
