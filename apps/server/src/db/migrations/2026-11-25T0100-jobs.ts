import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { portable } from './portable.ts';

/**
 * Background jobs, claimed with leases so that each occurrence runs once across instances:
 * - job_schedules: one row per recurring job (the occurrence in hand, when to try it next, who
 *   holds it and until when, how the last run went);
 * - job_queue: one-off jobs (a JSON payload, when they may run, their lease); a dedupe key is
 *   unique among the jobs of a name that still wait;
 * - job_runs: the history admins read (never payloads or personal data), pruned by age and count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('schedule', p.json, (c) => c.notNull())
    .addColumn('occurrenceAt', p.timestamp, (c) => c.notNull())
    .addColumn('nextRunAt', p.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leaseOwner', 'varchar(100)')
    .addColumn('leaseUntil', p.timestamp)
    .addColumn('lastStartedAt', p.timestamp)
    .addColumn('lastFinishedAt', p.timestamp)
    .addColumn('lastStatus', 'varchar(20)')
    .addColumn('lastError', 'varchar(500)')
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_queue')
    .addColumn('id', 'integer', p.id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload', p.json, (c) => c.notNull())
    .addColumn('dedupeKey', 'varchar(200)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('runAt', p.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('leaseOwner', 'varchar(100)')
    .addColumn('leaseUntil', p.timestamp)
    .addColumn('lastError', 'varchar(500)')
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('finishedAt', p.timestamp)
    .execute();
  await db.schema
    .createIndex('job_queue_due_idx')
    .on('job_queue')
    .columns(['status', 'runAt'])
    .execute();
  await db.schema
    .createIndex('job_queue_dedupe_idx')
    .on('job_queue')
    .columns(['name', 'dedupeKey'])
    .unique()
    .where(sql.ref('status'), '=', 'waiting')
    .execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'integer', p.id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('scheduledFor', p.timestamp, (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('startedAt', p.timestamp)
    .addColumn('finishedAt', p.timestamp, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('error', 'varchar(500)')
    .execute();
  await db.schema.createIndex('job_runs_name_idx').on('job_runs').columns(['name', 'id']).execute();
  await db.schema
    .createIndex('job_runs_finished_idx')
    .on('job_runs')
    .columns(['finishedAt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('job_queue').execute();
  await db.schema.dropTable('job_schedules').execute();
}
