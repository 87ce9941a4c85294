import { chatMessages as m } from '@takt/shared/chat-messages';
import type {
  ChatMessage,
  ChatSummary,
  DirectMessageInput,
  SendMessageInput,
} from '@takt/shared/schemas/chat';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isStaff, mayStartDirect } from './chat-access.ts';
import { createMessageSender, type ChatDeps } from './chat-sending.ts';
import { directKey, toChatMessage } from './chat-rows.ts';
import { summarize, type ChatViewer } from './chat-summaries.ts';
import type { ChatListPosition } from './chat.repository.ts';
import './chat.events.ts';

const PAGE = 30;

export type ChatService = ReturnType<typeof createChatService>;

/** Conversations and their messages: who may talk, read state per member, realtime pushes. */
export function createChatService(deps: ChatDeps) {
  const { chats, transactor } = deps;
  const at = () => deps.now().toISOString();

  /** The chat, if the viewer is one of its members (anything else reads as missing). */
  async function chatOfMember(viewer: ChatViewer, chatId: number) {
    const chat = await chats.chat(viewer.schoolId, chatId);
    const membership = chat ? await chats.membership(chatId, viewer.id) : null;
    if (!chat || !membership) throw notFound(m.chatNotFound);
    return { chat, membership };
  }

  /** One chat as its member sees it in the list (anything else reads as missing). */
  async function summaryOf(viewer: ChatViewer, chatId: number): Promise<ChatSummary> {
    const rows = await chats.chatsOf(viewer.schoolId, viewer.id, { chatId, limit: 1 });
    const [summary] = await summarize(chats, viewer, rows);
    if (!summary) throw notFound(m.chatNotFound);
    return summary;
  }

  const { sendOnce, store } = createMessageSender(deps);

  return {
    chatOfMember,
    summaryOf,

    /** GET /api/chats: a page of the viewer's conversations, newest activity first. */
    async list(
      viewer: ChatViewer,
      page: { limit: number; after?: ChatListPosition | undefined; text?: string | undefined },
    ): Promise<{ chats: ChatSummary[]; next: ChatListPosition | null }> {
      const rows = await chats.chatsOf(viewer.schoolId, viewer.id, {
        ...page,
        limit: page.limit + 1,
      });
      const shown = rows.slice(0, page.limit);
      const last = shown.at(-1);
      const next =
        rows.length > page.limit && last
          ? { lastActivityAt: last.lastActivityAt, id: last.id }
          : null;
      return { chats: await summarize(chats, viewer, shown), next };
    },

    /** GET /api/chats/unread: how many conversations hold messages the viewer has not read. */
    async unreadChats(viewer: ChatViewer): Promise<number> {
      return chats.unreadChatCount(viewer.schoolId, viewer.id);
    },

    /** Older messages (newest first, `before` a message) or those `after` one (oldest first). */
    async messages(
      viewer: ChatViewer,
      chatId: number,
      page: { before?: number; after?: number; limit?: number },
    ): Promise<{ messages: ChatMessage[]; nextCursor: string | null }> {
      await chatOfMember(viewer, chatId);
      const limit = page.limit ?? (page.after !== undefined ? 200 : PAGE);
      const rows = await chats.messages(chatId, { ...page, limit: limit + 1 });
      const items = rows.slice(0, limit).map(toChatMessage);
      const more = rows.length > limit;
      // Either way the cursor names the last message given: older pages go on from it, and a
      // client catching up (`after`) asks again from the last message delivered.
      return { messages: items, nextCursor: more ? String(items.at(-1)!.id) : null };
    },

    /** POST /api/chats/{id}/messages. */
    async send(viewer: ChatViewer, chatId: number, input: SendMessageInput) {
      return sendOnce(viewer, input, async () => {
        const { chat } = await chatOfMember(viewer, chatId);
        return store(viewer, chat, input);
      });
    },

    /** POST /api/chats/direct: the first message to a person opens the chat with them. */
    async sendDirect(viewer: ChatViewer, input: DirectMessageInput) {
      if (input.userId === viewer.id) {
        throw badRequest(m.notYourSelf, 'validation_error', { userId: m.notYourSelf });
      }
      const to = await chats.person(viewer.schoolId, input.userId);
      if (!to) throw notFound(m.personNotFound);
      const key = directKey(viewer.id, to.id);
      const existing = await chats.directChatId(viewer.schoolId, key);
      if (!existing) {
        if (!to.isActive) throw conflict(m.readOnly);
        const toIsMentorOfFrom = to.isMentor && (await chats.isMentorOf(viewer.id, to.id));
        if (!mayStartDirect(viewer, to, { toIsMentorOfFrom })) throw forbidden(m.notAllowed);
      }
      const { clientId, body, replyToId } = input;
      const message = { clientId, body, ...(replyToId ? { replyToId } : {}) };
      return sendOnce(viewer, message, async () => {
        let chatId = await chats.directChatId(viewer.schoolId, key);
        if (!chatId) {
          chatId = await chats.insertChat(
            {
              schoolId: viewer.schoolId,
              kind: 'direct',
              directKey: key,
              name: null,
              description: null,
              adminId: null,
            },
            at(),
          );
          await chats.addMembers(
            chatId,
            [viewer, to].map((p) => ({
              userId: p.id,
              role: isStaff(p) ? ('mentor' as const) : ('member' as const),
            })),
            at(),
          );
        }
        const { chat } = await chatOfMember(viewer, chatId);
        return store(viewer, chat, message);
      });
    },

    /** DELETE /api/chats/{id}/messages/{messageId}: one's own, shown as deleted from then on. */
    async deleteMessage(viewer: ChatViewer, chatId: number, messageId: number) {
      await transactor.run(async () => {
        await chatOfMember(viewer, chatId);
        const message = await chats.messageMeta(chatId, messageId);
        if (!message || message.deletedAt) throw notFound(m.messageNotFound);
        if (message.senderId !== viewer.id) throw forbidden(m.onlyOwnDelete);
        await chats.deleteMessage(messageId, at());
        deps.realtime.toUsers(await chats.memberIds(chatId), 'chat.changed', { chatId });
      });
    },

    /** POST /api/chats/{id}/read: read up to the latest message, on every device of the viewer. */
    async markRead(viewer: ChatViewer, chatId: number): Promise<{ lastReadMessageId: number }> {
      return transactor.run(async () => {
        await chatOfMember(viewer, chatId);
        const latest = await chats.latestMessageId(chatId);
        await chats.markRead(chatId, viewer.id, latest);
        const { lastReadMessageId } = (await chats.membership(chatId, viewer.id))!;
        deps.realtime.toUser(viewer.id, 'chat.read', { chatId, lastReadMessageId });
        return { lastReadMessageId };
      });
    },

    /** POST /api/chats/{id}/typing: tells the other person of a direct chat (nothing stored). */
    async typing(viewer: ChatViewer, chatId: number): Promise<void> {
      const { chat } = await chatOfMember(viewer, chatId);
      if (chat.kind !== 'direct') return;
      const others = (await chats.memberIds(chatId)).filter((id) => id !== viewer.id);
      deps.realtime.toUsers(others, 'chat.typing', { chatId, userId: viewer.id });
    },

    /**
     * Erasing a person (the admin's data deletion): their messages are blanked and kept as
     * 'Poruka je obrisana', they leave every group, and their direct chats stay read-only for
     * the other person. The members of the chats touched refetch.
     */
    async eraseUser(schoolId: number, userId: number): Promise<void> {
      await transactor.run(async () => {
        const touched = new Set([
          ...(await chats.eraseMessagesOf(schoolId, userId, at())),
          ...(await chats.leaveGroupsOf(schoolId, userId)),
        ]);
        for (const chatId of touched) {
          deps.realtime.toUsers(await chats.memberIds(chatId), 'chat.changed', { chatId });
        }
      });
    },

    /**
     * A student moved to another school: they leave the old school's groups, and their direct
     * chats there stay read-only for the other person. Everyone touched (and the student, whose
     * list drops those chats) refetches.
     */
    async leaveSchool(schoolId: number, userId: number): Promise<void> {
      await transactor.run(async () => {
        const touched = new Set([
          ...(await chats.chatIdsOf(schoolId, userId)),
          ...(await chats.leaveGroupsOf(schoolId, userId)),
        ]);
        for (const chatId of touched) {
          const ids = [...(await chats.memberIds(chatId)), userId];
          deps.realtime.toUsers(ids, 'chat.changed', { chatId });
        }
      });
    },
  };
}
