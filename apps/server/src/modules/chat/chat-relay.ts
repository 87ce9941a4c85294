import type { RealtimeHub } from '../../lib/realtime-hub.ts';
import './chat.events.ts';

/**
 * Pushes a stored message to its conversation's members (their user rooms, every device):
 * `newMessage` in direct chats, `newGroupMessage` in groups. The members travel with the event,
 * so no instance queries anything to deliver it. This is the one push with content (see
 * shared realtime-events.ts): a member may read the message, nobody else is in those rooms.
 */
export function relayMessages(realtime: Pick<RealtimeHub, 'relay'>): void {
  realtime.relay('message.sent', ({ payload }) => {
    const to = { users: payload.memberIds };
    return payload.kind === 'group'
      ? {
          to,
          event: 'newGroupMessage',
          data: { chatId: payload.chatId, groupId: payload.chatId, message: payload.message },
        }
      : { to, event: 'newMessage', data: { chatId: payload.chatId, message: payload.message } };
  });
}
