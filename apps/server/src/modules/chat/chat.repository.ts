import { sql, type RawBuilder } from 'kysely';
import type { DataAccess } from '../../db/unit-of-work.ts';
import { toBool as asBool } from '../../db/rows.ts';

export interface ChatPersonRow {
  id: number;
  /** The school the person is in now (one moved elsewhere keeps old chats, read-only). */
  schoolId: number;
  ime: string;
  prezime: string;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
}

export interface ChatRow {
  id: number;
  schoolId: number;
  kind: 'direct' | 'group';
  name: string | null;
  description: string | null;
  adminId: number | null;
  lastActivityAt: string;
}

export interface MemberRow extends ChatPersonRow {
  chatId: number;
  role: 'member' | 'mentor';
  lastReadMessageId: number;
}

export interface NewChat {
  schoolId: number;
  kind: 'direct' | 'group';
  directKey: string | null;
  name: string | null;
  description: string | null;
  adminId: number | null;
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

/** Croatian letters searched without their marks ('malic' finds 'Malić'), on both databases. */
const LETTER_FOLDS: [string, string][] = [
  ['č', 'c'],
  ['ć', 'c'],
  ['đ', 'd'],
  ['š', 's'],
  ['ž', 'z'],
];
const foldLetters = (text: string) =>
  LETTER_FOLDS.reduce((t, [from, to]) => t.replaceAll(from, to), text.toLowerCase());
/** SQLite's lower() leaves Č as it is: capitals are folded too. */
function foldedColumn(column: string) {
  let folded: RawBuilder<unknown> = sql`lower(${sql.ref(column)})`;
  for (const [from, to] of LETTER_FOLDS) {
    for (const letter of [from, from.toUpperCase()]) {
      folded = sql`replace(${folded}, ${sql.lit(letter)}, ${sql.lit(to)})`;
    }
  }
  return folded;
}

/** Chats, their members and messages; people are read from the school's users, by school. */
export function createChatRepository(data: DataAccess) {
  const personColumns = [
    'users.id',
    'users.schoolId',
    'users.ime',
    'users.prezime',
    'users.isStudent',
    'users.isMentor',
    'users.isAdmin',
    'users.isActive',
  ] as const;
  const toPerson = <
    R extends Omit<ChatPersonRow, 'isStudent' | 'isMentor' | 'isAdmin' | 'isActive'> & {
      isStudent: boolean | number;
      isMentor: boolean | number;
      isAdmin: boolean | number;
      isActive: boolean | number;
    },
  >(
    r: R,
  ) => ({
    ...r,
    isStudent: asBool(r.isStudent),
    isMentor: asBool(r.isMentor),
    isAdmin: asBool(r.isAdmin),
    isActive: asBool(r.isActive),
  });

  return {
    async person(schoolId: number, userId: number): Promise<ChatPersonRow | null> {
      const row = await data.db
        .selectFrom('users')
        .select(personColumns)
        .where('users.id', '=', userId)
        .where('users.schoolId', '=', schoolId)
        .executeTakeFirst();
      return row ? toPerson(row) : null;
    },

    /** Active people of the school among `ids`. */
    async activePeople(schoolId: number, ids: number[]): Promise<ChatPersonRow[]> {
      if (ids.length === 0) return [];
      const rows = await data.db
        .selectFrom('users')
        .select(personColumns)
        .where('users.id', 'in', ids)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .execute();
      return rows.map(toPerson);
    },

    async isMentorOf(studentId: number, mentorId: number): Promise<boolean> {
      const row = await data.db
        .selectFrom('student_mentors')
        .select('studentId')
        .where('studentId', '=', studentId)
        .where('mentorId', '=', mentorId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async programsIn(schoolId: number, programIds: number[]): Promise<number[]> {
      if (programIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('programs')
        .select('id')
        .where('schoolId', '=', schoolId)
        .where('id', 'in', programIds)
        .execute();
      return rows.map((r) => r.id);
    },

    /** Active students of the school enrolled in any of the programs. */
    async studentsOfPrograms(schoolId: number, programIds: number[]): Promise<number[]> {
      if (programIds.length === 0) return [];
      const rows = await data.db
        .selectFrom('user_programs')
        .innerJoin('users', 'users.id', 'user_programs.userId')
        .select('users.id')
        .distinct()
        .where('user_programs.programId', 'in', programIds)
        .where('users.schoolId', '=', schoolId)
        .where('users.isStudent', '=', true)
        .where('users.isActive', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },

    async studentsOfMentor(schoolId: number, mentorId: number): Promise<number[]> {
      const rows = await data.db
        .selectFrom('student_mentors')
        .innerJoin('users', 'users.id', 'student_mentors.studentId')
        .select('users.id')
        .where('student_mentors.mentorId', '=', mentorId)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * People a viewer may write to: a student their own mentors and the school's admins, the
     * staff anyone active in the school. Every word of `text` must match the name, last name or
     * username; ordered by last name, first name, id, continuing `after` a person (keyset);
     * `onlyId` asks about one person.
     */
    async contacts(
      schoolId: number,
      viewer: { id: number; staff: boolean },
      filter: { words: string[]; afterId?: number; onlyId?: number; limit: number },
    ): Promise<ChatPersonRow[]> {
      let query = data.db
        .selectFrom('users')
        .select(personColumns)
        .where('users.schoolId', '=', schoolId)
        .where('users.isActive', '=', true)
        .where('users.id', '!=', viewer.id);
      if (!viewer.staff) {
        query = query.where((eb) =>
          eb.or([
            eb('users.isAdmin', '=', true),
            eb(
              'users.id',
              'in',
              eb
                .selectFrom('student_mentors')
                .select('mentorId')
                .where('studentId', '=', viewer.id),
            ),
          ]),
        );
      }
      if (filter.onlyId !== undefined) query = query.where('users.id', '=', filter.onlyId);
      for (const word of filter.words) {
        const like = `%${foldLetters(word).replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        const matches = (column: string) =>
          sql<boolean>`${foldedColumn(column)} like ${like} escape '\\'`;
        query = query.where(
          sql<boolean>`(${matches('users.ime')} or ${matches('users.prezime')} or ${matches('users.korisnickoIme')})`,
        );
      }
      if (filter.afterId !== undefined) {
        const p = (column: string) => sql.ref(`after.${column}`);
        query = query.where(
          sql<boolean>`(${sql.ref('users.prezime')}, ${sql.ref('users.ime')}, ${sql.ref('users.id')}) > (select ${p('prezime')}, ${p('ime')}, ${p('id')} from ${sql.table('users')} as ${sql.ref('after')} where ${p('id')} = ${filter.afterId} and ${p('schoolId')} = ${schoolId})`,
        );
      }
      const rows = await query
        .orderBy('users.prezime')
        .orderBy('users.ime')
        .orderBy('users.id')
        .limit(filter.limit)
        .execute();
      return rows.map(toPerson);
    },

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

    /** The chats a user is in (newest activity first), with their own read position. */
    async chatsOf(schoolId: number, userId: number) {
      return data.db
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
        .where('chats.schoolId', '=', schoolId)
        .orderBy('chats.lastActivityAt', 'desc')
        .orderBy('chats.id', 'desc')
        .execute();
    },

    /** The latest message of each chat. */
    async lastMessages(chatIds: number[]) {
      if (chatIds.length === 0) return [];
      return data.db
        .selectFrom('chat_messages')
        .select(['id', 'chatId', 'senderId', 'body', 'createdAt'])
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('chat_messages as latest')
            .select((e) => e.fn.max('latest.id').as('id'))
            .where('latest.chatId', 'in', chatIds)
            .groupBy('latest.chatId'),
        )
        .execute();
    },

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

    async latestMessageId(chatId: number): Promise<number> {
      const row = await data.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('chatId', '=', chatId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
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
