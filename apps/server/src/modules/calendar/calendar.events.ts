/** Events of the school calendar (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /** A school year or its days without teaching changed: timetables and reminders re-read it. */
    'calendar.changed': { schoolId: number; schoolYearId: number };
  }
}

export {};
