import type { Tx } from '../../db/transaction.ts';
import { createNotificationRepository } from './notification.repository.ts';

export type NotificationService = ReturnType<typeof createNotificationService>;

/** Writes notification rows; the notifications screen and its API arrive with a later issue. */
export function createNotificationService(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Inside the caller's transaction, so the cause and its notifications commit together. */
    async notify(
      tx: Tx,
      userIds: number[],
      notification: { type: string; title: string; body: string },
    ): Promise<void> {
      await createNotificationRepository(tx).insertMany(
        userIds.map((userId) => ({ userId, ...notification })),
        now().toISOString(),
      );
    },
  };
}
