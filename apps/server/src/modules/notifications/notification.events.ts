/** Events of the notifications module (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /** New notifications were written for these people (their screens refetch). */
    'notification.created': { userIds: number[] };
    /** A person read one or all of theirs (their other devices refetch). */
    'notification.read': { userId: number };
  }
}

export {};
