import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { falseDefault, portable, trueDefault } from './portable.ts';

/**
 * The timetable: classrooms, student groups (theory), lesson series with their derived
 * occurrences (only changes are stored), attendance, make-up credits and free slots, lesson
 * notes, the practice log, the per-school make-up policy and secret calendar feed tokens.
 * Dates are `YYYY-MM-DD` text and times of day minutes after midnight on the school's clock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const p = await portable(db);
  const school = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('schools.id').onDelete('cascade');
  const user = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('users.id').onDelete('cascade');

  await db.schema
    .createTable('classrooms')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('active', p.bool, (c) => c.notNull().defaultTo(trueDefault(p)))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('classrooms_school_name_uq', ['schoolId', 'name'])
    .execute();

  await db.schema
    .createTable('student_groups')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('student_group_members')
    .addColumn('groupId', 'integer', (c) =>
      c.notNull().references('student_groups.id').onDelete('cascade'),
    )
    .addColumn('studentId', 'integer', user)
    .addPrimaryKeyConstraint('student_group_members_pk', ['groupId', 'studentId'])
    .execute();
  await db.schema
    .createIndex('student_group_members_student_idx')
    .on('student_group_members')
    .column('studentId')
    .execute();

  await db.schema
    .createTable('lesson_series')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('schoolYearId', 'integer', (c) => c.notNull().references('school_years.id'))
    .addColumn('mentorId', 'integer', user)
    .addColumn('classroomId', 'integer', (c) => c.references('classrooms.id'))
    .addColumn('groupId', 'integer', (c) => c.references('student_groups.id').onDelete('set null'))
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('startMinute', 'integer', (c) => c.notNull())
    .addColumn('durationMinutes', 'integer', (c) => c.notNull())
    .addColumn('weeks', 'varchar(6)', (c) => c.notNull())
    .addColumn('validFrom', 'varchar(10)', (c) => c.notNull())
    .addColumn('validTo', 'varchar(10)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lesson_series_school_idx')
    .on('lesson_series')
    .columns(['schoolId', 'validFrom', 'validTo'])
    .execute();
  await db.schema
    .createTable('lesson_series_students')
    .addColumn('seriesId', 'integer', (c) =>
      c.notNull().references('lesson_series.id').onDelete('cascade'),
    )
    .addColumn('studentId', 'integer', user)
    .addPrimaryKeyConstraint('lesson_series_students_pk', ['seriesId', 'studentId'])
    .execute();
  await db.schema
    .createIndex('lesson_series_students_student_idx')
    .on('lesson_series_students')
    .column('studentId')
    .execute();

  // One row per changed occurrence of a series (keyed by its original date) or per lesson
  // outside the pattern: an extra lesson of a series, or a make-up lesson for one student.
  await db.schema
    .createTable('lesson_changes')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('seriesId', 'integer', (c) => c.references('lesson_series.id').onDelete('cascade'))
    .addColumn('originalDate', 'varchar(10)')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('mentorId', 'integer', user)
    .addColumn('studentId', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('startMinute', 'integer', (c) => c.notNull())
    .addColumn('durationMinutes', 'integer', (c) => c.notNull())
    .addColumn('classroomId', 'integer', (c) => c.references('classrooms.id'))
    .addColumn('cancelled', p.bool, (c) => c.notNull().defaultTo(falseDefault(p)))
    .addColumn('cancelledBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelKind', 'varchar(10)')
    .addColumn('cancelReason', 'varchar(500)')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('lesson_changes_series_date_uq', ['seriesId', 'originalDate'])
    .execute();
  await db.schema
    .createIndex('lesson_changes_school_date_idx')
    .on('lesson_changes')
    .columns(['schoolId', 'date'])
    .execute();

  // Attendance per student and occurrence (`<seriesId>-<YYYYMMDD>` or `x<changeId>`).
  await db.schema
    .createTable('lesson_attendance')
    .addColumn('schoolId', 'integer', school)
    .addColumn('occurrenceKey', 'varchar(30)', (c) => c.notNull())
    .addColumn('studentId', 'integer', user)
    .addColumn('mentorId', 'integer', user)
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('markedBy', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('markedAt', p.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_attendance_pk', ['occurrenceKey', 'studentId'])
    .execute();
  await db.schema
    .createIndex('lesson_attendance_school_date_idx')
    .on('lesson_attendance')
    .columns(['schoolId', 'date'])
    .execute();

  await db.schema
    .createTable('makeup_credits')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('studentId', 'integer', user)
    .addColumn('mentorId', 'integer', user)
    .addColumn('sourceKey', 'varchar(30)', (c) => c.notNull())
    .addColumn('sourceDate', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('expiresOn', 'varchar(10)', (c) => c.notNull())
    .addColumn('usedChangeId', 'integer', (c) =>
      c.references('lesson_changes.id').onDelete('set null'),
    )
    .addColumn('usedAt', p.timestamp)
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .addUniqueConstraint('makeup_credits_source_uq', ['sourceKey', 'studentId'])
    .execute();

  await db.schema
    .createTable('makeup_slots')
    .addColumn('id', 'integer', p.id)
    .addColumn('schoolId', 'integer', school)
    .addColumn('mentorId', 'integer', user)
    .addColumn('classroomId', 'integer', (c) => c.references('classrooms.id'))
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('startMinute', 'integer', (c) => c.notNull())
    .addColumn('durationMinutes', 'integer', (c) => c.notNull())
    .addColumn('bookedChangeId', 'integer', (c) =>
      c.references('lesson_changes.id').onDelete('set null'),
    )
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('makeup_slots_school_date_idx')
    .on('makeup_slots')
    .columns(['schoolId', 'date'])
    .execute();

  await db.schema
    .createTable('lesson_notes')
    .addColumn('schoolId', 'integer', school)
    .addColumn('occurrenceKey', 'varchar(30)', (c) => c.notNull().primaryKey())
    .addColumn('workedOn', 'varchar(5000)', (c) => c.notNull())
    .addColumn('homework', 'varchar(5000)', (c) => c.notNull())
    .addColumn('authorId', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('practice_log')
    .addColumn('schoolId', 'integer', school)
    .addColumn('studentId', 'integer', user)
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('practice_log_pk', ['studentId', 'date'])
    .execute();
  await db.schema
    .createIndex('practice_log_school_date_idx')
    .on('practice_log')
    .columns(['schoolId', 'date'])
    .execute();

  await db.schema
    .createTable('schedule_policies')
    .addColumn('schoolId', 'integer', (c) =>
      c.primaryKey().references('schools.id').onDelete('cascade'),
    )
    .addColumn('mentorCancelEarns', p.bool, (c) => c.notNull())
    .addColumn('schoolCancelEarns', p.bool, (c) => c.notNull())
    .addColumn('excusedNoticeHours', 'integer')
    .addColumn('creditValidDays', 'integer')
    .addColumn('updatedAt', p.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('calendar_feed_tokens')
    .addColumn('userId', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('schoolId', 'integer', school)
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('createdAt', p.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'calendar_feed_tokens',
    'schedule_policies',
    'practice_log',
    'lesson_notes',
    'makeup_slots',
    'makeup_credits',
    'lesson_attendance',
    'lesson_changes',
    'lesson_series_students',
    'lesson_series',
    'student_group_members',
    'student_groups',
    'classrooms',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
