import type { Kysely } from 'kysely';
import { portable } from './portable.ts';

/**
 * School calendar (schedule issue, landed ahead of the timetable so enrollment can use it):
 * school years with their reference week for A/B weeks, and the days or ranges without teaching
 * (public holidays, school holidays, other non-teaching days). Calendar days are `YYYY-MM-DD`
 * text in both dialects: they have no zone and compare as strings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);

  await db.schema
    .createTable('school_years')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('startDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('endDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('abReferenceMonday', 'varchar(10)', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('school_years_school_start_uq', ['schoolId', 'startDate'])
    .execute();

  await db.schema
    .createTable('school_calendar_days')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('schoolYearId', 'integer', (c) =>
      c.notNull().references('school_years.id').onDelete('cascade'),
    )
    .addColumn('startDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('endDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_calendar_days_year_idx')
    .on('school_calendar_days')
    .columns(['schoolYearId', 'startDate'])
    .execute();
  await db.schema
    .createIndex('school_calendar_days_school_idx')
    .on('school_calendar_days')
    .columns(['schoolId', 'startDate'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('school_calendar_days').execute();
  await db.schema.dropTable('school_years').execute();
}
