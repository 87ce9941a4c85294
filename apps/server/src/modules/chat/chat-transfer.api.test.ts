import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages as m } from '@takt/shared/chat-messages';
import { chatCalls, chatWorldPerFile } from '../../../test/chat-world.ts';
import { buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { updateAs } from '../../../test/profile-factories.ts';
import { connect, listen, type TestSocket } from '../../../test/sockets.ts';

/**
 * A student moved to another school (the admins' transfer) keeps nothing open with the old
 * school's people: old chats vanish for them, their direct chats turn read-only for the other
 * person, they leave the old groups, and no push of the old school reaches their sockets.
 */

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

type Push = { chatId: number; message: { id: number; body: string } };
const withBody = (body: string) => (data: unknown) => (data as Push).message?.body === body;

/** Admin A asks, an admin of school B accepts: the student now belongs to school B. */
async function transferStudent() {
  const { db, schoolA, schoolB, people, tokens } = w();
  const adminA = tokens.admin;
  const adminB = await buildUser(db, {
    schoolId: schoolB,
    isStudent: false,
    isMentor: true,
    isAdmin: true,
  });
  const adminBToken = await loginAs(ctx.t.app, adminB.korisnickoIme);
  const asked = await updateAs(ctx.t, adminA, people.student.id, { schoolId: schoolB });
  expect(asked.statusCode).toBe(200);
  const list = await ctx.t.app.inject({
    method: 'GET',
    url: '/api/admin/transfers',
    headers: bearer(adminBToken),
  });
  const transfer = list
    .json()
    .transfers.find((x: { studentId: number }) => x.studentId === people.student.id);
  const accepted = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/admin/transfers/${transfer.id}/accept`,
    headers: bearer(adminBToken),
  });
  expect(accepted.statusCode).toBe(200);
  await ctx.t.app.platform.events.idle();
  const moved = await db
    .selectFrom('users')
    .select('schoolId')
    .where('id', '=', people.student.id)
    .executeTakeFirstOrThrow();
  expect(moved.schoolId).not.toBe(schoolA);
}

describe('a student moved to another school', () => {
  it('loses the old school’s chats and groups; nothing of the old school reaches them', async () => {
    const { tokens, people, db } = w();
    const direct = (await api.direct(tokens.mentor, people.student.id, 'Prije premještaja')).json()
      .message.chatId;
    const group = (
      await api.group(tokens.mentor, {
        name: 'Stara škola',
        memberIds: [people.student.id, people.student2.id],
      })
    ).json().chat.id;
    const studentSocket = await connect(url, tokens.student);
    const classmate = await connect(url, tokens.student2);
    open.push(studentSocket, classmate);

    await transferStudent();

    // The student's own view: no old chats, nothing to read or write there (404, not 403).
    expect(await api.list(tokens.student)).toEqual([]);
    for (const chatId of [direct, group]) {
      const read = await api.call(tokens.student, 'GET', `/api/chats/${chatId}/messages`);
      expect(read.statusCode).toBe(404);
      const write = await api.send(tokens.student, chatId, 'Još sam tu?');
      expect(write.statusCode).toBe(404);
      expect(write.json().message).toBe(m.chatNotFound);
      expect((await api.read(tokens.student, chatId)).statusCode).toBe(404);
    }
    // Out of the old group; the group shows its remaining people only.
    const membership = await db
      .selectFrom('chat_members')
      .select('userId')
      .where('chatId', '=', group)
      .where('userId', '=', people.student.id)
      .execute();
    expect(membership).toEqual([]);
    const mentorView = await api.list(tokens.mentor);
    const groupView = mentorView.find((c) => c.id === group)!;
    expect(groupView.members).toEqual([expect.objectContaining({ id: people.student2.id })]);

    // The mentor still reads the direct chat, but it is read-only now.
    const directView = mentorView.find((c) => c.id === direct)!;
    expect(directView).toMatchObject({
      readOnly: true,
      participant: expect.objectContaining({ id: people.student.id }),
    });
    const blocked = await api.send(tokens.mentor, direct, 'Jesi li tu?');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(m.readOnly);
    const history = await api.call(tokens.mentor, 'GET', `/api/chats/${direct}/messages`);
    expect(history.json().messages.map((x: { body: string }) => x.body)).toEqual([
      'Prije premještaja',
    ]);

    // The old group goes on without them: the classmate hears it, the moved student does not.
    expect((await api.send(tokens.mentor, group, 'Samo za staru školu')).statusCode).toBe(201);
    await classmate.next('newGroupMessage', withBody('Samo za staru školu'));
    // Their new school does reach them; pushes keep their order, so the old one never came.
    const mentorB = tokens.mentorB;
    expect((await api.direct(mentorB, people.student.id, 'Dobro došla!')).statusCode).toBe(201);
    await studentSocket.next('newMessage', withBody('Dobro došla!'));
    expect(studentSocket.received.some((r) => withBody('Samo za staru školu')(r.data))).toBe(false);
  });

  it('even before the chat hears of the move, old chats neither reach nor accept them', async () => {
    const { tokens, people, db, schoolA, schoolB } = w();
    const group = (
      await api.group(tokens.mentor2, { name: 'Prozor', memberIds: [people.student3.id] })
    ).json().chat.id;
    const student3 = await loginAs(ctx.t.app, people.student3.korisnickoIme);
    const socket = await connect(url, student3);
    open.push(socket);
    try {
      // The row moves; the membership is still there (the event has not been handled).
      await db
        .updateTable('users')
        .set({ schoolId: schoolB })
        .where('id', '=', people.student3.id)
        .execute();
      await ctx.t.app.platform.transactor.run(async () => {
        ctx.t.app.platform.events.publish('user.changed', {
          userId: people.student3.id,
          schoolId: schoolB,
        });
      });
      await ctx.t.app.platform.events.idle();
      expect((await api.send(tokens.mentor2, group, 'Tko je još tu?')).statusCode).toBe(201);
      expect((await api.send(tokens.student3, group, 'Ja!')).statusCode).toBe(404);
      const view = (await api.list(tokens.mentor2)).find((c) => c.id === group)!;
      expect(view.members).toEqual([]);
      expect((await api.direct(tokens.mentorB, people.student3.id, 'Nova škola')).statusCode).toBe(
        201,
      );
      await socket.next('newMessage', withBody('Nova škola'));
      expect(socket.received.some((r) => withBody('Tko je još tu?')(r.data))).toBe(false);
    } finally {
      await db
        .updateTable('users')
        .set({ schoolId: schoolA })
        .where('id', '=', people.student3.id)
        .execute();
    }
  });
});
