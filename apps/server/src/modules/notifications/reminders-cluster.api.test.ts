import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../db/rows.ts';
import { createAppCluster, type AppCluster } from '../../../test/app-cluster.ts';
import { buildSchool, buildUser } from '../../../test/factories.ts';
import { notificationsOf } from '../../../test/notification-helpers.ts';

/**
 * Two instances over one database (PostgreSQL in CI, each with its own pool), both running the
 * reminder pass for the same minute at the same moment: each reminder is sent exactly once. Both
 * run on one pinned clock, so no minute (or midnight) passes between setting the reminder time
 * and the passes.
 */
const NOW = new Date('2026-12-01T13:00:30.000Z'); // 14:00 in Zagreb

const redisUrl = process.env.TEST_REDIS_URL;

// Two instances of one process on one SQLite file would block each other's event loop on the
// write lock; several instances are a PostgreSQL deployment, so that is where this runs.
describe.skipIf(!redisUrl || !process.env.TEST_DATABASE_URL)('reminders on two instances', () => {
  let cluster: AppCluster;
  let studentId: number;

  beforeAll(async () => {
    cluster = await createAppCluster({
      size: 2,
      redisUrl: redisUrl!,
      redisPrefix: `takt-reminders-test:${randomBytes(4).toString('hex')}`,
      now: () => new Date(NOW),
    });
    const db = cluster.database.db;
    const schoolId = await buildSchool(db);
    const mentor = await buildUser(db, { schoolId, isStudent: false, isMentor: true });
    const students: { id: number }[] = [];
    for (let i = 0; i < 20; i++) students.push(await buildUser(db, { schoolId }));
    studentId = students[0]!.id;
    // Everyone's reminder time is the pinned minute in Zagreb.
    const reminderTime = '14:00';
    await db
      .updateTable('users')
      .set({
        reminderPreferences: toJson({
          reminderTime,
          classReminders: true,
          practiceReminders: true,
        }),
      })
      .execute();
    for (const app of cluster.apps) {
      app.services.reminders.useSource({
        lessonsOn: async () => [
          {
            start: '16:00',
            end: '16:45',
            title: 'Solfeggio',
            classroom: null,
            mentorId: mentor.id,
            studentIds: students.map((s) => s.id),
          },
        ],
        practicedOn: async () => [],
      });
    }
  });
  afterAll(() => cluster?.close());

  it('sends each person’s class and practice reminder once', async () => {
    await Promise.all([
      cluster.apps[0]!.services.reminders.run(),
      cluster.apps[1]!.services.reminders.run(),
      cluster.apps[1]!.services.reminders.run(),
    ]);
    const db = cluster.database.db;
    const rows = await db.selectFrom('notifications').select(['userId', 'type']).execute();
    expect(rows.filter((r) => r.type === 'class_reminder')).toHaveLength(21);
    expect(rows.filter((r) => r.type === 'practice_reminder')).toHaveLength(20);
    expect((await notificationsOf(db, studentId)).map((n) => n.type).sort()).toEqual([
      'class_reminder',
      'practice_reminder',
    ]);
  });
});
