import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Chat: conversations, their members (each with a read position) and messages. */

export interface ChatsTable {
  id: Generated<number>;
  schoolId: number;
  kind: 'direct' | 'group';
  /** "<low user id>:<high user id>" for a direct chat, null for a group. */
  directKey: string | null;
  name: string | null;
  description: string | null;
  adminId: number | null;
  lastActivityAt: Timestamp;
  createdAt: Timestamp;
}

export interface ChatMembersTable {
  chatId: number;
  userId: number;
  role: 'member' | 'mentor';
  lastReadMessageId: ColumnType<number, number | undefined, number>;
  joinedAt: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chatId: number;
  senderId: number;
  clientId: string;
  body: string | null;
  replyToId: number | null;
  createdAt: Timestamp;
  deletedAt: Timestamp | null;
}
