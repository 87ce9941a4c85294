import type { DataAccess } from '../../db/unit-of-work.ts';

export interface ChatRow {
  id: number;
  schoolId: number;
  kind: 'direct' | 'group';
  name: string | null;
  description: string | null;
  adminId: number | null;
  lastActivityAt: string;
}

export interface NewChat {
  schoolId: number;
  kind: 'direct' | 'group';
  directKey: string | null;
  name: string | null;
  description: string | null;
  adminId: number | null;
}

/** The chats themselves: opening, reading, renaming, deleting (a user's list: chat-list.repository.ts). */
export function createChatConversationsRepository(data: DataAccess) {
  return {
    async directChatId(schoolId: number, directKey: string): Promise<number | null> {
      const row = await data.db
        .selectFrom('chats')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('directKey', '=', directKey)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async insertChat(chat: NewChat, at: string): Promise<number> {
      const { id } = await data.db
        .insertInto('chats')
        .values({ ...chat, lastActivityAt: at, createdAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async chat(schoolId: number, chatId: number): Promise<ChatRow | null> {
      const row = await data.db
        .selectFrom('chats')
        .select(['id', 'schoolId', 'kind', 'name', 'description', 'adminId', 'lastActivityAt'])
        .where('id', '=', chatId)
        .where('schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ?? null;
    },

    async updateGroup(chatId: number, values: { name: string; description: string }) {
      await data.db.updateTable('chats').set(values).where('id', '=', chatId).execute();
    },

    async deleteChat(chatId: number): Promise<void> {
      // Replies point at messages of the same chat: cut them first (no cascade order issues).
      await data.db.deleteFrom('chat_messages').where('chatId', '=', chatId).execute();
      await data.db.deleteFrom('chat_members').where('chatId', '=', chatId).execute();
      await data.db.deleteFrom('chats').where('id', '=', chatId).execute();
    },

    async touch(chatId: number, at: string): Promise<void> {
      await data.db
        .updateTable('chats')
        .set({ lastActivityAt: at })
        .where('id', '=', chatId)
        .execute();
    },
  };
}
