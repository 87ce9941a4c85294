/** Events of the sign-up module (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /** A new public sign-up request waits for the school's admins. */
    'signup.requested': { schoolId: number; requestId: number };
    'signup.reviewed': { schoolId: number; requestId: number; approved: boolean };
  }
}

export {};
