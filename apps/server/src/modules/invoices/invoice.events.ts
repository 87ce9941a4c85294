/** Events of invoices (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /** An issue run (or a storno) committed: these invoices now exist. */
    'invoice.issued': { schoolId: number; invoiceIds: number[]; studentIds: number[] };
    /** An issued invoice passed its due date unpaid. */
    'invoice.overdue': { schoolId: number; invoiceId: number; studentId: number };
    /** An invoice was marked paid (by hand or by an import). */
    'invoice.paid': { schoolId: number; invoiceId: number; studentId: number };
  }
}

export {};
