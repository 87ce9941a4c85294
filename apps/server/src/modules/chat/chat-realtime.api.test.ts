import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatCalls, chatWorldPerFile } from '../../../test/chat-world.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { connect, listen, refusedHandshake, type TestSocket } from '../../../test/sockets.ts';

/** Messages, read state and typing over real sockets to one listening app. */

const ctx = chatWorldPerFile();
const w = () => ctx.world;
const api = chatCalls(() => ctx.t.app);
let url: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  url = await listen(ctx.t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function socketOf(name: keyof ReturnType<typeof w>['people']) {
  const token = await loginAs(ctx.t.app, w().people[name].korisnickoIme);
  const s = await connect(url, token);
  open.push(s);
  return { s, token };
}

type Push = { chatId: number; message: { id: number; body: string } };
const withBody = (body: string) => (data: unknown) => (data as Push).message?.body === body;

describe('socket handshake', () => {
  it('is refused without a valid session and dropped after logout', async () => {
    expect((await refusedHandshake(url, undefined)).data?.code).toBe('unauthorized');
    expect((await refusedHandshake(url, 'krivi.token.x')).data?.code).toBe('session_expired');
    const { s, token } = await socketOf('student');
    const logout = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await s.disconnected()).toBe('io server disconnect');
  });
});

describe('live messages', () => {
  it('delivers newMessage to both members on every device, to nobody else', async () => {
    const { tokens, people } = w();
    const [phone, laptop, mentor, outsider] = [
      await socketOf('student'),
      await socketOf('student'),
      await socketOf('mentor'),
      await socketOf('student2'),
    ];
    const sent = await api.direct(tokens.mentor, people.student.id, 'Uživo!');
    expect(sent.statusCode).toBe(201);
    const pushed = (await phone.s.next('newMessage', withBody('Uživo!'))) as Push;
    expect(pushed).toMatchObject({
      chatId: sent.json().message.chatId,
      message: sent.json().message,
    });
    await laptop.s.next('newMessage', withBody('Uživo!'));
    await mentor.s.next('newMessage', withBody('Uživo!'));
    // Pushes keep their order per socket: once the outsider's own next push is in, none came.
    await api.direct(tokens.mentor, people.student2.id, 'Zapreka');
    await outsider.s.next('newMessage', withBody('Zapreka'));
    expect(outsider.s.received.some((r) => withBody('Uživo!')(r.data))).toBe(false);
  });

  it('delivers newGroupMessage with the group id to the group’s members', async () => {
    const { tokens, people } = w();
    const student3 = await socketOf('student3');
    const group = (
      await api.group(tokens.mentor2, { name: 'Teorija', memberIds: [people.student3.id] })
    ).json().chat;
    await student3.s.next('chat.changed', (d) => (d as { chatId: number }).chatId === group.id);
    await api.send(tokens.mentor2, group.id, 'Sat teorije');
    const pushed = await student3.s.next('newGroupMessage', withBody('Sat teorije'));
    expect(pushed).toMatchObject({ chatId: group.id, groupId: group.id });
  });

  it('reading on one device tells the reader’s other devices', async () => {
    const { tokens, people } = w();
    const msg = (await api.direct(tokens.mentor, people.student.id, 'Pročitaj')).json().message;
    const other = await socketOf('student');
    const res = await api.read(tokens.student, msg.chatId);
    const pushed = await other.s.next(
      'chat.read',
      (d) => (d as { chatId: number }).chatId === msg.chatId,
    );
    expect(pushed).toEqual({ chatId: msg.chatId, lastReadMessageId: res.json().lastReadMessageId });
    const chat = (await api.list(other.token)).find((c) => c.id === msg.chatId);
    expect(chat?.unreadCount).toBe(0);
  });

  it('shows typing to the other person of a direct chat only', async () => {
    const { tokens, people } = w();
    const msg = (await api.direct(tokens.student, people.mentor.id, 'Pišem')).json().message;
    const mentor = await socketOf('mentor');
    const typing = await api.call(tokens.student, 'POST', `/api/chats/${msg.chatId}/typing`);
    expect(typing.statusCode).toBe(200);
    expect(await mentor.s.next('chat.typing')).toEqual({
      chatId: msg.chatId,
      userId: people.student.id,
    });
  });

  it('a reconnecting client catches up on what it missed, without duplicates', async () => {
    const { tokens, people } = w();
    const first = await socketOf('student2');
    const start = (await api.direct(tokens.mentor, people.student2.id, 'Prije')).json().message;
    await first.s.next('newMessage', withBody('Prije'));
    const seen = new Map<number, string>([[start.id, start.body]]);
    first.s.close();
    for (const body of ['Dok nisi bio tu 1', 'Dok nisi bio tu 2']) {
      await api.send(tokens.mentor, start.chatId, body);
    }
    const again = await socketOf('student2');
    const lastSeen = Math.max(...seen.keys());
    const missed = await api.call(
      again.token,
      'GET',
      `/api/chats/${start.chatId}/messages?after=${lastSeen}`,
    );
    for (const m of missed.json().messages) seen.set(m.id, m.body);
    await api.send(tokens.mentor, start.chatId, 'Nakon');
    const live = (await again.s.next('newMessage', withBody('Nakon'))) as Push;
    seen.set(live.message.id, live.message.body);
    expect([...seen.values()]).toEqual([
      'Prije',
      'Dok nisi bio tu 1',
      'Dok nisi bio tu 2',
      'Nakon',
    ]);
  });
});
