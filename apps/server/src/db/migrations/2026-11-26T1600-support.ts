import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Support: problem and error reports (one inbox, errors grouped by fingerprint) with replies,
 * anonymous analytics samples, each school's terms and privacy policy with recorded acceptances,
 * and the confirmed links between sibling accounts on one e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  const school = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('schools.id').onDelete('cascade');

  await db.schema
    .createTable('problem_reports')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('category', 'varchar(50)', (c) => c.notNull())
    .addColumn('subcategory', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('steps', 'text')
    .addColumn('errorKind', 'varchar(20)')
    .addColumn('reporterId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reporterRole', 'varchar(30)', (c) => c.notNull())
    .addColumn('deviceInfo', 'varchar(300)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('previousUrl', 'varchar(500)', (c) => c.notNull())
    .addColumn('occurrences', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('firstSeenAt', p.timestamp, (c) => c.notNull())
    .addColumn('lastSeenAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('problem_reports_fingerprint_uq', ['schoolId', 'fingerprint'])
    .execute();
  await db.schema
    .createIndex('problem_reports_status_idx')
    .on('problem_reports')
    .columns(['schoolId', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('problem_report_replies')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('reportId', 'integer', (c) =>
      c.notNull().references('problem_reports.id').onDelete('cascade'),
    )
    .addColumn('authorId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('problem_report_replies_report_idx')
    .on('problem_report_replies')
    .column('reportId')
    .execute();

  await db.schema
    .createTable('analytics_samples')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('metric', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('sessionId', 'varchar(64)', (c) => c.notNull())
    .execute();
  // Both admin queries read the index alone: values per page, sessions per day.
  await db.schema
    .createIndex('analytics_samples_values_idx')
    .on('analytics_samples')
    .columns(['schoolId', 'day', 'metric', 'route', 'value'])
    .execute();
  await db.schema
    .createIndex('analytics_samples_sessions_idx')
    .on('analytics_samples')
    .columns(['schoolId', 'day', 'sessionId'])
    .execute();

  await db.schema
    .createTable('school_legal_documents')
    .addColumn('schoolId', 'integer', (c) =>
      c.primaryKey().references('schools.id').onDelete('cascade'),
    )
    .addColumn('version', 'varchar(20)', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('privacy', 'text', (c) => c.notNull())
    .addColumn('supportEmail', 'varchar(200)')
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('terms_acceptances')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'varchar(20)', (c) => c.notNull())
    .addColumn('acceptedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('terms_acceptances_user_version_uq', ['userId', 'version'])
    .execute();

  await db.schema
    .createTable('account_links')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('emailLower', 'varchar(200)', (c) => c.notNull())
    .addColumn('codeHash', 'varchar(64)')
    .addColumn('codeExpiresAt', p.timestamp)
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('confirmedAt', p.timestamp)
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('account_links_email_uq', ['schoolId', 'emailLower'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'account_links',
    'terms_acceptances',
    'school_legal_documents',
    'analytics_samples',
    'problem_report_replies',
    'problem_reports',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
