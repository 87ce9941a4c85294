import { describe, expect, it } from 'vitest';
import { chatMessages as m } from '@takt/shared/chat-messages';
import { chatCalls, chatWorldPerFile } from '../../../test/chat-world.ts';

/** Group chats: who makes them, from which sources, and who manages them. */

const ctx = chatWorldPerFile();
const w = () => ctx.world;
const api = chatCalls(() => ctx.t.app);
const chatCount = async () => (await w().db.selectFrom('chats').select('id').execute()).length;
const ids = (people: { id: number }[]) => people.map((p) => p.id).sort((a, b) => a - b);

describe('making groups', () => {
  it('refuses students, and bad input, writing nothing', async () => {
    const { tokens, people } = w();
    const before = await chatCount();
    const byStudent = await api.group(tokens.student, {
      name: 'X',
      memberIds: [people.student2.id],
    });
    expect(byStudent.statusCode).toBe(403);
    const noName = await api.group(tokens.mentor, { name: ' ', memberIds: [people.student.id] });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json())).toContain(m.nameRequired);
    const empty = await api.group(tokens.mentor, { name: 'Prazna' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.membersRequired);
    const foreign = await api.group(tokens.mentor, { name: 'X', memberIds: [people.studentB.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(m.unknownMember);
    const studentAsMentor = await api.group(tokens.mentor, {
      name: 'X',
      mentorIds: [people.student.id],
    });
    expect(studentAsMentor.statusCode).toBe(400);
    const otherProgram = await api.group(tokens.mentor, { name: 'X', programIds: [999_999] });
    expect(otherProgram.json().message).toBe(m.unknownProgram);
    expect(await chatCount()).toBe(before);
  });

  it('takes members by hand, from a program and from the mentor’s own students', async () => {
    const { tokens, people, program } = w();
    const mine = await api.group(tokens.mentor, { name: 'Moji učenici', myStudents: true });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().message).toBe(m.groupCreated);
    expect(ids(mine.json().chat.members)).toEqual(ids([people.student, people.student2]));
    expect(mine.json().chat).toMatchObject({
      kind: 'group',
      name: 'Moji učenici',
      adminId: people.mentor.id,
      canManage: true,
    });
    const fromProgram = await api.group(tokens.mentor2, {
      name: 'Violine',
      description: 'Svi violinisti',
      programIds: [program],
      mentorIds: [people.mentor.id],
    });
    const chat = fromProgram.json().chat;
    expect(ids(chat.members)).toEqual(ids([people.student, people.student2, people.student3]));
    expect(ids(chat.mentorMembers)).toEqual(ids([people.mentor, people.mentor2]));
    expect(chat.description).toBe('Svi violinisti');
  });
});

describe('a group from a theory group', () => {
  it('takes the students of one of the school’s theory groups, never another school’s', async () => {
    const { tokens, people } = w();
    const schedule = ctx.t.app.services.schedule;
    const theory = await schedule.saveGroup(people.admin, {
      name: 'Solfeggio 1',
      kind: 'theory',
      studentIds: [people.student.id, people.student3.id],
    });
    const res = await api.group(tokens.mentor2, { name: 'Solfeggio', theoryGroupId: theory.id });
    expect(res.statusCode).toBe(201);
    expect(ids(res.json().chat.members)).toEqual(ids([people.student, people.student3]));
    const before = await chatCount();
    const foreign = await api.group(tokens.mentorB, { name: 'X', theoryGroupId: theory.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(m.unknownTheoryGroup);
    expect(await chatCount()).toBe(before);
  });
});

describe('managing a group', () => {
  async function freshGroup() {
    const { tokens, people } = w();
    const res = await api.group(tokens.mentor, {
      name: 'Orkestar',
      memberIds: [people.student.id, people.student2.id],
    });
    return res.json().chat.id as number;
  }

  it('lets the group admin rename, add and remove; members cannot', async () => {
    const { tokens, people } = w();
    const id = await freshGroup();
    const rename = { name: 'Gudački orkestar', description: 'Petkom' };
    expect(
      (await api.call(tokens.student, 'PUT', `/api/chats/groups/${id}`, rename)).statusCode,
    ).toBe(403);
    expect(
      (await api.call(tokens.mentorB, 'PUT', `/api/chats/groups/${id}`, rename)).statusCode,
    ).toBe(404);
    const renamed = await api.call(tokens.mentor, 'PUT', `/api/chats/groups/${id}`, rename);
    expect(renamed.json().chat).toMatchObject(rename);
    const add = { userIds: [people.student3.id] };
    expect(
      (await api.call(tokens.student, 'POST', `/api/chats/groups/${id}/members`, add)).statusCode,
    ).toBe(403);
    const added = await api.call(tokens.mentor, 'POST', `/api/chats/groups/${id}/members`, add);
    expect(ids(added.json().chat.members)).toContain(people.student3.id);
    const mentorAdded = await api.call(tokens.mentor, 'POST', `/api/chats/groups/${id}/members`, {
      userIds: [people.mentor2.id],
      asMentor: true,
    });
    expect(ids(mentorAdded.json().chat.mentorMembers)).toContain(people.mentor2.id);
    const kick = `/api/chats/groups/${id}/members/${people.student2.id}`;
    expect((await api.call(tokens.student, 'DELETE', kick)).statusCode).toBe(403);
    expect((await api.call(tokens.mentor, 'DELETE', kick)).statusCode).toBe(200);
    expect((await api.call(tokens.student2, 'GET', `/api/chats/${id}`)).statusCode).toBe(404);
  });

  it('lets members leave but not the group admin; deleting removes it for everyone', async () => {
    const { tokens } = w();
    const id = await freshGroup();
    await api.send(tokens.mentor, id, 'Dobrodošli');
    const left = await api.call(tokens.student2, 'POST', `/api/chats/groups/${id}/leave`);
    expect(left.json().message).toBe(m.groupLeft);
    expect((await api.list(tokens.student2)).some((c) => c.id === id)).toBe(false);
    const adminLeaves = await api.call(tokens.mentor, 'POST', `/api/chats/groups/${id}/leave`);
    expect(adminLeaves.statusCode).toBe(409);
    expect((await api.call(tokens.student, 'DELETE', `/api/chats/groups/${id}`)).statusCode).toBe(
      403,
    );
    expect((await api.call(tokens.mentor, 'DELETE', `/api/chats/groups/${id}`)).statusCode).toBe(
      200,
    );
    expect((await api.list(tokens.student)).some((c) => c.id === id)).toBe(false);
    const rows = await w()
      .db.selectFrom('chat_messages')
      .select('id')
      .where('chatId', '=', id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('removes a mentor member too; bad renames and outsiders answer 400, changing nothing', async () => {
    const { tokens, people, db } = w();
    const id = await freshGroup();
    await api.call(tokens.mentor, 'POST', `/api/chats/groups/${id}/members`, {
      userIds: [people.mentor2.id],
      asMentor: true,
    });
    const before = await api.call(tokens.mentor, 'GET', `/api/chats/${id}`);
    const bad = await api.call(tokens.mentor, 'PUT', `/api/chats/groups/${id}`, {
      name: '',
      description: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(m.nameRequired);
    const outsider = await api.call(tokens.mentor, 'POST', `/api/chats/groups/${id}/members`, {
      userIds: [people.studentB.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(m.unknownMember);
    const after = await api.call(tokens.mentor, 'GET', `/api/chats/${id}`);
    expect(after.json().chat).toEqual(before.json().chat);
    const kick = `/api/chats/groups/${id}/members/${people.mentor2.id}`;
    expect((await api.call(tokens.mentor, 'DELETE', kick)).statusCode).toBe(200);
    const rows = await db
      .selectFrom('chat_members')
      .select('userId')
      .where('chatId', '=', id)
      .where('role', '=', 'mentor')
      .execute();
    expect(rows.map((r) => r.userId)).toEqual([people.mentor.id]);
    expect((await api.call(tokens.mentor2, 'GET', `/api/chats/${id}`)).statusCode).toBe(404);
  });

  it('lets a school admin who is a member manage a group made by a mentor', async () => {
    const { tokens, people } = w();
    const res = await api.group(tokens.mentor, { name: 'S adminom', memberIds: [people.admin.id] });
    const id = res.json().chat.id;
    const rename = { name: 'Preimenovano', description: '' };
    expect(
      (await api.call(tokens.admin, 'PUT', `/api/chats/groups/${id}`, rename)).statusCode,
    ).toBe(200);
  });

  it('refuses group actions on a direct chat', async () => {
    const { tokens, people } = w();
    const msg = (await api.direct(tokens.student, people.mentor.id)).json().message;
    const res = await api.call(tokens.mentor, 'PUT', `/api/chats/groups/${msg.chatId}`, {
      name: 'X',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.notAGroup);
  });
});

describe('erasing a person', () => {
  it('blanks their messages and takes them out of groups, in their school only', async () => {
    const { tokens, people, db, schoolA } = w();
    const group = (
      await api.group(tokens.mentor, { name: 'Brisanje', memberIds: [people.student2.id] })
    ).json().chat.id;
    await api.send(tokens.student2, group, 'Moja poruka u grupi');
    const direct = (await api.direct(tokens.student2, people.mentor.id, 'Moja privatna')).json()
      .message.chatId;
    const { personalData, transactor } = ctx.t.app.platform;
    expect(personalData.names()).toContain('poruke');
    const exported = (
      await personalData.exportAll({ schoolId: schoolA, userId: people.student2.id })
    ).poruke as { tekst: string }[];
    expect(exported.map((m) => m.tekst).sort()).toEqual(['Moja poruka u grupi', 'Moja privatna']);
    // What the admin's erasure runs inside its transaction.
    await transactor.run(() =>
      personalData.eraseAll({ schoolId: schoolA, userId: people.student2.id }),
    );
    const left = await db
      .selectFrom('chat_messages')
      .select(['body', 'deletedAt'])
      .where('senderId', '=', people.student2.id)
      .execute();
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((r) => r.body === null && r.deletedAt !== null)).toBe(true);
    expect((await api.list(tokens.student2)).map((c) => c.id)).not.toContain(group);
    const history = await api.call(tokens.mentor, 'GET', `/api/chats/${direct}/messages`);
    expect(history.json().messages[0]).toMatchObject({ deleted: true, body: null });
  });
});
