import type { DataAccess } from '../../db/unit-of-work.ts';

/** Messages: writing, paging, deleting, the latest of each chat, unread counts, a person's own. */
export function createChatMessagesRepository(data: DataAccess) {
  return {
    /** Per chat of the user: messages of others after their read position, not deleted. */
    async unreadCounts(userId: number, chatIds?: number[]): Promise<Map<number, number>> {
      if (chatIds?.length === 0) return new Map();
      let query = data.db
        .selectFrom('chat_messages')
        .innerJoin('chat_members', (join) =>
          join
            .onRef('chat_members.chatId', '=', 'chat_messages.chatId')
            .on('chat_members.userId', '=', userId),
        )
        .select(['chat_messages.chatId', (eb) => eb.fn.countAll<number | string>().as('n')])
        .whereRef('chat_messages.id', '>', 'chat_members.lastReadMessageId')
        .where('chat_messages.senderId', '!=', userId)
        .where('chat_messages.deletedAt', 'is', null)
        .groupBy('chat_messages.chatId');
      if (chatIds) query = query.where('chat_messages.chatId', 'in', chatIds);
      const rows = await query.execute();
      return new Map(rows.map((r) => [r.chatId, Number(r.n)]));
    },

    async insertMessage(
      values: {
        chatId: number;
        senderId: number;
        clientId: string;
        body: string;
        replyToId: number | null;
      },
      at: string,
    ): Promise<number> {
      const { id } = await data.db
        .insertInto('chat_messages')
        .values({ ...values, createdAt: at, deletedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** A message the sender stored with the client id, in a chat of their school now. */
    async messageByClientId(schoolId: number, senderId: number, clientId: string) {
      const row = await data.db
        .selectFrom('chat_messages')
        .innerJoin('chats', 'chats.id', 'chat_messages.chatId')
        .select(['chat_messages.id', 'chat_messages.chatId'])
        .where('chat_messages.senderId', '=', senderId)
        .where('chat_messages.clientId', '=', clientId)
        .where('chats.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ?? null;
    },

    async messageMeta(chatId: number, messageId: number) {
      const row = await data.db
        .selectFrom('chat_messages')
        .select(['id', 'senderId', 'deletedAt'])
        .where('chatId', '=', chatId)
        .where('id', '=', messageId)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Messages with sender and replied-to message: `before` pages upward (newest first), `after`
     * catches up (oldest first), `ids` reads given ones.
     */
    async messages(
      chatId: number,
      page: { before?: number; after?: number; ids?: number[]; limit: number },
    ) {
      let query = data.db
        .selectFrom('chat_messages as m')
        .innerJoin('users as s', 's.id', 'm.senderId')
        .leftJoin('chat_messages as r', 'r.id', 'm.replyToId')
        .leftJoin('users as rs', 'rs.id', 'r.senderId')
        .select([
          'm.id',
          'm.chatId',
          'm.clientId',
          'm.body',
          'm.createdAt',
          'm.deletedAt',
          's.id as senderId',
          's.ime as senderIme',
          's.prezime as senderPrezime',
          'r.id as replyId',
          'r.body as replyBody',
          'r.deletedAt as replyDeletedAt',
          'rs.id as replySenderId',
          'rs.ime as replySenderIme',
          'rs.prezime as replySenderPrezime',
        ])
        .where('m.chatId', '=', chatId);
      if (page.ids) query = query.where('m.id', 'in', page.ids.length ? page.ids : [0]);
      if (page.before !== undefined) query = query.where('m.id', '<', page.before);
      if (page.after !== undefined) query = query.where('m.id', '>', page.after);
      const newestFirst = page.after === undefined;
      return query
        .orderBy('m.id', newestFirst ? 'desc' : 'asc')
        .limit(page.limit)
        .execute();
    },

    async deleteMessage(messageId: number, at: string): Promise<void> {
      await data.db
        .updateTable('chat_messages')
        .set({ body: null, deletedAt: at })
        .where('id', '=', messageId)
        .execute();
    },

    async latestMessageId(chatId: number): Promise<number> {
      const row = await data.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('chatId', '=', chatId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** What a person wrote in the school's chats (their data export; nobody else's words). */
    async messagesOf(schoolId: number, userId: number) {
      return data.db
        .selectFrom('chat_messages')
        .innerJoin('chats', 'chats.id', 'chat_messages.chatId')
        .select(['chats.kind', 'chats.name', 'chat_messages.body', 'chat_messages.createdAt'])
        .where('chats.schoolId', '=', schoolId)
        .where('chat_messages.senderId', '=', userId)
        .where('chat_messages.deletedAt', 'is', null)
        .orderBy('chat_messages.id')
        .execute();
    },

    /** Blanks every message a person sent in the school's chats (they stay as deleted). */
    async eraseMessagesOf(schoolId: number, userId: number, at: string): Promise<number[]> {
      const chats = await data.db
        .selectFrom('chat_messages')
        .innerJoin('chats', 'chats.id', 'chat_messages.chatId')
        .select('chats.id')
        .distinct()
        .where('chats.schoolId', '=', schoolId)
        .where('chat_messages.senderId', '=', userId)
        .execute();
      const ids = chats.map((c) => c.id);
      if (ids.length === 0) return [];
      await data.db
        .updateTable('chat_messages')
        .set({ body: null, deletedAt: at })
        .where('senderId', '=', userId)
        .where('chatId', 'in', ids)
        .where('deletedAt', 'is', null)
        .execute();
      return ids;
    },
  };
}
