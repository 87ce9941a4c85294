import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { falseDefault, portable } from './portable.ts';

/**
 * Accounts: e-mail outbox, sign-up requests, notifications, password-reset codes, used
 * proof-of-work challenges, and each school's secret mentor sign-up token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('toAddress', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sensitive', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', p.timestamp, (c) => c.notNull())
    .addColumn('lastError', 'varchar(500)')
    .addColumn('sentAt', p.timestamp)
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_due_idx')
    .on('outbox')
    .columns(['status', 'nextAttemptAt'])
    .execute();
  await db.schema
    .createIndex('outbox_school_idx')
    .on('outbox')
    .columns(['schoolId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('pending_signups')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('programId', 'integer', (c) => c.references('programs.id').onDelete('set null'))
    .addColumn('ime', 'varchar(100)', (c) => c.notNull())
    .addColumn('prezime', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('emailLower', 'varchar(254)', (c) => c.notNull())
    .addColumn('oib', 'varchar(11)', (c) => c.notNull())
    .addColumn('datumRodjenja', 'varchar(10)', (c) => c.notNull())
    .addColumn('brojMobitela', 'varchar(20)')
    .addColumn('adresa', p.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('roditelj1', p.json)
    .addColumn('roditelj2', p.json)
    .addColumn('pohadanjeNastave', 'varchar(50)')
    .addColumn('pohadjaTeoriju', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('maiZbor', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('maloljetniClan', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('napomene', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('declineReason', 'varchar(1000)')
    .addColumn('reviewedBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewedAt', p.timestamp)
    .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_signups_school_idx')
    .on('pending_signups')
    .columns(['schoolId', 'status', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('pending_signups_email_idx')
    .on('pending_signups')
    .column('emailLower')
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', p.id)
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['userId', 'read'])
    .execute();

  await db.schema
    .createTable('password_reset_codes')
    .addColumn('id', 'integer', p.id)
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('codeHash', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expiresAt', p.timestamp, (c) => c.notNull())
    .addColumn('consumedAt', p.timestamp)
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_codes_user_idx')
    .on('password_reset_codes')
    .column('userId')
    .execute();

  await db.schema
    .createTable('used_challenges')
    .addColumn('signature', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('expiresAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema.alterTable('schools').addColumn('mentorSignupToken', 'varchar(64)').execute();
  await db.schema
    .createIndex('schools_mentor_token_idx')
    .on('schools')
    .column('mentorSignupToken')
    .unique()
    .execute();
  const schools = await db.selectFrom('schools').select('id').execute();
  for (const school of schools) {
    await db
      .updateTable('schools')
      .set({ mentorSignupToken: randomBytes(24).toString('base64url') })
      .where('id', '=', school.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('schools_mentor_token_idx').execute();
  await db.schema.alterTable('schools').dropColumn('mentorSignupToken').execute();
  for (const table of [
    'used_challenges',
    'password_reset_codes',
    'notifications',
    'pending_signups',
    'outbox',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
