import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppCluster, type AppCluster } from '../../../test/app-cluster.ts';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { bearer, loginAs } from '../../../test/http.ts';
import { connect, listen, type TestSocket } from '../../../test/sockets.ts';
import { clientId } from '../../../test/chat-world.ts';

/** Two instances on two ports sharing the database and Redis: a message crosses once. */

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('chat across two instances', () => {
  let cluster: AppCluster;
  let urls: string[];
  let mentorToken: string;
  let student: { id: number; korisnickoIme: string };
  const open: TestSocket[] = [];

  beforeAll(async () => {
    cluster = await createAppCluster({
      size: 2,
      redisUrl: redisUrl!,
      redisPrefix: `takt-chat-test:${randomBytes(4).toString('hex')}`,
    });
    urls = [await listen(cluster.apps[0]!), await listen(cluster.apps[1]!)];
    const db = cluster.database.db;
    const schoolId = await buildSchool(db);
    const mentor = await buildUser(db, { schoolId, isStudent: false, isMentor: true });
    student = await buildUser(db, { schoolId, mentorIds: [mentor.id] });
    mentorToken = await loginAs(cluster.apps[0]!, mentor.korisnickoIme);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await cluster?.close();
  });

  const send = (body: string) =>
    cluster.apps[0]!.inject({
      method: 'POST',
      url: '/api/chats/direct',
      headers: bearer(mentorToken),
      payload: { userId: student.id, body, clientId: clientId() },
    });
  const withBody = (body: string) => (d: unknown) =>
    (d as { message: { body: string } }).message.body === body;

  it('a message sent through instance A reaches the student on B, exactly once', async () => {
    const token = await loginAs(cluster.apps[0]!, student.korisnickoIme);
    const [onA, onB] = [await connect(urls[0]!, token), await connect(urls[1]!, token)];
    open.push(onA, onB);
    expect((await send('Preko Redisa')).statusCode).toBe(201);
    await onB.next('newMessage', withBody('Preko Redisa'));
    await onA.next('newMessage', withBody('Preko Redisa'));
    await send('Zapreka');
    await Promise.all([onA, onB].map((s) => s.next('newMessage', withBody('Zapreka'))));
    const count = (s: TestSocket) =>
      s.received.filter((r) => r.event === 'newMessage' && withBody('Preko Redisa')(r.data)).length;
    expect([count(onA), count(onB)]).toEqual([1, 1]);
  });
});
