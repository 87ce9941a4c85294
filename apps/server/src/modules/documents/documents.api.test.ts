import { describe, expect, it } from 'vitest';
import { documentMessages as m } from '@takt/shared/document-messages';
import { ABC_TUNE, tinyPdf, UPLOAD_TYPE, uploadBody } from '../../../test/document-helpers.ts';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';

/** Documents: links, ABC tunes and files, and who may open them (the share matrix). */

const ctx = homeWorldPerFile(new Date('2026-11-25T10:00:00.000Z'));
const { as, db } = ctx;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (role: HomeRole, method: Method, url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: as(role), ...(payload ? { payload } : {}) });
const upload = (role: HomeRole, body: Buffer) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { ...as(role), 'content-type': UPLOAD_TYPE },
    payload: body,
  });
const documentRows = () => db().selectFrom('documents').selectAll().orderBy('id').execute();
const fileRows = () => db().selectFrom('files').selectAll().orderBy('id').execute();

let pdfId: number;
let pdfFileId: number;

describe('adding documents', () => {
  it('takes http and https links only', async () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://x.hr/a', 'nije-link']) {
      const res = await call('mentor', 'POST', '/api/documents', { kind: 'link', title: 'x', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(m.urlInvalid);
    }
    expect(await documentRows()).toEqual([]);
    const ok = await call('mentor', 'POST', '/api/documents', {
      kind: 'link',
      title: '  Ljestvice  ',
      url: 'https://example.com/ljestvice?x=1',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().document).toMatchObject({
      kind: 'link',
      title: 'Ljestvice',
      visibility: 'private',
      mine: true,
    });
  });

  it('stores an ABC tune as text and refuses text that is not ABC', async () => {
    const bad = await call('mentor', 'POST', '/api/documents', {
      kind: 'abc',
      title: 'Kolo',
      abc: 'samo tekst',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.abcInvalid);
    const res = await call('mentor', 'POST', '/api/documents', {
      kind: 'abc',
      title: 'Kolo',
      abc: ABC_TUNE,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().document.abc).toContain('K:D');
  });

  it('uploads a PDF, sniffing its type; a script renamed .pdf is refused and nothing kept', async () => {
    const before = await fileRows();
    const script = await upload(
      'mentor',
      uploadBody({
        filename: 'ljestvice.pdf',
        type: 'application/pdf',
        data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
      }),
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().code).toBe('unsupported_file_type');
    const html = await upload(
      'mentor',
      uploadBody({ filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('<html>') }),
    );
    expect(html.statusCode).toBe(400);
    expect(await fileRows()).toEqual(before);

    const res = await upload(
      'mentor',
      uploadBody(
        { filename: 'ljestvice.pdf', type: 'application/pdf', data: await tinyPdf() },
        { title: 'Ljestvice C-dur' },
      ),
    );
    expect(res.statusCode).toBe(201);
    const { document } = res.json();
    expect(document).toMatchObject({
      kind: 'file',
      title: 'Ljestvice C-dur',
      file: { contentType: 'application/pdf', name: 'ljestvice.pdf', purpose: 'document' },
    });
    pdfId = document.id;
    pdfFileId = document.file.id;
  });
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

describe('folders, limits and deleting', () => {
  it('keeps at most five folders per person', async () => {
    for (let i = 1; i <= 5; i++) {
      expect(
        (await call('student', 'POST', '/api/document-folders', { name: `M${i}` })).statusCode,
      ).toBe(201);
    }
    const sixth = await call('student', 'POST', '/api/document-folders', { name: 'M6' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(m.folderLimit(5));
  });

  it('keeps at most ten documents per student', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await call('student', 'POST', '/api/documents', {
        kind: 'link',
        title: `L${i}`,
        url: `https://example.com/${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await call('student', 'POST', '/api/documents', {
      kind: 'link',
      title: 'L11',
      url: 'https://example.com/11',
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(m.documentLimit(10));
  });

  it('lets only the owner delete; the file goes with the document', async () => {
    expect((await call('student', 'DELETE', `/api/documents/${pdfId}`)).statusCode).toBe(403);
    const res = await call('mentor', 'DELETE', `/api/documents/${pdfId}`);
    expect(res.statusCode).toBe(200);
    expect((await fileRows()).some((f) => f.id === pdfFileId)).toBe(false);
    expect((await call('mentor', 'GET', `/api/files/${pdfFileId}`)).statusCode).toBe(404);
  });
});
