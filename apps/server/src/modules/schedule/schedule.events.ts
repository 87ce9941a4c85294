/** Events of the timetable (see lib/event-bus.ts); notifications and realtime subscribe. */
export interface LessonEventPayload {
  schoolId: number;
  occurrenceId: string;
  seriesId: number | null;
  date: string;
  mentorId: number;
  studentIds: number[];
}

declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    'lesson.moved': LessonEventPayload & { fromDate: string };
    'lesson.cancelled': LessonEventPayload & { by: number };
    'lesson.makeup_booked': LessonEventPayload;
    'lesson.absence_reported': LessonEventPayload & { studentId: number };
  }
}
