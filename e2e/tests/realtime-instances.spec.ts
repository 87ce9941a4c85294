import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { apiAuth, apiCreatePost, apiDelete } from './home-api.ts';
import {
  instancePorts,
  sharedDatabase,
  socketConnected,
  startInstance,
  type Instance,
} from './realtime-helpers.ts';

/**
 * Two instances of one installation, as behind a load balancer: their own ports, one database
 * (PostgreSQL when TEST_DATABASE_URL is set) and one Redis. A post created through instance A
 * reaches a browser connected to instance B. Needs Redis: CI sets TEST_REDIS_URL.
 */

const redisUrl = process.env.TEST_REDIS_URL;

test.describe('two instances sharing Redis', () => {
  test.skip(!redisUrl, 'set TEST_REDIS_URL to run the two-instance journey');
  test.setTimeout(180_000);

  let database: Awaited<ReturnType<typeof sharedDatabase>> | undefined;
  const instances: Instance[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await sharedDatabase();
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `takt-rt-test:e2e-${randomBytes(4).toString('hex')}`,
      // One secret for both, as every instance of an installation shares it.
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    const [portA, portB] = await instancePorts(2);
    // One after the other: the first migrates and seeds the demo school, the second finds it.
    instances.push(await startInstance(portA!, env));
    instances.push(await startInstance(portB!, env));
  });

  test.afterAll(async () => {
    for (const instance of instances.splice(0)) await instance.stop();
    await database?.drop();
  });

  test('a post created through instance A reaches a browser on instance B', async ({ browser }) => {
    const [a, b] = instances;
    const context = await browser.newContext({ baseURL: b!.url });
    const student = await context.newPage();
    await signIn(student, 'ucenik');
    const connected = socketConnected(student);
    await student.goto('/user?tab=posts');
    await connected;
    await student.evaluate(() => Object.assign(window, { takeNoReload: true }));

    const api = await playwrightRequest.newContext({ baseURL: a!.url });
    const headers = await apiAuth(api, 'mentor');
    const title = `S druge instance ${Date.now()}`;
    const id = await apiCreatePost(api, headers, { title, content: '<p>Preko Redisa.</p>' });

    await expect(student.getByRole('article', { name: title })).toBeVisible();
    expect(await student.evaluate(() => 'takeNoReload' in window)).toBe(true);

    await apiDelete(api, headers, `/api/posts/${id}`);
    await expect(student.getByRole('article', { name: title })).toHaveCount(0);
    await api.dispose();
    await context.close();
  });
});
