import type { Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * Enrollment per school year and documents with sharing.
 *
 * Enrollment: an admin opens a school year for enrollment (`enrollment_years`) with an agreement
 * whose text is versioned (`enrollment_agreements`); a student's acceptance (`enrollments`) keeps
 * the version accepted and the personal data given with it, as the secretary needs them.
 *
 * Documents: links, uploaded files and ABC tunes (`documents`), optionally in folders, shared with
 * people or groups (`document_shares`) or with the whole school (`visibility`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  const school = (c: any) => c.notNull().references('schools.id').onDelete('cascade');

  await db.schema
    .createTable('enrollment_years')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('schoolYearId', 'integer', (c) =>
      c.notNull().references('school_years.id').onDelete('cascade'),
    )
    .addColumn('programChangeFrom', 'varchar(10)')
    .addColumn('programChangeUntil', 'varchar(10)')
    .addColumn('openedBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('openedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('enrollment_years_school_year_uq', ['schoolId', 'schoolYearId'])
    .execute();

  await db.schema
    .createTable('enrollment_agreements')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('enrollmentYearId', 'integer', (c) =>
      c.notNull().references('enrollment_years.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('enrollment_agreements_version_uq', ['enrollmentYearId', 'version'])
    .execute();

  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('enrollmentYearId', 'integer', (c) =>
      c.notNull().references('enrollment_years.id').onDelete('cascade'),
    )
    .addColumn('studentId', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('agreementId', 'integer', (c) =>
      c.notNull().references('enrollment_agreements.id').onDelete('cascade'),
    )
    .addColumn('agreementVersion', 'integer', (c) => c.notNull())
    .addColumn('programId', 'integer', (c) => c.references('programs.id').onDelete('set null'))
    .addColumn('programName', 'varchar(200)')
    .addColumn('pohadanjeNastave', 'varchar(50)')
    .addColumn('oib', 'varchar(11)', (c) => c.notNull())
    .addColumn('datumRodjenja', 'varchar(10)', (c) => c.notNull())
    .addColumn('brojMobitela', 'varchar(30)', (c) => c.notNull())
    .addColumn('adresa', p.json, (c) => c.notNull())
    .addColumn('roditelj1', p.json)
    .addColumn('roditelj2', p.json)
    .addColumn('acceptedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('enrollments_year_student_uq', ['enrollmentYearId', 'studentId'])
    .execute();
  await db.schema
    .createIndex('enrollments_school_year_idx')
    .on('enrollments')
    .columns(['schoolId', 'enrollmentYearId'])
    .execute();

  await db.schema
    .createTable('document_folders')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('ownerId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_folders_owner_idx')
    .on('document_folders')
    .columns(['schoolId', 'ownerId'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('ownerId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folderId', 'integer', (c) =>
      c.references('document_folders.id').onDelete('set null'),
    )
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)')
    .addColumn('fileId', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('abc', 'text')
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documents_owner_idx')
    .on('documents')
    .columns(['schoolId', 'ownerId'])
    .execute();
  await db.schema
    .createIndex('documents_visibility_idx')
    .on('documents')
    .columns(['schoolId', 'visibility'])
    .execute();

  await db.schema
    .createTable('document_shares')
    .addColumn('documentId', 'integer', (c) =>
      c.notNull().references('documents.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('targetId', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_shares_pk', ['documentId', 'kind', 'targetId'])
    .execute();
  await db.schema
    .createIndex('document_shares_target_idx')
    .on('document_shares')
    .columns(['kind', 'targetId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'document_shares',
    'documents',
    'document_folders',
    'enrollments',
    'enrollment_agreements',
    'enrollment_years',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
