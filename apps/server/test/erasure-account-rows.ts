import type { ErasureRows } from './erasure-world.ts';

/**
 * Traces the account leaves outside the modules' own data: a device and notification settings,
 * the family link by e-mail, the admin's stored answer of creating them and the sign-up notice.
 */
export async function addAccountRows({ db, p, at, full }: ErasureRows) {
  const { schoolId, userId } = p;
  await db
    .insertInto('push_subscriptions')
    .values({
      userId,
      schoolId,
      endpoint: `https://push.example.com/${p.prezime}`,
      p256dh: 'k',
      auth: 'a',
      userAgent: `Mobitel ${p.prezime}`,
      createdAt: at,
    })
    .execute();
  await db
    .insertInto('notification_preferences')
    .values({ userId, kind: 'chat', channel: 'email', enabled: false })
    .execute();
  await db
    .insertInto('account_links')
    .values({
      schoolId,
      emailLower: p.email.toLowerCase(),
      codeHash: null,
      codeExpiresAt: null,
      attempts: 0,
      confirmedAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      userId: p.adminId,
      key: `k-${userId}`,
      method: 'POST',
      path: '/api/admin/students',
      status: 201,
      body: JSON.stringify({ user: { ime: p.ime, prezime: p.prezime, email: p.email } }),
      createdAt: at,
      heldUntil: null,
      appliedAt: at,
    })
    .execute();
  await db
    .insertInto('outbox')
    .values({
      schoolId,
      kind: 'signup.notice',
      toAddress: 'ured@skola.example.com',
      subject: `Nova prijava: ${full}`,
      html: `<p>${full}</p>`,
      text: full,
      sensitive: false,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: at,
      lastError: null,
      sentAt: at,
      createdAt: at,
    })
    .execute();
}
