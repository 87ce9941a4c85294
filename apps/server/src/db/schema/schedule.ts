import type { ColumnType, Generated } from 'kysely';
import type { Bool, Timestamp } from './columns.ts';

/** School calendar and timetable. Dates `YYYY-MM-DD`, times minutes after midnight. */

/** School calendar: school years and the days without teaching. */
export interface SchoolYearsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  startDate: string;
  endDate: string;
  abReferenceMonday: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SchoolCalendarDaysTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  startDate: string;
  endDate: string;
  kind: string;
  name: string;
  createdAt: Timestamp;
}

/** The timetable (schedule migration). Dates `YYYY-MM-DD`, times minutes after midnight. */
export interface ClassroomsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  capacity: number;
  active: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface StudentGroupsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  kind: string;
  createdAt: Timestamp;
}

export interface StudentGroupMembersTable {
  groupId: number;
  studentId: number;
}

export interface LessonSeriesTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  mentorId: number;
  classroomId: number | null;
  groupId: number | null;
  type: string;
  title: string;
  weekday: number;
  startMinute: number;
  durationMinutes: number;
  weeks: string;
  validFrom: string;
  validTo: string;
  sequence: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface LessonSeriesStudentsTable {
  seriesId: number;
  studentId: number;
}

export interface LessonChangesTable {
  id: Generated<number>;
  schoolId: number;
  seriesId: number | null;
  originalDate: string | null;
  kind: string;
  mentorId: number;
  studentId: number | null;
  type: string;
  title: string;
  date: string;
  startMinute: number;
  durationMinutes: number;
  classroomId: number | null;
  cancelled: Bool;
  cancelledBy: number | null;
  cancelKind: string | null;
  cancelReason: string | null;
  sequence: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface LessonAttendanceTable {
  schoolId: number;
  occurrenceKey: string;
  studentId: number;
  mentorId: number;
  date: string;
  status: string;
  note: string | null;
  markedBy: number | null;
  markedAt: Timestamp;
}

export interface MakeupCreditsTable {
  id: Generated<number>;
  schoolId: number;
  studentId: number;
  mentorId: number;
  sourceKey: string;
  sourceDate: string;
  reason: string;
  expiresOn: string;
  usedChangeId: number | null;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface MakeupSlotsTable {
  id: Generated<number>;
  schoolId: number;
  mentorId: number;
  classroomId: number | null;
  date: string;
  startMinute: number;
  durationMinutes: number;
  bookedChangeId: number | null;
  createdAt: Timestamp;
}

export interface LessonNotesTable {
  schoolId: number;
  occurrenceKey: string;
  workedOn: string;
  homework: string;
  authorId: number | null;
  updatedAt: Timestamp;
}

export interface PracticeLogTable {
  schoolId: number;
  studentId: number;
  date: string;
  minutes: number;
  updatedAt: Timestamp;
}

export interface SchedulePoliciesTable {
  schoolId: number;
  mentorCancelEarns: Bool;
  schoolCancelEarns: Bool;
  excusedNoticeHours: number | null;
  creditValidDays: number | null;
  updatedAt: Timestamp;
}

export interface CalendarFeedTokensTable {
  userId: number;
  schoolId: number;
  token: string;
  createdAt: Timestamp;
}
