import type { ChatSummary } from '@takt/shared/schemas/chat';
import { inSchoolOf, isReadOnly, mayManageGroup, sideCounts } from './chat-access.ts';
import type { ChatListRow, ChatRepository, MemberRow } from './chat.repository.ts';

export interface ChatViewer {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

const person = (m: MemberRow) => ({ id: m.id, ime: m.ime, prezime: m.prezime });

/**
 * Summaries of chats of the viewer as `chatsOf` reads them (a page of the list, or one), with
 * their members: two statements however many chats.
 */
export async function summarize(
  repo: ChatRepository,
  viewer: ChatViewer,
  chats: ChatListRow[],
): Promise<ChatSummary[]> {
  if (chats.length === 0) return [];
  const members = await repo.members(chats.map((c) => c.id));
  return assemble(viewer, chats, members);
}

function assemble(viewer: ChatViewer, chats: ChatListRow[], members: MemberRow[]): ChatSummary[] {
  const membersOf = new Map<number, MemberRow[]>();
  for (const m of members) {
    const list = membersOf.get(m.chatId) ?? [];
    list.push(m);
    membersOf.set(m.chatId, list);
  }
  return chats.map((chat) => {
    const everyone = membersOf.get(chat.id) ?? [];
    // Someone moved to another school is shown only as the other person of a direct chat.
    const all = inSchoolOf(chat, everyone);
    const count = Number(chat.unreadCount);
    const other = chat.kind === 'direct' ? everyone.find((m) => m.id !== viewer.id) : undefined;
    const participant = other ? person(other) : null;
    return {
      id: chat.id,
      kind: chat.kind,
      name:
        chat.kind === 'group'
          ? (chat.name ?? '')
          : participant
            ? `${participant.ime} ${participant.prezime}`
            : '',
      participant,
      groupId: chat.kind === 'group' ? chat.id : null,
      description: chat.kind === 'group' ? (chat.description ?? '') : null,
      adminId: chat.kind === 'group' ? chat.adminId : null,
      members: chat.kind === 'group' ? all.filter((m) => m.role === 'member').map(person) : [],
      mentorMembers:
        chat.kind === 'group' ? all.filter((m) => m.role === 'mentor').map(person) : [],
      lastMessage:
        chat.lastId !== null
          ? {
              id: chat.lastId,
              senderId: chat.lastSenderId!,
              body: chat.lastBody,
              createdAt: chat.lastCreatedAt!,
            }
          : null,
      lastActivityAt: chat.lastActivityAt,
      unreadCount: count,
      ...sideCounts(count, chat.role),
      lastReadMessageId: chat.lastReadMessageId,
      readOnly: isReadOnly(chat, everyone),
      canManage: mayManageGroup(viewer, chat),
    };
  });
}
