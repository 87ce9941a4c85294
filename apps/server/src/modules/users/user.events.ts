/** Events of the users module (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    'user.created': { userId: number; schoolId: number };
    /**
     * Roles, school, activity, confirmation or password state changed: cached sessions must
     * re-read the user.
     */
    'user.changed': { userId: number; schoolId: number };
  }
}

export {};
