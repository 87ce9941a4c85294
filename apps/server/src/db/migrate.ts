import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
import * as initial from './migrations/2026-11-22T0000-initial.ts';
import * as home from './migrations/2026-11-22T0100-home.ts';
import * as accounts from './migrations/2026-11-22T0200-accounts.ts';
import * as profile from './migrations/2026-11-22T0300-profile.ts';
import * as platform from './migrations/2026-11-25T0000-platform.ts';
import * as jobs from './migrations/2026-11-25T0100-jobs.ts';
import * as files from './migrations/2026-11-25T0200-files.ts';
import * as schoolCalendar from './migrations/2026-11-26T0950-school-calendar.ts';
import * as benchIndexes from './migrations/2026-11-26T0960-bench-indexes.ts';
import * as searchColumns from './migrations/2026-11-26T0970-search-columns.ts';
import * as schedule from './migrations/2026-11-26T1000-schedule.ts';
import * as notifications from './migrations/2026-11-26T1300-notifications.ts';
import * as chat from './migrations/2026-11-26T1100-chat.ts';
import * as invoices from './migrations/2026-11-26T1200-invoices.ts';
import * as enrollmentDocuments from './migrations/2026-11-26T1400-enrollment-documents.ts';
import * as admin from './migrations/2026-11-26T1500-admin.ts';
import * as support from './migrations/2026-11-26T1600-support.ts';
import * as invoiceMail from './migrations/2026-11-27T1200-invoice-mail.ts';
import * as invoiceListIndexes from './migrations/2026-11-27T1210-invoice-list-indexes.ts';
import * as idempotencyLease from './migrations/2026-11-27T1300-idempotency-lease.ts';
import * as signupConsents from './migrations/2026-11-28T0500-signup-consents.ts';
import * as nameSortColumns from './migrations/2026-11-28T0600-name-sort-columns.ts';
import * as changeNotifications from './migrations/2026-11-29T0600-change-notifications.ts';

/** Every migration, in order. A new migration is a new file added here, never an edit. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0000-initial': initial,
  '2026-11-22T0100-home': home,
  '2026-11-22T0200-accounts': accounts,
  '2026-11-22T0300-profile': profile,
  '2026-11-25T0000-platform': platform,
  '2026-11-25T0100-jobs': jobs,
  '2026-11-25T0200-files': files,
  '2026-11-26T0950-school-calendar': schoolCalendar,
  '2026-11-26T0960-bench-indexes': benchIndexes,
  '2026-11-26T0970-search-columns': searchColumns,
  '2026-11-26T1000-schedule': schedule,
  '2026-11-26T1300-notifications': notifications,
  '2026-11-26T1100-chat': chat,
  '2026-11-26T1200-invoices': invoices,
  '2026-11-26T1400-enrollment-documents': enrollmentDocuments,
  '2026-11-26T1500-admin': admin,
  '2026-11-26T1600-support': support,
  '2026-11-27T1200-invoice-mail': invoiceMail,
  '2026-11-27T1210-invoice-list-indexes': invoiceListIndexes,
  '2026-11-27T1300-idempotency-lease': idempotencyLease,
  '2026-11-28T0500-signup-consents': signupConsents,
  '2026-11-28T0600-name-sort-columns': nameSortColumns,
  '2026-11-29T0600-change-notifications': changeNotifications,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any>
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

/** Moves the schema to just after `name`, down or up (tests of a migration's data move). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any>
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  if (!Object.hasOwn(migrations, name)) throw new Error(`No migration ${name}`);
  const migrator = new Migrator({ db, provider, ...(await migrationTableSchema(db)) });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

/**
 * Kysely looks for its bookkeeping tables in every schema of a PostgreSQL server unless told
 * which one: with other schemas holding them (parallel test files, one schema each) it skipped
 * creating its own and failed. Name the connection's current schema (public in production).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed against Kysely<any>
async function migrationTableSchema(db: Kysely<any>): Promise<{ migrationTableSchema?: string }> {
  const adapter = db.getExecutor().adapter.constructor.name.toLowerCase();
  if (!adapter.includes('postgres')) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  return rows[0]?.schema ? { migrationTableSchema: rows[0].schema } : {};
}
