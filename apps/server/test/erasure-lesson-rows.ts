import type { ErasureRows } from './erasure-world.ts';

/**
 * The person's timetable in the given school year: a weekly lesson with notes and an excused
 * absence quoting them, an extra lesson they cancelled, practice minutes and their calendar feed.
 */
export async function addLessonRows({ db, p, at, full }: ErasureRows, schoolYearId: number) {
  const { schoolId, userId, mentorId } = p;
  const series = await db
    .insertInto('lesson_series')
    .values({
      schoolId,
      schoolYearId,
      mentorId,
      classroomId: null,
      groupId: null,
      type: 'individual',
      title: 'Gitara',
      weekday: 2,
      startMinute: 900,
      durationMinutes: 45,
      weeks: 'all',
      validFrom: '2026-09-01',
      validTo: '2027-06-30',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lesson_series_students')
    .values({ seriesId: series.id, studentId: userId })
    .execute();
  const key = `${series.id}-20260915`;
  await db
    .insertInto('lesson_notes')
    .values({
      schoolId,
      occurrenceKey: key,
      workedOn: `${full}: ljestvice`,
      homework: `${p.prezime} vježba svaki dan`,
      authorId: mentorId,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('lesson_attendance')
    .values({
      schoolId,
      occurrenceKey: key,
      studentId: userId,
      mentorId,
      date: '2026-09-15',
      status: 'excused',
      note: `${p.prezime} je bolestan`,
      markedBy: mentorId,
      markedAt: at,
    })
    .execute();
  await db
    .insertInto('lesson_changes')
    .values({
      schoolId,
      seriesId: null,
      originalDate: null,
      kind: 'extra',
      mentorId,
      studentId: userId,
      type: 'individual',
      title: 'Dodatni sat',
      date: '2026-09-20',
      startMinute: 900,
      durationMinutes: 45,
      classroomId: null,
      cancelled: true,
      cancelledBy: userId,
      cancelKind: 'student',
      cancelReason: `${full} ima natjecanje`,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('practice_log')
    .values({ schoolId, studentId: userId, date: '2026-09-16', minutes: 30, updatedAt: at })
    .execute();
  await db
    .insertInto('calendar_feed_tokens')
    .values({ schoolId, userId, token: `feed-${userId}-zaboravljic`, createdAt: at })
    .execute();
}
