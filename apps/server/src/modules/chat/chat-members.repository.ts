import type { DataAccess } from '../../db/unit-of-work.ts';
import { personColumns, toPerson, type ChatPersonRow } from './chat-people.repository.ts';

export interface MemberRow extends ChatPersonRow {
  chatId: number;
  role: 'member' | 'mentor';
  lastReadMessageId: number;
}

/** Who is in which chat, in what role, and how far each member has read. */
export function createChatMembersRepository(data: DataAccess) {
  return {
    async addMembers(
      chatId: number,
      members: { userId: number; role: 'member' | 'mentor' }[],
      at: string,
    ): Promise<void> {
      if (members.length === 0) return;
      await data.db
        .insertInto('chat_members')
        .values(members.map((m) => ({ chatId, ...m, joinedAt: at })))
        .onConflict((oc) =>
          oc.columns(['chatId', 'userId']).doUpdateSet({ role: (eb) => eb.ref('excluded.role') }),
        )
        .execute();
    },

    async removeMember(chatId: number, userId: number): Promise<boolean> {
      const result = await data.db
        .deleteFrom('chat_members')
        .where('chatId', '=', chatId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Members with who they are, of one or many chats. */
    async members(chatIds: number[]): Promise<MemberRow[]> {
      if (chatIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('chat_members')
        .innerJoin('users', 'users.id', 'chat_members.userId')
        .select([
          ...personColumns,
          'chat_members.chatId',
          'chat_members.role',
          'chat_members.lastReadMessageId',
        ])
        .where('chat_members.chatId', 'in', chatIds)
        .orderBy('users.prezime')
        .orderBy('users.ime')
        .execute();
      return rows.map(toPerson);
    },

    /**
     * Members still in the chat's school (whom pushes reach): someone moved to another school
     * keeps their old membership rows but hears nothing of the old school.
     */
    async memberIds(chatId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('chat_members')
        .innerJoin('chats', 'chats.id', 'chat_members.chatId')
        .innerJoin('users', 'users.id', 'chat_members.userId')
        .select('chat_members.userId')
        .where('chat_members.chatId', '=', chatId)
        .whereRef('users.schoolId', '=', 'chats.schoolId')
        .execute();
      return rows.map((r) => r.userId);
    },

    /** The user's membership, only while they are in the chat's school. */
    async membership(chatId: number, userId: number) {
      const row = await data.db
        .selectFrom('chat_members')
        .innerJoin('chats', 'chats.id', 'chat_members.chatId')
        .innerJoin('users', 'users.id', 'chat_members.userId')
        .select(['chat_members.role', 'chat_members.lastReadMessageId'])
        .where('chat_members.chatId', '=', chatId)
        .where('chat_members.userId', '=', userId)
        .whereRef('users.schoolId', '=', 'chats.schoolId')
        .executeTakeFirst();
      return row ?? null;
    },

    /** Takes a person out of every group of the school (direct chats stay, read-only). */
    async leaveGroupsOf(schoolId: number, userId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('chat_members')
        .innerJoin('chats', 'chats.id', 'chat_members.chatId')
        .select('chats.id')
        .where('chats.schoolId', '=', schoolId)
        .where('chats.kind', '=', 'group')
        .where('chat_members.userId', '=', userId)
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return [];
      await data.db
        .deleteFrom('chat_members')
        .where('userId', '=', userId)
        .where('chatId', 'in', ids)
        .execute();
      return ids;
    },

    /** Moves the member's read position forward (never back); answers the position now. */
    async markRead(chatId: number, userId: number, upTo: number): Promise<void> {
      await data.db
        .updateTable('chat_members')
        .set({ lastReadMessageId: upTo })
        .where('chatId', '=', chatId)
        .where('userId', '=', userId)
        .where('lastReadMessageId', '<', upTo)
        .execute();
    },
  };
}
