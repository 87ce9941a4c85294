import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppCluster, type AppCluster } from '../../test/app-cluster.ts';
import { buildSchool, buildUser } from '../../test/factories.ts';
import { bearer, loginAs } from '../../test/http.ts';
import { validPost } from '../../test/post-requests.ts';
import { connect, listen, type TestSocket } from '../../test/sockets.ts';

/**
 * Two instances on two ports sharing the database and Redis: a push caused on one reaches
 * sockets on the other, exactly once. Needs Redis (CI sets TEST_REDIS_URL).
 */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing Redis', () => {
  let cluster: AppCluster;
  let urls: string[];
  let mentorToken: string;
  let student: { id: number; korisnickoIme: string };
  const open: TestSocket[] = [];

  beforeAll(async () => {
    cluster = await createAppCluster({
      size: 2,
      redisUrl: redisUrl!,
      redisPrefix: `takt-rt-test:cluster-${randomBytes(4).toString('hex')}`,
    });
    urls = [await listen(cluster.apps[0]!), await listen(cluster.apps[1]!)];
    const db = cluster.database.db;
    const schoolId = await buildSchool(db);
    const mentor = await buildUser(db, { schoolId, isStudent: false, isMentor: true });
    student = await buildUser(db, { schoolId });
    mentorToken = await loginAs(cluster.apps[0]!, mentor.korisnickoIme);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(() => cluster?.close());

  /** A fresh session of the student, signed in through instance A, its socket on `instance`. */
  async function studentSocket(instance: number) {
    const token = await loginAs(cluster.apps[0]!, student.korisnickoIme);
    const s = await connect(urls[instance]!, token);
    open.push(s);
    return { s, token };
  }

  async function postThroughA(): Promise<number> {
    const res = await cluster.apps[0]!.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(mentorToken),
      payload: validPost,
    });
    expect(res.statusCode).toBe(201);
    return res.json().post.id;
  }

  const samePost = (id: number) => (data: unknown) => (data as { postId: number }).postId === id;
  const count = (s: TestSocket, event: string, id: number) =>
    s.received.filter((r) => r.event === event && samePost(id)(r.data)).length;

  it('a post created through instance A reaches a socket on instance B, once', async () => {
    const [{ s: onA }, { s: onB }] = [await studentSocket(0), await studentSocket(1)];
    const id = await postThroughA();
    expect(await onB.next('post.created', samePost(id))).toEqual({ postId: id });
    await onA.next('post.created', samePost(id));

    // Pushes on one socket keep their order: once the next post is in, a double would be too.
    const barrier = await postThroughA();
    await Promise.all([onA, onB].map((s) => s.next('post.created', samePost(barrier))));
    expect([count(onA, 'post.created', id), count(onB, 'post.created', id)]).toEqual([1, 1]);
  });

  it('a direct push from instance A goes through the adapter to sockets on B, once', async () => {
    const [{ s: onA }, { s: onB }] = [await studentSocket(0), await studentSocket(1)];
    cluster.apps[0]!.platform.realtime.toUser(student.id, 'user.changed', { userId: student.id });
    await Promise.all([onA, onB].map((s) => s.next('user.changed')));
    const barrier = await postThroughA();
    await Promise.all([onA, onB].map((s) => s.next('post.created', samePost(barrier))));
    expect(onB.received.filter((r) => r.event === 'user.changed')).toHaveLength(1);
    expect(onA.received.filter((r) => r.event === 'user.changed')).toHaveLength(1);
  });

  it('a logout through instance A drops the session’s socket on instance B', async () => {
    const { s, token } = await studentSocket(1);
    const res = await cluster.apps[0]!.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(await s.disconnected()).toBe('io server disconnect');
  });
});
