/** Events of moving students between schools (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /**
     * A student now belongs to another school: what they had with the old school's people (chats,
     * groups) must no longer reach them. `user.changed` is published alongside for sessions.
     */
    'user.transferred': { userId: number; fromSchoolId: number; toSchoolId: number };
  }
}

export {};
