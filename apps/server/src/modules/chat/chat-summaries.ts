import type { ChatSummary } from '@takt/shared/schemas/chat';
import { inSchoolOf, isReadOnly, mayManageGroup, sideCounts } from './chat-access.ts';
import type { ChatRepository, ChatRow, MemberRow } from './chat.repository.ts';

export interface ChatViewer {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

type ChatOfViewer = ChatRow & { role: 'member' | 'mentor'; lastReadMessageId: number };

const person = (m: MemberRow) => ({ id: m.id, ime: m.ime, prezime: m.prezime });

type LastMessage = Awaited<ReturnType<ChatRepository['lastMessages']>>[number];

/** Summaries of some chats of the viewer (one after a change): three queries by chat id. */
export async function summarize(
  repo: ChatRepository,
  viewer: ChatViewer,
  chats: ChatOfViewer[],
): Promise<ChatSummary[]> {
  const ids = chats.map((c) => c.id);
  const [members, lasts, unread] = await Promise.all([
    repo.members(ids),
    repo.lastMessages(ids),
    repo.unreadCounts(viewer.id, ids),
  ]);
  return assemble(viewer, chats, members, lasts, unread);
}

/**
 * GET /api/chats: every chat of the viewer in their school, four queries whatever their number.
 * Members and latest messages are read through the viewer's memberships, not an `in` list of
 * hundreds of ids; those rows also cover chats of a school the viewer left, which `assemble`
 * never looks up.
 */
export async function summarizeAll(
  repo: ChatRepository,
  viewer: ChatViewer,
): Promise<ChatSummary[]> {
  const chats = await repo.chatsOf(viewer.schoolId, viewer.id);
  if (chats.length === 0) return [];
  const ids = chats.map((c) => c.id);
  const [members, lasts, unread] = await Promise.all([
    repo.membersOfChatsOf(viewer.id),
    repo.lastMessagesInChatsOf(viewer.id),
    repo.unreadCounts(viewer.id, ids),
  ]);
  return assemble(viewer, chats, members, lasts, unread);
}

function assemble(
  viewer: ChatViewer,
  chats: ChatOfViewer[],
  members: MemberRow[],
  lasts: LastMessage[],
  unread: Map<number, number>,
): ChatSummary[] {
  const membersOf = new Map<number, MemberRow[]>();
  for (const m of members) {
    const list = membersOf.get(m.chatId) ?? [];
    list.push(m);
    membersOf.set(m.chatId, list);
  }
  const lastOf = new Map(lasts.map((l) => [l.chatId, l]));
  return chats.map((chat) => {
    const everyone = membersOf.get(chat.id) ?? [];
    // Someone moved to another school is shown only as the other person of a direct chat.
    const all = inSchoolOf(chat, everyone);
    const count = unread.get(chat.id) ?? 0;
    const last = lastOf.get(chat.id);
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
      lastMessage: last
        ? { id: last.id, senderId: last.senderId, body: last.body, createdAt: last.createdAt }
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
