import { isMentorSide } from '@takt/shared/policy';

/** Who may talk to whom: pure rules, decided on facts the service looked up. */

export interface ChatParty {
  id: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

/** Mentors and admins: they talk with anyone of their school and make groups. */
export const isStaff = (p: Pick<ChatParty, 'isMentor' | 'isAdmin'>) => isMentorSide(p);

/**
 * Whether `from` may start a direct chat with `to` (both active, same school: the caller checks).
 * Students (and parents on a minor's account) write to their own mentors and the school's
 * admins; the staff to anyone. Students never start chats with other students.
 */
export function mayStartDirect(
  from: ChatParty,
  to: ChatParty,
  facts: { toIsMentorOfFrom: boolean },
): boolean {
  if (from.id === to.id) return false;
  if (isStaff(from)) return true;
  if (to.isAdmin) return true;
  return to.isMentor && facts.toIsMentorOfFrom;
}

/** Group settings and members: the group's admin (its creator) and the school's admins. */
export function mayManageGroup(
  viewer: Pick<ChatParty, 'id' | 'isAdmin'>,
  group: { kind: 'direct' | 'group'; adminId: number | null },
): boolean {
  return group.kind === 'group' && (group.adminId === viewer.id || viewer.isAdmin);
}

/**
 * A direct chat with someone no longer active, or no longer in the chat's school (a student
 * moved to another school), can be read, not written.
 */
export function isReadOnly(
  chat: { kind: 'direct' | 'group'; schoolId: number },
  members: readonly { isActive: boolean; schoolId: number }[],
): boolean {
  return chat.kind === 'direct' && members.some((m) => !m.isActive || m.schoolId !== chat.schoolId);
}

/** Members who still belong to the chat's school: only they are shown and reached. */
export function inSchoolOf<M extends { schoolId: number }>(
  chat: { schoolId: number },
  members: readonly M[],
): M[] {
  return members.filter((m) => m.schoolId === chat.schoolId);
}

/**
 * The spec's two group counters, kept for its reader: both are the viewer's own count, under
 * the side they are on in this chat (a mentor member or a student member), the other side 0.
 */
export function sideCounts(
  unread: number,
  side: 'member' | 'mentor',
): { unreadCountMentor: number; unreadCountUser: number } {
  return side === 'mentor'
    ? { unreadCountMentor: unread, unreadCountUser: 0 }
    : { unreadCountMentor: 0, unreadCountUser: unread };
}
