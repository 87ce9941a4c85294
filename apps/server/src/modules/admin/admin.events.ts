/** Events of administration (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /**
     * An admin erased a person's data: the account row is anonymised; modules holding personal
     * data of the person (chat, invoices, documents, …) anonymise or delete their own rows.
     */
    'user.erased': { schoolId: number; userId: number };
  }
}

export {};
