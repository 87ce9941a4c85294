import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { falseDefault, portable } from './portable.ts';

/**
 * Platform seams:
 * - users.isOperator: runs the installation for several schools;
 * - users.confirmedAt: a mentor who registers through the school's link waits (null) for an admin
 *   before seeing student data; everyone who exists already counts as confirmed;
 * - school_transfers: moving a student to another school is a request the receiving school's
 *   admin accepts, never a one-sided move.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  await db.schema
    .alterTable('users')
    .addColumn('isOperator', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .execute();
  await db.schema.alterTable('users').addColumn('confirmedAt', p.timestamp).execute();
  await sql`update users set "confirmedAt" = "createdAt"`.execute(db);

  await db.schema
    .createTable('school_transfers')
    .addColumn('id', 'integer', p.id)
    .addColumn('studentId', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('fromSchoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('toSchoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('requestedBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('decidedBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decidedAt', p.timestamp)
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_transfers_to_status_idx')
    .on('school_transfers')
    .columns(['toSchoolId', 'status'])
    .execute();
  await db.schema
    .createIndex('school_transfers_from_status_idx')
    .on('school_transfers')
    .columns(['fromSchoolId', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('school_transfers').execute();
  await db.schema.alterTable('users').dropColumn('confirmedAt').execute();
  await db.schema.alterTable('users').dropColumn('isOperator').execute();
}
