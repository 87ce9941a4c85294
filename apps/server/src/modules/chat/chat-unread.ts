import { chatMessages as m } from '@takt/shared/chat-messages';
import type { Transactor } from '../../db/unit-of-work.ts';
import type { ChatRepository } from './chat.repository.ts';

/** The job that, a minute after a message, tells a member who has not read it yet. */
export const UNREAD_CHECK_JOB = 'chat.unread-check';
export const UNREAD_CHECK_DELAY_MS = 60_000;

export interface UnreadCheck {
  schoolId: number;
  chatId: number;
  userId: number;
}

export interface UnreadNotifier {
  notify(
    userIds: number[],
    notification: { type: 'chat_message'; title: string; body: string; link: string },
  ): Promise<void>;
}

/** Croatian number agreement: 1 nepročitanu poruku, 3 nepročitane poruke, 5 nepročitanih poruka. */
export function unreadWords(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'nepročitanu poruku';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'nepročitane poruke';
  return 'nepročitanih poruka';
}

/**
 * Runs the check: a member who still has unread messages of others in the chat gets one
 * notification (never the text itself: a notice can show on a shared screen). Gone chats,
 * members who left and chats read meanwhile need nothing.
 */
export function unreadCheckHandler(deps: {
  chats: ChatRepository;
  transactor: Transactor;
  notifications: UnreadNotifier;
}) {
  return async ({ schoolId, chatId, userId }: UnreadCheck) => {
    await deps.transactor.run(async () => {
      const chat = await deps.chats.chat(schoolId, chatId);
      if (!chat || !(await deps.chats.membership(chatId, userId))) return;
      const unread = (await deps.chats.unreadCounts(userId, [chatId])).get(chatId) ?? 0;
      if (unread === 0) return;
      const members = await deps.chats.members([chatId]);
      const from =
        chat.kind === 'group'
          ? `u grupi ${chat.name ?? ''}`
          : `od ${members
              .filter((x) => x.id !== userId)
              .map((x) => `${x.ime} ${x.prezime}`)
              .join(', ')}`;
      const count = `${unread} ${unreadWords(unread)}`;
      await deps.notifications.notify([userId], {
        type: 'chat_message',
        title: m.notificationTitle,
        body: `Imate ${count} ${from}.`,
        link: `/chat/${chatId}`,
      });
    });
  };
}
