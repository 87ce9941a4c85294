import { sql } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { foldSql, searchPatterns } from '../../db/search-fold.ts';
import type { ChatRow } from './chat-conversations.repository.ts';

/** Where a page of a user's chats starts: after this chat in newest-activity order. */
export interface ChatListPosition {
  lastActivityAt: string;
  id: number;
}

export interface ChatListQuery {
  limit: number;
  after?: ChatListPosition | undefined;
  text?: string | undefined;
  /** Only this chat (one summary after a change). */
  chatId?: number;
}

/** A chat as its member sees it in the list: their read position, the latest message, unread. */
export interface ChatListRow extends ChatRow {
  role: 'member' | 'mentor';
  lastReadMessageId: number;
  lastId: number | null;
  lastSenderId: number | null;
  lastBody: string | null;
  lastCreatedAt: string | null;
  unreadCount: number | string;
}

/** A user's chats a page at a time, and how many of them hold unread messages. */
export function createChatListRepository(data: DataAccess) {
  return {
    /**
     * The chats a user is in (newest activity first, then newest id), with their own read
     * position, each chat's latest message and how many messages of others they have not read:
     * one statement, whose latest-message and unread lookups run for the page's rows only. Every
     * word of `text` must match the group's name or, in a direct chat, the other person's name
     * (folded: 'cacic' finds Čačić).
     */
    async chatsOf(schoolId: number, userId: number, query: ChatListQuery): Promise<ChatListRow[]> {
      let q = data.db
        .selectFrom('chats')
        .innerJoin('chat_members', 'chat_members.chatId', 'chats.id')
        .select([
          'chats.id',
          'chats.schoolId',
          'chats.kind',
          'chats.name',
          'chats.description',
          'chats.adminId',
          'chats.lastActivityAt',
          'chat_members.role',
          'chat_members.lastReadMessageId',
        ])
        .where('chat_members.userId', '=', userId)
        .where('chats.schoolId', '=', schoolId);
      const { after } = query;
      if (query.chatId !== undefined) q = q.where('chats.id', '=', query.chatId);
      if (after) {
        q = q.where((eb) =>
          eb(
            eb.refTuple('chats.lastActivityAt', 'chats.id'),
            '<',
            eb.tuple(after.lastActivityAt, after.id),
          ),
        );
      }
      const patterns = searchPatterns(query.text);
      // Folding costs a little to build: only a search pays it.
      if (patterns.length > 0) {
        const groupName = foldSql(sql`coalesce(${sql.ref('chats.name')}, '')`);
        const personName = foldSql(sql`${sql.ref('u.ime')} || ' ' || ${sql.ref('u.prezime')}`);
        for (const pattern of patterns) {
          q = q.where((eb) =>
            eb.or([
              eb.and([
                eb('chats.kind', '=', 'group'),
                sql<boolean>`${groupName} like ${pattern} escape '\\'`,
              ]),
              eb.and([
                eb('chats.kind', '=', 'direct'),
                eb.exists(
                  eb
                    .selectFrom('chat_members as other')
                    .innerJoin('users as u', 'u.id', 'other.userId')
                    .select(sql.lit(1).as('one'))
                    .whereRef('other.chatId', '=', 'chats.id')
                    .where('other.userId', '!=', userId)
                    .where(sql<boolean>`${personName} like ${pattern} escape '\\'`),
                ),
              ]),
            ]),
          );
        }
      }
      const page = q
        .orderBy('chats.lastActivityAt', 'desc')
        .orderBy('chats.id', 'desc')
        .limit(query.limit);
      const rows = await data.db
        .selectFrom(page.as('c'))
        .leftJoin('chat_messages as last', (join) =>
          join.on((eb) =>
            eb(
              'last.id',
              '=',
              eb
                .selectFrom('chat_messages as l')
                .select((e) => e.fn.max('l.id').as('id'))
                .whereRef('l.chatId', '=', 'c.id'),
            ),
          ),
        )
        .selectAll('c')
        .select([
          'last.id as lastId',
          'last.senderId as lastSenderId',
          'last.body as lastBody',
          'last.createdAt as lastCreatedAt',
          (eb) =>
            eb
              .selectFrom('chat_messages as u')
              .select((e) => e.fn.countAll<number | string>().as('n'))
              .whereRef('u.chatId', '=', 'c.id')
              .whereRef('u.id', '>', 'c.lastReadMessageId')
              .where('u.senderId', '!=', userId)
              .where('u.deletedAt', 'is', null)
              .as('unreadCount'),
        ])
        .orderBy('c.lastActivityAt', 'desc')
        .orderBy('c.id', 'desc')
        .execute();
      return rows as ChatListRow[];
    },

    /** Every chat of the user in the school (a move to another school touches them all). */
    async chatIdsOf(schoolId: number, userId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('chat_members')
        .innerJoin('chats', 'chats.id', 'chat_members.chatId')
        .select('chats.id')
        .where('chat_members.userId', '=', userId)
        .where('chats.schoolId', '=', schoolId)
        .execute();
      return rows.map((r) => r.id);
    },

    /** How many of the user's chats in the school hold messages of others they have not read. */
    async unreadChatCount(schoolId: number, userId: number): Promise<number> {
      const row = await data.db
        .selectFrom('chat_members')
        .innerJoin('chats', 'chats.id', 'chat_members.chatId')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('chat_members.userId', '=', userId)
        .where('chats.schoolId', '=', schoolId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('chat_messages')
              .select(sql.lit(1).as('one'))
              .whereRef('chat_messages.chatId', '=', 'chat_members.chatId')
              .whereRef('chat_messages.id', '>', 'chat_members.lastReadMessageId')
              .where('chat_messages.senderId', '!=', userId)
              .where('chat_messages.deletedAt', 'is', null),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
