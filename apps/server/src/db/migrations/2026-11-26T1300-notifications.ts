import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { falseDefault, portable } from './portable.ts';

/**
 * Notifications per person: every recipient of a notice (also of a school-wide one, fanned out
 * to one row each) has their own read state and a link to what it is about. Preferences per kind
 * and channel, Web Push subscriptions per device, reminders sent once per person, day and kind,
 * and the answers kept for `Idempotency-Key` replays.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema.alterTable('notifications').addColumn('schoolId', 'integer').execute();
  await db.schema.alterTable('notifications').addColumn('link', 'varchar(300)').execute();
  await db.schema.alterTable('notifications').addColumn('readAt', p.timestamp).execute();
  await sql`update notifications set "schoolId" = (select u."schoolId" from users u where u.id = notifications."userId")`.execute(
    db,
  );
  await db.schema
    .createIndex('notifications_user_list_idx')
    .on('notifications')
    .columns(['userId', 'read', 'id'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('enabled', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['userId', 'kind', 'channel'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', p.id)
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('userAgent', 'varchar(300)')
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('lastSuccessAt', p.timestamp)
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('userId')
    .execute();

  await db.schema
    .createTable('reminder_sends')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('sentAt', p.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('reminder_sends_pk', ['userId', 'day', 'kind'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('method', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['userId', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_idx')
    .on('idempotency_keys')
    .column('createdAt')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('reminder_sends').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropIndex('notifications_user_list_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('readAt').execute();
  await db.schema.alterTable('notifications').dropColumn('link').execute();
  await db.schema.alterTable('notifications').dropColumn('schoolId').execute();
}
