import type { Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Chat: conversations (direct between two people, or groups), their members with each member's
 * own read position, and messages. A direct chat has a `directKey` ("<low id>:<high id>") unique
 * per school, so two first messages sent at once still make one chat. A message's `clientId` is
 * unique per sender: a retried send is stored once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('chats')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('directKey', 'varchar(40)')
    .addColumn('name', 'varchar(100)')
    .addColumn('description', 'varchar(500)')
    .addColumn('adminId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('lastActivityAt', p.timestamp, (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('chats_direct_uq', ['schoolId', 'directKey'])
    .execute();

  await db.schema
    .createTable('chat_members')
    .addColumn('chatId', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('lastReadMessageId', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joinedAt', p.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_members_pk', ['chatId', 'userId'])
    .execute();
  await db.schema
    .createIndex('chat_members_user_idx')
    .on('chat_members')
    .columns(['userId', 'chatId'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', p.id)
    .addColumn('chatId', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('senderId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clientId', 'varchar(64)', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('replyToId', 'integer', (c) => c.references('chat_messages.id').onDelete('set null'))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('deletedAt', p.timestamp)
    .addUniqueConstraint('chat_messages_client_uq', ['senderId', 'clientId'])
    .execute();
  await db.schema
    .createIndex('chat_messages_chat_idx')
    .on('chat_messages')
    .columns(['chatId', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_members').execute();
  await db.schema.dropTable('chats').execute();
}
