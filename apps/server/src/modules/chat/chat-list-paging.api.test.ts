import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@takt/shared/messages';
import { chatCalls, chatWorldPerFile } from '../../../test/chat-world.ts';
import { buildUser } from '../../../test/factories.ts';

/**
 * GET /api/chats a page at a time: a mentor with dozens of conversations gets them newest first,
 * each once, however many share one instant; the search and the unread count see all of them.
 */

const ctx = chatWorldPerFile();
const w = () => ctx.world;
const api = chatCalls(() => ctx.t.app);
const CHATS = 34;
const base = Date.parse('2026-10-01T08:00:00.000Z');
const made: { id: number; at: string; partnerId: number; unread: boolean }[] = [];

type Summary = { id: number; name: string; unreadCount: number; lastActivityAt: string };

beforeAll(async () => {
  const { db, schoolA, people } = w();
  const owner = people.mentor2.id;
  for (let i = 0; i < CHATS; i++) {
    const partner = await buildUser(db, {
      schoolId: schoolA,
      ime: i === 5 ? 'Đurđa' : 'Stranka',
      prezime: i === 5 ? 'Čačić' : `Popis${String(i).padStart(2, '0')}`,
      mentorIds: [owner],
    });
    // Three chats share each instant, so ties fall across page boundaries.
    const at = new Date(base + Math.floor(i / 3) * 60_000).toISOString();
    const key = owner < partner.id ? `${owner}:${partner.id}` : `${partner.id}:${owner}`;
    const chat = await db
      .insertInto('chats')
      .values({
        schoolId: schoolA,
        kind: 'direct',
        directKey: key,
        name: null,
        description: null,
        adminId: null,
        lastActivityAt: at,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await db
      .insertInto('chat_messages')
      .values({
        chatId: chat.id,
        senderId: partner.id,
        clientId: `paging-${i}`,
        body: `Poruka ${i}`,
        replyToId: null,
        createdAt: at,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unread = i % 4 === 0;
    await db
      .insertInto('chat_members')
      .values([
        {
          chatId: chat.id,
          userId: owner,
          role: 'mentor',
          lastReadMessageId: unread ? 0 : message.id,
          joinedAt: at,
        },
        {
          chatId: chat.id,
          userId: partner.id,
          role: 'member',
          lastReadMessageId: message.id,
          joinedAt: at,
        },
      ])
      .execute();
    made.push({ id: chat.id, at, partnerId: partner.id, unread });
  }
});

const newestFirst = () =>
  [...made].sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1)).map((c) => c.id);

async function everyPage(query: string) {
  const seen: Summary[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const after = cursor ? `&cursor=${cursor}` : '';
    const res = await api.call(w().tokens.mentor2, 'GET', `/api/chats?${query}${after}`);
    expect(res.statusCode).toBe(200);
    seen.push(...res.json<Summary[]>());
    cursor = res.headers['x-next-cursor'] as string | undefined;
    pages++;
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe('the chat list a page at a time', () => {
  it('gives every conversation once, newest activity first, across pages of ties', async () => {
    const { seen, pages } = await everyPage('limit=7');
    expect(pages).toBe(5);
    expect(seen.map((c) => c.id)).toEqual(newestFirst());
  });

  it('answers 30 by default, with the next cursor in X-Next-Cursor and an array body', async () => {
    const first = await api.call(w().tokens.mentor2, 'GET', '/api/chats');
    expect(first.json<Summary[]>().map((c) => c.id)).toEqual(newestFirst().slice(0, 30));
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toMatch(/^\d+\.\d+$/);
    const rest = await api.call(w().tokens.mentor2, 'GET', `/api/chats?cursor=${cursor}`);
    expect(rest.json<Summary[]>().map((c) => c.id)).toEqual(newestFirst().slice(30));
    expect(rest.headers['x-next-cursor']).toBeUndefined();
  });

  it('searches the other person of a direct chat and group names, folded', async () => {
    const { seen } = await everyPage('q=cacic');
    expect(seen.map((c) => c.id)).toEqual([made[5]!.id]);
    expect(seen[0]!.name).toBe('Đurđa Čačić');
    // Popis00–Popis09 but the sixth, who is Čačić.
    expect((await everyPage('q=Popis0')).seen).toHaveLength(9);
    // The viewer's own name matches nothing: every chat has them.
    expect((await everyPage('q=Mentorica')).seen).toHaveLength(0);

    const { people, tokens } = w();
    const group = await api.group(tokens.mentor2, {
      name: 'Gudački orkestar',
      memberIds: [people.student3.id],
    });
    expect(group.statusCode).toBe(201);
    const found = (await everyPage('q=gudacki')).seen;
    expect(found.map((c) => c.name)).toEqual(['Gudački orkestar']);
  });

  it('counts the conversations with unread messages over every page', async () => {
    const res = await api.call(w().tokens.mentor2, 'GET', '/api/chats/unread');
    expect(res.statusCode).toBe(200);
    const { seen } = await everyPage('limit=100');
    const unread = seen.filter((c) => c.unreadCount > 0).length;
    expect(unread).toBe(made.filter((c) => c.unread).length);
    expect(res.json()).toEqual({ count: unread });
    // Another person's chats are not theirs to count.
    expect((await api.call(w().tokens.mentorB, 'GET', '/api/chats/unread')).json()).toEqual({
      count: 0,
    });
  });

  it('names the direct chat a contact already has with the viewer', async () => {
    const { tokens, people } = w();
    const partner = made[9]!;
    const res = await api.call(tokens.mentor2, 'GET', `/api/chats/contacts/${partner.partnerId}`);
    expect(res.json()).toMatchObject({ contact: { id: partner.partnerId }, chatId: partner.id });
    const fresh = await api.call(
      tokens.mentor2,
      'GET',
      `/api/chats/contacts/${people.student3.id}`,
    );
    expect(fresh.json()).toMatchObject({ contact: { id: people.student3.id }, chatId: null });
  });

  it('refuses a cursor or a page size that is not one, in Croatian', async () => {
    for (const query of ['cursor=abc', 'cursor=12', 'cursor=1.0', 'limit=0', 'limit=101']) {
      const res = await api.call(w().tokens.mentor2, 'GET', `/api/chats?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).not.toMatch(/expected|too (small|big)|invalid/i);
    }
    const res = await api.call(w().tokens.mentor2, 'GET', '/api/chats?cursor=abc');
    expect(res.json().message).toBe(messages.invalidCursor);
  });
});
