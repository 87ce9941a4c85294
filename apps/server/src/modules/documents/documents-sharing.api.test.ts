import { beforeAll, describe, expect, it } from 'vitest';
import { documentMessages as m } from '@takt/shared/document-messages';
import { documentsApiPerFile } from '../../../test/documents-api.ts';
import type { HomeRole } from '../../../test/home-factories.ts';

/** Who may open a document: the share matrix, one PDF shared in turn with each kind of target. */

const { ctx, db, call, documentRows, addMentorDocuments } = documentsApiPerFile(
  new Date('2026-11-25T10:00:00.000Z'),
);

let pdfId: number;
let pdfFileId: number;

// The tests go on from each other: each starts from the sharing the one before left.
beforeAll(async () => {
  ({ pdfId, pdfFileId } = await addMentorDocuments());
});

describe('the share matrix', () => {
  const opens = async (role: HomeRole) => {
    const page = (await call(role, 'GET', `/api/documents/${pdfId}`)).statusCode;
    const file = (await call(role, 'GET', `/api/files/${pdfFileId}`)).statusCode;
    const listed = (await call(role, 'GET', '/api/documents'))
      .json()
      .documents.some((d: { id: number }) => d.id === pdfId);
    return `${page} ${file} ${listed ? 'listed' : '-'}`;
  };
  const everyone = async () => {
    const roles: HomeRole[] = [
      'mentor',
      'student',
      'theoryStudent',
      'mentor2',
      'admin',
      'studentB',
    ];
    return Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await opens(r)])));
  };

  it('private: the owner only (the school’s admin neither)', async () => {
    expect(await everyone()).toEqual({
      mentor: '200 200 listed',
      student: '404 404 -',
      theoryStudent: '404 404 -',
      mentor2: '404 404 -',
      admin: '404 404 -',
      studentB: '404 404 -',
    });
  });

  it('my students: the mentor’s students as they are now', async () => {
    const res = await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      myStudents: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().document.sharing).toEqual({
      visibility: 'shared',
      userIds: [],
      programIds: [],
      groupIds: [],
      chatIds: [],
      myStudents: true,
    });
    expect(await everyone()).toMatchObject({
      student: '200 200 listed',
      theoryStudent: '404 404 -',
      mentor2: '404 404 -',
      studentB: '404 404 -',
    });
    // What another person sees carries no sharing settings.
    expect((await call('student', 'GET', `/api/documents/${pdfId}`)).json().sharing).toBeNull();
  });

  it('chosen people and a program', async () => {
    await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      userIds: [ctx.w.users.theoryStudent.id],
    });
    expect(await everyone()).toMatchObject({
      student: '404 404 -',
      theoryStudent: '200 200 listed',
      mentor2: '404 404 -',
    });
    await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      programIds: [ctx.w.programA],
    });
    expect(await everyone()).toMatchObject({
      student: '200 200 listed',
      theoryStudent: '404 404 -',
      studentB: '404 404 -',
    });
  });

  it('a theory group and a group chat (their members as they are now)', async () => {
    const services = ctx.t.app.services;
    const group = await services.schedule.saveGroup(ctx.w.users.admin, {
      name: 'Solfeggio 1',
      kind: 'theory',
      studentIds: [ctx.w.users.theoryStudent.id],
    });
    await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      groupIds: [group.id],
    });
    expect(await everyone()).toMatchObject({
      student: '404 404 -',
      theoryStudent: '200 200 listed',
      mentor2: '404 404 -',
    });
    const chat = await services.chatGroups.create(ctx.w.users.mentor, {
      name: 'Klavir – srijeda',
      description: '',
      memberIds: [ctx.w.users.student.id],
      mentorIds: [],
      programIds: [],
      myStudents: false,
    });
    const options = (await call('mentor', 'GET', '/api/documents/share-options')).json();
    expect(options.groups).toEqual([{ id: group.id, name: 'Solfeggio 1' }]);
    expect(options.chats).toEqual([{ id: chat.id, name: 'Klavir – srijeda' }]);
    await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      chatIds: [chat.id],
    });
    expect(await everyone()).toMatchObject({
      student: '200 200 listed',
      theoryStudent: '404 404 -',
    });
    // Every kind of target together, read back as the share dialog re-opens it.
    const all = await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      groupIds: [group.id],
      chatIds: [chat.id],
      myStudents: true,
    });
    const sharing = {
      visibility: 'shared',
      userIds: [],
      programIds: [],
      groupIds: [group.id],
      chatIds: [chat.id],
      myStudents: true,
    };
    expect(all.json().document.sharing).toEqual(sharing);
    expect((await call('mentor', 'GET', `/api/documents/${pdfId}`)).json().sharing).toEqual(
      sharing,
    );
    const listed = (await call('mentor', 'GET', '/api/documents?view=mine')).json().documents;
    expect(listed.find((d: { id: number }) => d.id === pdfId).sharing).toEqual(sharing);
    expect(await everyone()).toMatchObject({
      student: '200 200 listed',
      theoryStudent: '200 200 listed',
      mentor2: '404 404 -',
    });
    await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'shared',
      chatIds: [chat.id],
    });
    // A chat the owner is not in is not theirs to share with.
    const own = await call('mentor2', 'POST', '/api/documents', {
      kind: 'link',
      title: 'Vježbe',
      url: 'https://example.com/v',
    });
    const foreign = await call(
      'mentor2',
      'PUT',
      `/api/documents/${own.json().document.id}/sharing`,
      {
        visibility: 'shared',
        chatIds: [chat.id],
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(m.shareTargetInvalid);
  });

  it('refuses share targets of another school, writing nothing', async () => {
    const before = await db().selectFrom('document_shares').selectAll().execute();
    for (const body of [
      { visibility: 'shared', userIds: [ctx.w.users.studentB.id] },
      { visibility: 'shared', programIds: [999_999] },
    ]) {
      const res = await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(m.shareTargetInvalid);
    }
    const student = await call('student', 'PUT', `/api/documents/${pdfId}/sharing`, {
      visibility: 'school',
    });
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBe(m.onlyOwner);
    expect(await db().selectFrom('document_shares').selectAll().execute()).toEqual(before);
  });

  it('the whole school, and never another school', async () => {
    await call('mentor', 'PUT', `/api/documents/${pdfId}/sharing`, { visibility: 'school' });
    expect(await everyone()).toEqual({
      mentor: '200 200 listed',
      student: '200 200 listed',
      theoryStudent: '200 200 listed',
      mentor2: '200 200 listed',
      admin: '200 200 listed',
      studentB: '404 404 -',
    });
    expect(
      (await call('adminB', 'PUT', `/api/documents/${pdfId}`, { title: 'x' })).statusCode,
    ).toBe(404);
  });

  it('resolves post document-link titles only for those who may open them', async () => {
    const privateDoc = (await documentRows()).find((d) => d.kind === 'link')!;
    const url = `/api/documents/titles?ids=${pdfId},${privateDoc.id},424242`;
    expect((await call('student', 'GET', url)).json().documents).toEqual([
      { id: pdfId, title: 'Ljestvice C-dur' },
    ]);
    expect((await call('studentB', 'GET', url)).json().documents).toEqual([]);
    expect((await call('student', 'GET', '/api/documents/titles?ids=abc')).statusCode).toBe(400);
  });

  it('lists “Moje” as the caller’s own only', async () => {
    const mine = (await call('student', 'GET', '/api/documents?view=mine')).json();
    expect(mine.documents).toEqual([]);
    expect(mine.limits).toEqual({ documents: 10, folders: 5 });
  });
});
