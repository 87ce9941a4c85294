import type { DataAccess } from '../../db/unit-of-work.ts';
import { createChatContactsRepository } from './chat-contacts.repository.ts';
import { createChatConversationsRepository } from './chat-conversations.repository.ts';
import { createChatListRepository } from './chat-list.repository.ts';
import { createChatMembersRepository } from './chat-members.repository.ts';
import { createChatMessagesRepository } from './chat-messages.repository.ts';
import { createChatPeopleRepository } from './chat-people.repository.ts';

export type { ChatPersonRow } from './chat-people.repository.ts';
export type { ChatRow, NewChat } from './chat-conversations.repository.ts';
export type { ChatListPosition, ChatListQuery, ChatListRow } from './chat-list.repository.ts';
export type { MemberRow } from './chat-members.repository.ts';

export type ChatRepository = ReturnType<typeof createChatRepository>;

/** Chats, their members and messages; people are read from the school's users, by school. */
export function createChatRepository(data: DataAccess) {
  return {
    ...createChatPeopleRepository(data),
    ...createChatContactsRepository(data),
    ...createChatConversationsRepository(data),
    ...createChatListRepository(data),
    ...createChatMembersRepository(data),
    ...createChatMessagesRepository(data),
  };
}
