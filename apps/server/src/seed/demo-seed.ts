import type { FastifyInstance } from 'fastify';
import { seedAccounts } from './demo-accounts.ts';
import { seedAdministration } from './demo-administration.ts';
import { seedCalendar } from './demo-calendar.ts';
import { seedChat } from './demo-chat.ts';
import { seedDocuments } from './demo-documents.ts';
import { seedEnrollment } from './demo-enrollment.ts';
import { seedHome } from './demo-home.ts';
import { seedInvoices } from './demo-invoices.ts';
import { seedNotifications } from './demo-notifications.ts';
import { seedSchedule } from './demo-schedule.ts';
import { seedSupport } from './demo-support.ts';
import type { DemoStep } from './demo-world.ts';

/** The demo of each feature after the accounts, in order. A feature adds its step here. */
const steps: DemoStep[] = [
  seedHome,
  seedCalendar,
  seedSchedule,
  seedChat,
  seedInvoices,
  seedEnrollment,
  seedDocuments,
  seedAdministration,
  seedSupport,
  seedNotifications,
];

/** Whether the database has no school yet (a fresh install, where the demo may go). */
export async function isDatabaseEmpty(app: FastifyInstance): Promise<boolean> {
  return (await app.services.schools.listPublic()).length === 0;
}

/**
 * Seeds the demo school through the modules' own services, all or nothing: a half-seeded
 * database would no longer count as empty on the next start.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  await app.platform.transactor.run(async () => {
    const world = await seedAccounts(app.services, app.platform.now());
    for (const step of steps) await step(app.services, world);
  });
  // What subscribers do after the commit (e.g. a new account's terms acceptance) is part of the
  // demo too: the seed is done when they are.
  await app.platform.events.idle();
}
