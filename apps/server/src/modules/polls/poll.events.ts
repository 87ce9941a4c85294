/** Events of the polls module (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    'poll.created': {
      pollId: number;
      schoolId: number;
      creatorId: number;
      question: string;
      endDate: string;
    };
    'poll.answered': { pollId: number; schoolId: number; userId: number };
    'poll.deleted': { pollId: number; schoolId: number };
  }
}

export {};
