import { describe, expect, it } from 'vitest';
import { notificationKinds } from '@takt/shared/notification-kinds';
import { notificationMessages as m } from '@takt/shared/notification-messages';
import { homeWorldPerFile, type HomeRole } from '../../../test/home-factories.ts';
import { notificationsOf, pushJobs, recipientsOf } from '../../../test/notification-helpers.ts';
import { validPost } from '../../../test/post-requests.ts';
import { T0, inMinutes } from '../../../test/poll-requests.ts';

/** Notifications per person: audiences of posts and polls, the list, read state, preferences. */

const ctx = homeWorldPerFile(T0);
const { as, db } = ctx;

const get = (role: HomeRole, url = '/api/notifications') =>
  ctx.t.app.inject({ method: 'GET', url, headers: as(role) });
const put = (role: HomeRole, url: string, payload?: object) =>
  ctx.t.app.inject({ method: 'PUT', url, headers: as(role), ...(payload && { payload }) });

async function createPost(role: HomeRole, values: object = {}) {
  const res = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: as(role),
    payload: { ...validPost, ...values },
  });
  expect(res.statusCode).toBe(201);
  await announced();
  return res.json<{ post: { id: number } }>().post;
}

/** The queued fan-out of a new post or poll runs (the scheduler would within a second). */
async function announced() {
  await ctx.t.app.platform.jobs.runDue();
  await ctx.t.app.platform.events.idle();
}

async function clearAll() {
  await db().deleteFrom('notifications').execute();
  await db().deleteFrom('notification_preferences').execute();
  await db().deleteFrom('job_queue').execute();
  await db().deleteFrom('outbox').execute();
}

describe('audiences', () => {
  it('a school-wide post reaches everyone of the school but its author, each with a row and a link', async () => {
    await clearAll();
    const { users } = ctx.w;
    const post = await createPost('mentor', { title: 'Božićni koncert' });
    expect(await recipientsOf(db(), 'post')).toEqual(
      [users.student.id, users.theoryStudent.id, users.mentor2.id, users.admin.id].sort(
        (a, b) => a - b,
      ),
    );
    const [row] = await notificationsOf(db(), users.student.id);
    expect(row).toMatchObject({
      title: 'Nova objava',
      body: 'Božićni koncert',
      link: `/user?tab=posts&post=${post.id}`,
      schoolId: ctx.w.schoolA,
    });
    // Pushes for the same people are queued once, as one job.
    const jobs = await pushJobs(db());
    expect(jobs).toHaveLength(1);
    expect(JSON.parse(jobs[0]!.payload).userIds).toHaveLength(4);
  });

  it('a post for mentors reaches only the staff; one for every school reaches school B too', async () => {
    await clearAll();
    const { users } = ctx.w;
    await createPost('admin', { visibility: 'mentor' });
    expect(await recipientsOf(db(), 'post')).toEqual([users.mentor.id, users.mentor2.id]);
    await clearAll();
    await createPost('admin', { showAllSchools: true });
    const reached = await recipientsOf(db(), 'post');
    expect(reached).toEqual(
      expect.arrayContaining([users.studentB.id, users.mentorB.id, users.student.id]),
    );
    expect(reached).not.toContain(users.admin.id);
  });

  it('a poll reaches those who may answer it: staff and theory students, not other students', async () => {
    await clearAll();
    const { users } = ctx.w;
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/polls',
      headers: as('mentor'),
      payload: {
        question: 'Proba u subotu?',
        options: ['Da', 'Ne'],
        type: 'teorija',
        endDate: inMinutes(60 * 24).toISOString(),
      },
    });
    expect(res.statusCode).toBe(201);
    await announced();
    expect(await recipientsOf(db(), 'poll')).toEqual(
      [users.theoryStudent.id, users.mentor2.id, users.admin.id].sort((a, b) => a - b),
    );
    const [row] = await notificationsOf(db(), users.admin.id);
    expect(row!.link).toBe(`/user?tab=polls&poll=${res.json<{ poll: { id: number } }>().poll.id}`);
  });

  it('the fan-out is queued in the post’s own transaction: durable once the post exists', async () => {
    await clearAll();
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: as('mentor'),
      payload: validPost,
    });
    expect(res.statusCode).toBe(201);
    await ctx.t.app.platform.events.idle();
    // Committed with the post, before anything ran: a crash now would lose no notice.
    const queued = await db()
      .selectFrom('job_queue')
      .select(['name', 'payload'])
      .where('name', '=', 'notifications.announce')
      .execute();
    expect(queued).toHaveLength(1);
    expect(JSON.parse(queued[0]!.payload)).toMatchObject({
      kind: 'post',
      postId: res.json<{ post: { id: number } }>().post.id,
    });
    expect(await recipientsOf(db(), 'post')).toEqual([]);
    await announced();
    expect(await recipientsOf(db(), 'post')).toHaveLength(4);
  });
});

