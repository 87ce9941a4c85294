import type { Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Home page: polls with their answers. Options are a JSON list on the poll (they are
 * never filtered or joined); answers are rows, one per voter and poll, so they can be counted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('polls')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('creatorId', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question', 'varchar(500)', (c) => c.notNull())
    .addColumn('options', p.json, (c) => c.notNull())
    .addColumn('type', 'varchar(50)', (c) => c.notNull().defaultTo('teorija'))
    .addColumn('endDate', p.timestamp, (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('polls_school_end_idx')
    .on('polls')
    .columns(['schoolId', 'endDate'])
    .execute();
  await db.schema.createIndex('polls_creator_idx').on('polls').column('creatorId').execute();

  await db.schema
    .createTable('poll_responses')
    .addColumn('id', 'integer', p.id)
    .addColumn('pollId', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('response', 'varchar(200)', (c) => c.notNull())
    .addColumn('firstRespondedAt', p.timestamp, (c) => c.notNull())
    .addColumn('respondedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('poll_responses_poll_user_uq', ['pollId', 'userId'])
    .execute();
  await db.schema
    .createIndex('poll_responses_user_idx')
    .on('poll_responses')
    .column('userId')
    .execute();

  // Posts are listed newest first by id, across schools when shown to all.
  await db.schema.createIndex('posts_author_idx').on('posts').columns(['authorId', 'id']).execute();
  await db.schema
    .createIndex('posts_all_schools_idx')
    .on('posts')
    .columns(['showAllSchools', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('posts_all_schools_idx').execute();
  await db.schema.dropIndex('posts_author_idx').execute();
  await db.schema.dropTable('poll_responses').execute();
  await db.schema.dropTable('polls').execute();
}
