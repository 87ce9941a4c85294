import type { Kysely } from 'kysely';
import { falseDefault, portable, trueDefault } from './portable.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('schools')
    .addColumn('id', 'integer', p.id)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('programs')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('naziv', 'varchar(200)', (c) => c.notNull())
    .addColumn('cijena', 'integer')
    .addColumn('tipovi', p.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', p.bool, (c) => c.notNull().defaultTo(trueDefault(p)))
    .addColumn('showInSignup', p.bool, (c) => c.notNull().defaultTo(trueDefault(p)))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('programs_school_idx').on('programs').column('schoolId').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) => c.notNull().references('schools.id'))
    .addColumn('ime', 'varchar(100)', (c) => c.notNull())
    .addColumn('prezime', 'varchar(100)', (c) => c.notNull())
    .addColumn('korisnickoIme', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('emailLower', 'varchar(254)', (c) => c.notNull())
    .addColumn('passwordHash', 'varchar(255)', (c) => c.notNull())
    .addColumn('mustChangePassword', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('isStudent', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('isMentor', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('isAdmin', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('isActive', p.bool, (c) => c.notNull().defaultTo(trueDefault(p)))
    .addColumn('oib', 'varchar(11)')
    .addColumn('brojMobitela', 'varchar(20)')
    .addColumn('datumRodjenja', 'varchar(10)')
    .addColumn('adresa', p.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('roditelj1', p.json)
    .addColumn('roditelj2', p.json)
    .addColumn('napomene', p.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('programType', p.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('pohadjaTeoriju', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('maiZbor', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('maloljetniClan', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('predmet', 'varchar(200)')
    .addColumn('reminderPreferences', p.json, (c) => c.notNull())
    .addColumn('fcmToken', 'varchar(500)')
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_school_idx').on('users').column('schoolId').execute();
  await db.schema.createIndex('users_email_lower_idx').on('users').column('emailLower').execute();

  await db.schema
    .createTable('user_programs')
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('programId', 'integer', (c) =>
      c.notNull().references('programs.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_programs_pk', ['userId', 'programId'])
    .execute();
  await db.schema
    .createIndex('user_programs_program_idx')
    .on('user_programs')
    .column('programId')
    .execute();

  await db.schema
    .createTable('student_mentors')
    .addColumn('studentId', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('mentorId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('student_mentors_pk', ['studentId', 'mentorId'])
    .execute();
  await db.schema
    .createIndex('student_mentors_mentor_idx')
    .on('student_mentors')
    .column('mentorId')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('expiresAt', p.timestamp, (c) => c.notNull())
    .addColumn('lastSeenAt', p.timestamp, (c) => c.notNull())
    .addColumn('revokedAt', p.timestamp)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('userId').execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) => c.notNull().references('schools.id'))
    .addColumn('authorId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('visibility', 'varchar(20)', (c) => c.notNull())
    .addColumn('showAllSchools', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('posts_school_created_idx')
    .on('posts')
    .columns(['schoolId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'posts',
    'sessions',
    'student_mentors',
    'user_programs',
    'users',
    'programs',
    'schools',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
