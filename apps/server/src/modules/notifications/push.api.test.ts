import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { startPushEndpoint } from '../../../test/push-endpoint.ts';
import { T0 } from '../../../test/poll-requests.ts';

/** Web Push: devices per person, delivery through jobs, retries, expired subscriptions. */

const ctx = homeWorldPerFile(T0);
const { as, db } = ctx;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
});
afterAll(() => endpoint.close());
beforeEach(async () => {
  endpoint.received.length = 0;
  endpoint.errors.length = 0;
  await db().deleteFrom('push_subscriptions').execute();
  await db().deleteFrom('job_queue').execute();
});

const subscribe = (role: HomeRole, fcmToken: unknown) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/users/fcm-token',
    headers: as(role),
    payload: { fcmToken },
  });

async function notifyStudent(title = 'Sat je pomaknut') {
  await ctx.t.app.services.notifications.notify([ctx.w.users.student.id], {
    type: 'lesson_moved',
    title,
    body: 'Klavir je u srijedu u 15:00.',
    link: '/raspored?date=2026-12-02',
  });
}

const subscriptions = () => db().selectFrom('push_subscriptions').selectAll().execute();

describe('POST /api/users/fcm-token', () => {
  it('keeps one subscription per device and hands out the public key', async () => {
    const device = endpoint.subscription();
    expect((await subscribe('student', device)).json()).toEqual({
      success: true,
      message: m.subscribed,
    });
    // Again, and as JSON text (the spec's client sends a token string): still one row.
    expect((await subscribe('student', JSON.stringify(device))).statusCode).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    const config = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/notifications/push-config',
      headers: as('student'),
    });
    expect(config.json()).toEqual({
      publicKey: expect.stringMatching(/^[\w-]{87}$/),
      subscriptions: 1,
    });
  });

  it('refuses a malformed subscription or a non-https push service, in Croatian, storing nothing', async () => {
    const device = endpoint.subscription();
    for (const bad of [
      { ...device, keys: { p256dh: 'not base64!', auth: device.keys.auth } },
      { endpoint: device.endpoint },
      { ...device, endpoint: 'http://push.example.com/x' },
      { ...device, endpoint: 'https://user:pw@push.example.com/x' },
    ]) {
      const res = await subscribe('student', bad);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(
        new RegExp(`${m.subscriptionInvalid}|${m.endpointInvalid}`),
      );
    }
    expect((await subscribe('student', 'not json')).statusCode).toBe(400);
    expect(await subscriptions()).toEqual([]);
  });

  it('DELETE drops only the caller’s device', async () => {
    const device = endpoint.subscription();
    await subscribe('student', device);
    const other = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/users/fcm-token',
      headers: as('mentor'),
      payload: { endpoint: device.endpoint },
    });
    expect(other.statusCode).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    const own = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/users/fcm-token',
      headers: as('student'),
      payload: { endpoint: device.endpoint },
    });
    expect(own.json()).toEqual({ success: true, message: m.unsubscribed });
    expect(await subscriptions()).toEqual([]);
  });
});

describe('delivery', () => {
  it('sends an encrypted, VAPID-signed payload with title, body, type and link to every device', async () => {
    await subscribe('student', endpoint.subscription());
    await subscribe('student', endpoint.subscription());
    await subscribe('mentor', endpoint.subscription());
    await notifyStudent();
    expect(endpoint.received).toEqual([]); // queued, not sent inside the request
    await ctx.t.app.platform.jobs.runDue();
    expect(endpoint.errors).toEqual([]);
    expect(endpoint.received).toHaveLength(2);
    expect(endpoint.received[0]!.payload).toEqual({
      title: 'Sat je pomaknut',
      body: 'Klavir je u srijedu u 15:00.',
      type: 'lesson_moved',
      link: '/raspored?date=2026-12-02',
    });
    expect(endpoint.received.map((r) => r.path).sort()).toEqual(
      (await subscriptions())
        .filter((s) => s.userId === ctx.w.users.student.id)
        .map((s) => new URL(s.endpoint).pathname)
        .sort(),
    );
    expect(Number(endpoint.received[0]!.ttl)).toBeGreaterThan(0);
  });

  it('removes a subscription the push service says is gone (404/410)', async () => {
    await subscribe('student', endpoint.subscription());
    await subscribe('student', endpoint.subscription());
    endpoint.answerNext(410, 404);
    await notifyStudent();
    await ctx.t.app.platform.jobs.runDue();
    expect(endpoint.received).toHaveLength(2);
    expect(await subscriptions()).toEqual([]);
  });

  it('retries a device whose push service failed, later, until it takes the message', async () => {
    await subscribe('student', endpoint.subscription());
    endpoint.answerNext(500, 503);
    await notifyStudent('Otkazan sat');
    await ctx.t.app.platform.jobs.runDue();
    expect(endpoint.received).toHaveLength(1);
    // The retry failed once more; admins read why in Croatian in the job list.
    ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + 10 * 60_000);
    await ctx.t.app.platform.jobs.runDue();
    expect(endpoint.received).toHaveLength(2);
    const retry = (await ctx.t.app.platform.jobs.overview()).jobs.find(
      (j) => j.name === 'notifications.push-retry',
    );
    expect(retry?.lastError).toBe('Greška: Push servis uređaja nije prihvatio obavijest.');
    for (let i = 0; i < 4 && endpoint.received.length < 3; i++) {
      ctx.t.clock.now = new Date(ctx.t.clock.now.getTime() + 10 * 60_000);
      await ctx.t.app.platform.jobs.runDue();
    }
    expect(endpoint.received).toHaveLength(3);
    expect(await subscriptions()).toHaveLength(1);
    const sub = (await subscriptions())[0]!;
    expect(sub.lastSuccessAt).not.toBeNull();
  });

  it('sends nothing to someone who turned push off for that kind', async () => {
    await subscribe('student', endpoint.subscription());
    await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: as('student'),
      payload: { preferences: [{ kind: 'lesson_moved', inApp: true, push: false, email: false }] },
    });
    await notifyStudent();
    await ctx.t.app.platform.jobs.runDue();
    expect(endpoint.received).toEqual([]);
    await db().deleteFrom('notification_preferences').execute();
  });
});
