import { chatMessages as m } from '@takt/shared/chat-messages';
import { CONTACTS_PAGE, type ChatContact } from '@takt/shared/schemas/chat';
import { notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import { isStaff } from './chat-access.ts';
import { directKey } from './chat-rows.ts';
import type { ChatViewer } from './chat-summaries.ts';
import type { ChatPersonRow, ChatRepository } from './chat.repository.ts';

export type ChatContacts = ReturnType<typeof createChatContacts>;

const toContact = (p: ChatPersonRow): ChatContact => ({
  id: p.id,
  ime: p.ime,
  prezime: p.prezime,
  role: p.isAdmin ? 'admin' : p.isMentor ? 'mentor' : 'student',
});

/**
 * Whom the viewer may write to (or add to a group): searched and paged on the server, so a
 * school of hundreds reaches everyone, not only a first page the browser happened to load.
 */
export function createChatContacts(deps: { chats: ChatRepository }) {
  const { chats } = deps;
  const who = (viewer: ChatViewer) => ({ id: viewer.id, staff: isStaff(viewer) });

  return {
    /** GET /api/chats/contacts?q=&cursor=&limit=: a page, by last name. */
    async page(
      viewer: ChatViewer,
      query: { text?: string | undefined; afterId?: number | undefined; limit?: number },
    ): Promise<{ contacts: ChatContact[]; nextCursor: string | null }> {
      const limit = query.limit ?? CONTACTS_PAGE;
      const words = (query.text ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
      const rows = await chats.contacts(viewer.schoolId, who(viewer), {
        words,
        limit: limit + 1,
        ...(query.afterId !== undefined ? { afterId: query.afterId } : {}),
      });
      const { items, nextCursor } = toPage(rows, limit);
      return { contacts: items.map(toContact), nextCursor };
    },

    /**
     * GET /api/chats/contacts/{id}: one person the viewer may write to, else 404, and the direct
     * chat the two already have, if any.
     */
    async one(
      viewer: ChatViewer,
      userId: number,
    ): Promise<{ contact: ChatContact; chatId: number | null }> {
      const [row] = await chats.contacts(viewer.schoolId, who(viewer), {
        words: [],
        onlyId: userId,
        limit: 1,
      });
      if (!row) throw notFound(m.personNotFound);
      const chatId = await chats.directChatId(viewer.schoolId, directKey(viewer.id, userId));
      return { contact: toContact(row), chatId };
    },
  };
}
