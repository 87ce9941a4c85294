/** Events of enrollment (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /** An admin opened a school year for enrollment: students are told, the dashboard refreshes. */
    'enrollment.opened': { schoolId: number; enrollmentYearId: number };
  }
}

export {};
