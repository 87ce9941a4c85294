import { describe, expect, it } from 'vitest';
import { chatMessages as m } from '@takt/shared/chat-messages';
import { chatCalls, chatWorldPerFile, clientId } from '../../../test/chat-world.ts';

/** Direct chats, messages and read state through the API. */

const ctx = chatWorldPerFile();
const w = () => ctx.world;
const api = chatCalls(() => ctx.t.app);
const countMessages = async () =>
  Number(
    (
      await w()
        .db.selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countChats = async () =>
  Number(
    (
      await w()
        .db.selectFrom('chats')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('who may talk to whom', () => {
  it('lists nothing for someone without conversations', async () => {
    expect(await api.list(w().tokens.studentB)).toEqual([]);
  });

  it('a student writes to their own mentor and to the school admin', async () => {
    const { tokens, people } = w();
    const res = await api.direct(tokens.student, people.mentor.id, 'Dobar dan!');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({
      body: 'Dobar dan!',
      sender: { id: people.student.id, ime: 'Iva', prezime: 'Učenica' },
      deleted: false,
      replyTo: null,
    });
    expect((await api.direct(tokens.student, people.admin.id)).statusCode).toBe(201);
  });

  it('refuses a student writing to another student or to a mentor who is not theirs', async () => {
    const { tokens, people } = w();
    const before = [await countChats(), await countMessages()];
    const toStudent = await api.direct(tokens.student, people.student2.id);
    expect(toStudent.statusCode).toBe(403);
    expect(toStudent.json().message).toBe(m.notAllowed);
    expect((await api.direct(tokens.student, people.mentor2.id)).statusCode).toBe(403);
    expect([await countChats(), await countMessages()]).toEqual(before);
  });

  it('lets the staff write to anyone of the school, never to another school', async () => {
    const { tokens, people } = w();
    expect((await api.direct(tokens.mentor2, people.student.id)).statusCode).toBe(201);
    expect((await api.direct(tokens.admin, people.student3.id)).statusCode).toBe(201);
    const before = await countChats();
    const cross = await api.direct(tokens.mentor, people.studentB.id);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe(m.personNotFound);
    expect((await api.direct(tokens.mentorB, people.student.id)).statusCode).toBe(404);
    expect(await countChats()).toBe(before);
  });

  it('a student may answer a chat a mentor started (one chat per pair)', async () => {
    const { tokens, people } = w();
    const first = await api.direct(tokens.mentor2, people.student.id, 'Pitanje?');
    const reply = await api.direct(tokens.student, people.mentor2.id, 'Odgovor.');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message.chatId).toBe(first.json().message.chatId);
  });

  it('makes a chat with a deactivated person read-only', async () => {
    const { tokens, people, db } = w();
    const sent = await api.direct(tokens.admin, people.student2.id, 'Prije');
    const chatId = sent.json().message.chatId;
    await db
      .updateTable('users')
      .set({ isActive: false })
      .where('id', '=', people.student2.id)
      .execute();
    try {
      const res = await api.send(tokens.admin, chatId, 'Poslije');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(m.readOnly);
      const chat = (await api.list(tokens.admin)).find((c) => c.id === chatId);
      expect(chat?.readOnly).toBe(true);
      expect(
        (await api.call(tokens.admin, 'GET', `/api/chats/${chatId}/messages`)).statusCode,
      ).toBe(200);
    } finally {
      await db
        .updateTable('users')
        .set({ isActive: true })
        .where('id', '=', people.student2.id)
        .execute();
    }
  });

  it('offers students only their mentors and admins as contacts', async () => {
    const { tokens, people } = w();
    const res = await api.call(tokens.student, 'GET', '/api/chats/contacts');
    const ids = res
      .json()
      .contacts.map((c: { id: number }) => c.id)
      .sort();
    expect(ids).toEqual([people.mentor.id, people.admin.id].sort());
    const staff = await api.call(tokens.mentor, 'GET', '/api/chats/contacts?q=maj');
    expect(staff.json().contacts.map((c: { id: number }) => c.id)).toContain(people.student3.id);
  });
});

describe('messages', () => {
  it('answers 400 in Croatian for empty, too long or malformed messages, storing nothing', async () => {
    const { tokens, people } = w();
    const before = await countMessages();
    for (const [body, error] of [
      ['   ', m.bodyRequired],
      ['x'.repeat(2001), m.bodyTooLong],
    ] as const) {
      const res = await api.direct(tokens.student, people.mentor.id, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(error);
    }
    const badId = await api.direct(tokens.student, people.mentor.id, 'ok', 'kratko');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain(m.clientIdInvalid);
    expect((await api.direct(tokens.student, people.mentor.id, 'x'.repeat(2000))).statusCode).toBe(
      201,
    );
    expect(await countMessages()).toBe(before + 1);
  });

  it('stores a message sent twice with the same client id once', async () => {
    const { tokens, people } = w();
    const id = clientId();
    const first = await api.direct(tokens.student, people.mentor.id, 'Jednom', id);
    const before = await countMessages();
    const again = await api.direct(tokens.student, people.mentor.id, 'Jednom', id);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    const chatId = first.json().message.chatId;
    const third = await api.send(tokens.student, chatId, 'Jednom', id);
    expect(third.json().message.id).toBe(first.json().message.id);
    expect(await countMessages()).toBe(before);
  });

  it('keeps HTML as plain text', async () => {
    const { tokens, people } = w();
    const body = '<img src=x onerror=alert(1)> <b>podebljano</b>';
    const res = await api.direct(tokens.student, people.mentor.id, body);
    expect(res.json().message.body).toBe(body);
  });

  it('limits a person to 10 messages a minute with a Croatian 429', async () => {
    const { tokens, people } = w();
    for (let i = 0; i < 10; i++) {
      expect((await api.direct(tokens.student2, people.mentor.id, `Poruka ${i}`)).statusCode).toBe(
        201,
      );
    }
    const before = await countMessages();
    const res = await api.direct(tokens.student2, people.mentor.id, 'Previše');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(m.tooMany);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await countMessages()).toBe(before);
    // A minute later the person writes again.
    ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + 61_000);
    expect((await api.direct(tokens.student2, people.mentor.id, 'Opet')).statusCode).toBe(201);
  });

  it('replies to a message of the same chat only', async () => {
    const { tokens, people } = w();
    const first = (await api.direct(tokens.student, people.mentor.id, 'Pitanje')).json().message;
    const reply = await api.send(tokens.mentor, first.chatId, 'Odgovor', clientId(), {
      replyToId: first.id,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message.replyTo).toMatchObject({ id: first.id, body: 'Pitanje' });
    const other = (await api.direct(tokens.admin, people.mentor.id, 'Drugi')).json().message;
    const wrong = await api.send(tokens.mentor, first.chatId, 'x', clientId(), {
      replyToId: other.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.replyNotFound);
  });

  it('deletes only one’s own message, which stays as deleted', async () => {
    const { tokens, people } = w();
    const msg = (await api.direct(tokens.student, people.mentor.id, 'Obriši me')).json().message;
    const url = `/api/chats/${msg.chatId}/messages/${msg.id}`;
    expect((await api.call(tokens.mentor, 'DELETE', url)).statusCode).toBe(403);
    expect((await api.call(tokens.mentorB, 'DELETE', url)).statusCode).toBe(404);
    const res = await api.call(tokens.student, 'DELETE', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Poruka je obrisana');
    const page = await api.call(tokens.mentor, 'GET', `/api/chats/${msg.chatId}/messages`);
    const shown = page.json().messages.find((x: { id: number }) => x.id === msg.id);
    expect(shown).toMatchObject({ deleted: true, body: null });
    expect((await api.call(tokens.student, 'DELETE', url)).statusCode).toBe(404);
  });

  it('pages history upward by cursor and catches up after a message without duplicates', async () => {
    const { tokens, people } = w();
    const first = (await api.direct(tokens.admin, people.mentor2.id, 'm0')).json().message;
    for (let i = 1; i < 5; i++) await api.send(tokens.admin, first.chatId, `m${i}`);
    const url = `/api/chats/${first.chatId}/messages`;
    const page1 = (await api.call(tokens.mentor2, 'GET', `${url}?limit=3`)).json();
    expect(page1.messages.map((x: { body: string }) => x.body)).toEqual(['m4', 'm3', 'm2']);
    const page2 = (
      await api.call(tokens.mentor2, 'GET', `${url}?limit=3&cursor=${page1.nextCursor}`)
    ).json();
    expect(page2.messages.map((x: { body: string }) => x.body)).toEqual(['m1', 'm0']);
    expect(page2.nextCursor).toBeNull();
    const after = (
      await api.call(tokens.mentor2, 'GET', `${url}?after=${page1.messages[1].id}`)
    ).json();
    expect(after.messages.map((x: { body: string }) => x.body)).toEqual(['m4']);
    expect((await api.call(tokens.mentor2, 'GET', `${url}?cursor=abc`)).statusCode).toBe(400);
  });

  it('answers 404 for a chat the caller is not in, of their school or another', async () => {
    const { tokens, people } = w();
    const msg = (await api.direct(tokens.student, people.mentor.id, 'Privatno')).json().message;
    for (const token of [tokens.student2, tokens.mentor2, tokens.mentorB]) {
      expect((await api.call(token, 'GET', `/api/chats/${msg.chatId}/messages`)).statusCode).toBe(
        404,
      );
      expect((await api.send(token, msg.chatId)).statusCode).toBe(404);
      expect((await api.read(token, msg.chatId)).statusCode).toBe(404);
    }
  });
});

describe('read state per member', () => {
  it('lists the other person and counts unread for each side separately', async () => {
    const { tokens, people } = w();
    const msg = (await api.direct(tokens.mentor2, people.student2.id, 'Jedan')).json().message;
    await api.send(tokens.mentor2, msg.chatId, 'Dva');
    const studentSide = (await api.list(tokens.student2)).find((c) => c.id === msg.chatId)!;
    expect(studentSide).toMatchObject({
      kind: 'direct',
      participant: { id: people.mentor2.id, ime: 'Nina', prezime: 'Mentorica' },
      groupId: null,
      unreadCount: 2,
      lastMessage: { body: 'Dva' },
    });
    const mentorSide = (await api.list(tokens.mentor2)).find((c) => c.id === msg.chatId)!;
    expect(mentorSide.unreadCount).toBe(0);
    expect((await api.read(tokens.student2, msg.chatId)).json().lastReadMessageId).toBeGreaterThan(
      msg.id,
    );
    expect((await api.list(tokens.student2)).find((c) => c.id === msg.chatId)!.unreadCount).toBe(0);
  });

  it('in a group of three with two mentors each member has their own count', async () => {
    const { tokens, people } = w();
    const created = await api.group(tokens.mentor, {
      name: 'Komorni sastav',
      memberIds: [people.student.id],
      mentorIds: [people.mentor2.id],
    });
    expect(created.statusCode).toBe(201);
    const chatId = created.json().chat.id;
    await api.send(tokens.mentor, chatId, 'Proba u petak');
    await api.send(tokens.mentor, chatId, 'U 17 h');
    const unread = async (name: 'mentor' | 'mentor2' | 'student') =>
      (await api.list(tokens[name])).find((c) => c.id === chatId)!;
    expect((await unread('mentor2')).unreadCount).toBe(2);
    expect((await unread('student')).unreadCount).toBe(2);
    await api.read(tokens.mentor2, chatId);
    await api.send(tokens.mentor2, chatId, 'Može');
    const [m1, m2, s] = [await unread('mentor'), await unread('mentor2'), await unread('student')];
    expect([m1.unreadCount, m2.unreadCount, s.unreadCount]).toEqual([1, 0, 3]);
    expect(m1).toMatchObject({ unreadCountMentor: 1, unreadCountUser: 0, groupId: chatId });
    expect(s).toMatchObject({ unreadCountMentor: 0, unreadCountUser: 3 });
    // The student's own message counts as read for them, not for the others.
    await api.send(tokens.student, chatId, 'Dolazim');
    expect((await unread('student')).unreadCount).toBe(0);
    expect((await unread('mentor2')).unreadCount).toBe(1);
    expect(s.mentorMembers).toHaveLength(2);
    expect(s.members).toEqual([{ id: people.student.id, ime: 'Iva', prezime: 'Učenica' }]);
  });

  it('notifies a member once a minute after unread messages, not per message of a burst', async () => {
    const { tokens, people, db } = w();
    const notices = () =>
      db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', people.student3.id)
        .where('type', '=', 'chat_message')
        .where('body', 'like', '%Ana Admin%')
        .execute();
    const jobs = ctx.t.app.platform.jobs;
    // Earlier tests' checks run first; this one starts from a read chat.
    await jobs.runDue();
    const earlier = (await notices()).length;
    const first = (await api.direct(tokens.admin, people.student3.id, 'Prva')).json().message;
    await api.read(tokens.student3, first.chatId);
    await api.send(tokens.admin, first.chatId, 'Druga');
    await api.send(tokens.admin, first.chatId, 'Treća');
    await api.send(tokens.admin, first.chatId, 'Četvrta');
    await jobs.runDue();
    expect(await notices()).toHaveLength(earlier);
    ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + 61_000);
    await jobs.runDue();
    const got = await notices();
    expect(got).toHaveLength(earlier + 1);
    expect(got.at(-1)).toMatchObject({
      title: 'Nova poruka',
      body: 'Imate 3 nepročitane poruke od Ana Admin.',
    });
    // Read in time: nothing.
    await api.send(tokens.admin, first.chatId, 'Peta');
    await api.read(tokens.student3, first.chatId);
    ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + 61_000);
    await jobs.runDue();
    expect(await notices()).toHaveLength(earlier + 1);
  });
});
