/** Events of the auth module (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /** Sessions ended (logout, new password, disabled account): caches and sockets drop them. */
    'session.revoked': { userId: number; sessionIds: string[] };
  }
}

export {};