describe('read state per person', () => {
  it('one reader marking a school-wide notice read leaves everyone else’s unread', async () => {
    await clearAll();
    await createPost('mentor');
    const list = (await get('student')).json<{
      notifications: { id: number; read: boolean }[];
      unreadCount: number;
    }>();
    expect(list.unreadCount).toBe(1);
    const id = list.notifications[0]!.id;
    const res = await put('student', `/api/notifications/${id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: m.markedRead, unreadCount: 0 });
    expect((await get('student')).json()).toMatchObject({
      unreadCount: 0,
      notifications: [{ id, read: true }],
    });
    expect((await get('theoryStudent')).json()).toMatchObject({
      unreadCount: 1,
      notifications: [{ read: false }],
    });
    const [row] = await notificationsOf(db(), ctx.w.users.student.id);
    expect(row!.readAt).toBe(T0.toISOString());
  });

  it('someone else’s notification, or none, is 404 and changes nothing', async () => {
    await clearAll();
    await createPost('mentor');
    const theirs = (await notificationsOf(db(), ctx.w.users.theoryStudent.id))[0]!;
    for (const role of ['student', 'adminB'] as const) {
      const res = await put(role, `/api/notifications/${theirs.id}/read`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: m.notFound });
    }
    expect((await put('student', '/api/notifications/999999/read')).statusCode).toBe(404);
    expect((await notificationsOf(db(), ctx.w.users.theoryStudent.id))[0]!.read).toBeFalsy();
  });

  it('read-all marks only the caller’s', async () => {
    await clearAll();
    await createPost('mentor');
    await createPost('admin');
    const res = await put('student', '/api/notifications/read-all');
    expect(res.json()).toEqual({ success: true, message: m.allRead, unreadCount: 0 });
    expect(
      (await notificationsOf(db(), ctx.w.users.student.id)).every((r) => Boolean(r.read)),
    ).toBe(true);
    expect((await get('theoryStudent')).json()).toMatchObject({ unreadCount: 2 });
  });
});

describe('GET /api/notifications', () => {
  it('lists unread first, newest first within each, in pages', async () => {
    await clearAll();
    const userId = ctx.w.users.student.id;
    for (let i = 1; i <= 5; i++) {
      await ctx.t.app.services.notifications.notify([userId], {
        type: 'post',
        title: `N${i}`,
        body: 'x',
      });
    }
    const rows = await notificationsOf(db(), userId);
    // N2 and N4 read: the order is N5, N3, N1 (unread), then N4, N2.
    for (const r of [rows[1]!, rows[3]!]) await put('student', `/api/notifications/${r.id}/read`);
    const first = (await get('student', '/api/notifications?limit=2')).json<{
      notifications: { title: string }[];
      nextCursor: string;
      unreadCount: number;
    }>();
    expect(first.notifications.map((n) => n.title)).toEqual(['N5', 'N3']);
    expect(first.unreadCount).toBe(3);
    const second = (
      await get('student', `/api/notifications?limit=2&cursor=${first.nextCursor}`)
    ).json<typeof first>();
    expect(second.notifications.map((n) => n.title)).toEqual(['N1', 'N4']);
    const third = (
      await get('student', `/api/notifications?limit=2&cursor=${second.nextCursor}`)
    ).json<typeof first>();
    expect(third.notifications.map((n) => n.title)).toEqual(['N2']);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a malformed cursor or limit in Croatian', async () => {
    const bad = await get('student', '/api/notifications?cursor=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: m.cursorInvalid });
    expect((await get('student', '/api/notifications?limit=0')).statusCode).toBe(400);
  });
});

describe('preferences per kind and channel', () => {
  it('defaults: in the app and push, not e-mail, for every kind', async () => {
    await clearAll();
    const res = await get('student', '/api/notifications/preferences');
    expect(res.statusCode).toBe(200);
    const prefs = res.json<{ preferences: { kind: string }[] }>().preferences;
    expect(prefs.map((p) => p.kind)).toEqual([...notificationKinds]);
    expect(prefs[0]).toEqual({ kind: 'post', inApp: true, push: true, email: false });
  });

  it('are respected per channel: no row, no push, an e-mail', async () => {
    await clearAll();
    const { users } = ctx.w;
    const saved = await put('student', '/api/notifications/preferences', {
      preferences: [{ kind: 'post', inApp: false, push: false, email: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: m.preferencesSaved });
    await put('theoryStudent', '/api/notifications/preferences', {
      preferences: [{ kind: 'post', inApp: true, push: false, email: false }],
    });
    await createPost('mentor', { title: 'Koncert' });
    expect(await notificationsOf(db(), users.student.id)).toEqual([]);
    expect(await notificationsOf(db(), users.theoryStudent.id)).toHaveLength(1);
    const pushed = JSON.parse((await pushJobs(db()))[0]!.payload).userIds as number[];
    expect(pushed).not.toContain(users.student.id);
    expect(pushed).not.toContain(users.theoryStudent.id);
    expect(pushed).toContain(users.admin.id);
    const mails = await db().selectFrom('outbox').select(['toAddress', 'subject']).execute();
    expect(mails).toEqual([
      { toAddress: users.student.email, subject: expect.stringContaining('Nova objava') },
    ]);
    // Other kinds keep their defaults.
    const prefs = (await get('student', '/api/notifications/preferences')).json<{
      preferences: { kind: string; inApp: boolean }[];
    }>().preferences;
    expect(prefs.find((p) => p.kind === 'poll')).toMatchObject({ inApp: true });
  });

  it('refuses an unknown kind or a kind twice, in Croatian, and stores nothing', async () => {
    await clearAll();
    const unknown = await put('student', '/api/notifications/preferences', {
      preferences: [{ kind: 'nepoznato', inApp: false, push: false, email: false }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain(m.preferenceKindInvalid);
    const twice = await put('student', '/api/notifications/preferences', {
      preferences: [
        { kind: 'post', inApp: false, push: false, email: false },
        { kind: 'post', inApp: true, push: false, email: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain(m.preferencesDuplicate);
    expect(await db().selectFrom('notification_preferences').selectAll().execute()).toEqual([]);
  });
});
