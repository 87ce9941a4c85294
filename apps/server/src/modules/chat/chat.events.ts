import type { ChatMessage } from '@takt/shared/schemas/chat';

/** Events of the chat (see lib/event-bus.ts). */
declare module '../../lib/event-bus.ts' {
  interface DomainEvents {
    /**
     * A message was stored. Carries the members at that moment (the relay pushes the message to
     * exactly them; notifications may push to those not connected) and the message itself.
     */
    'message.sent': {
      schoolId: number;
      chatId: number;
      kind: 'direct' | 'group';
      senderId: number;
      memberIds: number[];
      message: ChatMessage;
    };
  }
}

export {};
