import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildHomeWorld, type HomeRole, type HomeWorld } from '../../test/home-factories.ts';
import { buildSchool, buildUser } from '../../test/factories.ts';
import { bearer, loginAs } from '../../test/http.ts';
import { validPost } from '../../test/post-requests.ts';
import { connect, listen, refusedHandshake, type TestSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Who receives which push. A socket that must not receive something is checked against a later
 * push to it (a barrier): pushes on one socket keep their order, so what did not arrive before
 * the barrier never will.
 */

let t: TestApp;
let w: HomeWorld;
let url: string;
let dist: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-rt-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ webDistDir: dist });
  w = await buildHomeWorld(t);
  url = await listen(t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function socketOf(role: HomeRole) {
  const s = await connect(url, w.tokens[role]);
  open.push(s);
  return s;
}

const api = (role: HomeRole, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(w.tokens[role]), ...(payload ? { payload } : {}) });

async function createPost(role: HomeRole, extra: object = {}): Promise<number> {
  const res = await api(role, 'POST', '/api/posts', { ...validPost, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().post.id;
}

const postId = (id: number) => (data: unknown) => (data as { postId: number }).postId === id;
/** What reached the socket through its school and user rooms, without the personal notices. */
const roomEvents = (s: TestSocket) =>
  s.received.map((r) => r.event).filter((event) => event !== 'notification.created');
const ids = (s: TestSocket, event: string) =>
  s.received.filter((r) => r.event === event).map((r) => (r.data as { postId: number }).postId);

describe('school rooms', () => {
  it('a post reaches its own school only; a post for all schools reaches every school', async () => {
    const [student, studentB] = [await socketOf('student'), await socketOf('studentB')];
    const ownSchool = await createPost('mentor');
    expect(await student.next('post.created', postId(ownSchool))).toEqual({ postId: ownSchool });

    const barrier = await createPost('mentorB');
    await studentB.next('post.created', postId(barrier));
    expect(ids(studentB, 'post.created')).toEqual([barrier]);

    const everyone = await createPost('mentor', { showAllSchools: true });
    await studentB.next('post.created', postId(everyone));
    await student.next('post.created', postId(everyone));
  });

  it('edits and deletions of a post reach the school, with ids only', async () => {
    const student = await socketOf('student');
    const id = await createPost('mentor');
    expect(
      (await api('mentor', 'PUT', `/api/posts-edit/${id}`, { title: 'Novi naslov' })).statusCode,
    ).toBe(200);
    expect(await student.next('post.updated', postId(id))).toEqual({ postId: id });
    expect((await api('mentor', 'DELETE', `/api/posts/${id}`)).statusCode).toBe(200);
    expect(await student.next('post.deleted', postId(id))).toEqual({ postId: id });
  });

  it('polls created, answered and deleted reach the school, not another one', async () => {
    const [theory, studentB] = [await socketOf('theoryStudent'), await socketOf('studentB')];
    const endDate = new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString();
    const created = await api('mentor', 'POST', '/api/polls', {
      question: 'Dolazite li na probu zbora?',
      options: ['Da', 'Ne'],
      endDate,
    });
    expect(created.statusCode).toBe(201);
    const pollId: number = created.json().poll.id;
    const samePoll = (data: unknown) => (data as { pollId: number }).pollId === pollId;
    await theory.next('poll.created', samePoll);
    expect(
      (await api('theoryStudent', 'POST', `/api/polls/${pollId}/vote`, { response: 'Da' }))
        .statusCode,
    ).toBe(200);
    await theory.next('poll.answered', samePoll);
    expect((await api('mentor', 'DELETE', `/api/polls/${pollId}`)).statusCode).toBe(200);
    await theory.next('poll.deleted', samePoll);

    const barrier = await createPost('mentorB');
    await studentB.next('post.created', postId(barrier));
    expect(roomEvents(studentB)).toEqual(['post.created']);
  });
});

describe('user rooms', () => {
  it('a sign-up request reaches the school’s admins only', async () => {
    const [admin, mentor, adminB] = [
      await socketOf('admin'),
      await socketOf('mentor'),
      await socketOf('adminB'),
    ];
    t.app.platform.events.publish('signup.requested', { schoolId: w.schoolA, requestId: 77 });
    expect(await admin.next('signup.requested')).toEqual({ requestId: 77 });
    // A school without admins: an empty audience reaches nobody (it is never a broadcast).
    const adminless = await buildSchool(t.database.db);
    t.app.platform.events.publish('signup.requested', { schoolId: adminless, requestId: 78 });
    // The relay looks the admins up first: let it finish before the barrier goes out.
    await t.app.platform.events.idle();
    const barrier = await createPost('mentor2', { showAllSchools: true });
    await Promise.all([mentor, adminB].map((s) => s.next('post.created', postId(barrier))));
    expect(roomEvents(mentor)).toEqual(['post.created']);
    expect(roomEvents(adminB)).toEqual(['post.created']);
    expect(admin.received.filter((r) => r.event === 'signup.requested')).toHaveLength(1);
  });

  it('a student moved to another school is told, and changes school rooms', async () => {
    const student = await socketOf('student');
    const id = w.users.student.id;
    expect(
      (await api('admin', 'PUT', `/api/update-korisnik/${id}`, { schoolId: w.schoolB })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/transfers',
      headers: bearer(w.tokens.adminB),
    });
    const [transfer] = list.json().transfers;
    expect(
      (await api('adminB', 'POST', `/api/admin/transfers/${transfer.id}/accept`)).statusCode,
    ).toBe(200);
    expect(await student.next('user.changed')).toEqual({ userId: id });
    await t.app.platform.events.idle();

    const oldSchool = await createPost('mentor');
    const newSchool = await createPost('mentorB');
    await student.next('post.created', postId(newSchool));
    expect(ids(student, 'post.created')).not.toContain(oldSchool);
  });
});

describe('the socket.io path', () => {
  it('is answered by socket.io, never by the app’s index.html', async () => {
    const page = await fetch(`${url}/nepostojeca-stranica`);
    expect(await page.text()).toContain('<div id="root">');

    const unknown = await fetch(`${url}/socket.io/nepostojece?x=1`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).not.toContain('<div id="root">');

    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('cache-control')).toBe('no-store');
    expect(handshake.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('an instance going away', () => {
  it('refuses handshakes it cannot check, and closes its sockets so browsers reconnect', async () => {
    const other = await createTestApp();
    const user = await buildUser(other.database.db);
    const [open, unchecked] = [
      await loginAs(other.app, user.korisnickoIme),
      await loginAs(other.app, user.korisnickoIme),
    ];
    const otherUrl = await listen(other.app);
    const s = await connect(otherUrl, open);

    // The database is gone: a session not seen before cannot be checked. No cause leaks out.
    await other.database.close();
    const refused = await refusedHandshake(otherUrl, unchecked);
    expect(refused.data?.code).toBe('unavailable');
    expect(refused.message).toBe(
      'Došlo je do greške na serveru. Molimo pokušajte ponovno za nekoliko minuta.',
    );

    // Closing waits for no socket; the transport ends (not the session), so a client retries.
    await other.close();
    expect(await s.disconnected()).toBe('transport close');
  });
});
