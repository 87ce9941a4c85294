import {
  notificationKinds,
  type NotificationChannel,
  type NotificationKind,
} from '@takt/shared/notification-kinds';
import type { NotificationPreference } from '@takt/shared/schemas/notifications';

/** Without a choice of their own people get notices in the app and as push, not by e-mail. */
export const defaultChannels: Record<NotificationChannel, boolean> = {
  inApp: true,
  push: true,
  email: false,
};

export interface StoredChoice {
  userId: number;
  kind: string;
  channel: string;
  enabled: boolean;
}

/** Whether `userId` gets `kind` on `channel`, given the stored choices (any people's). */
export function wants(
  choices: StoredChoice[],
  userId: number,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  const choice = choices.find(
    (c) => c.userId === userId && c.kind === kind && c.channel === channel,
  );
  return choice ? choice.enabled : defaultChannels[channel];
}

/** Splits recipients by channel in one pass over the stored choices. */
export function recipientsByChannel(
  choices: StoredChoice[],
  userIds: number[],
  kind: NotificationKind,
): Record<NotificationChannel, number[]> {
  const relevant = choices.filter((c) => c.kind === kind);
  const byUser = new Map<number, StoredChoice[]>();
  for (const c of relevant) byUser.set(c.userId, [...(byUser.get(c.userId) ?? []), c]);
  const out: Record<NotificationChannel, number[]> = { inApp: [], push: [], email: [] };
  for (const userId of userIds) {
    const own = byUser.get(userId) ?? [];
    for (const channel of ['inApp', 'push', 'email'] as const) {
      if (wants(own, userId, kind, channel)) out[channel].push(userId);
    }
  }
  return out;
}

/** Every kind with the person's channels (their choices over the defaults). */
export function preferenceList(choices: StoredChoice[], userId: number): NotificationPreference[] {
  return notificationKinds.map((kind) => ({
    kind,
    inApp: wants(choices, userId, kind, 'inApp'),
    push: wants(choices, userId, kind, 'push'),
    email: wants(choices, userId, kind, 'email'),
  }));
}

/** What to store: the choices differing from the defaults, after applying `changes`. */
export function mergedChoices(
  current: NotificationPreference[],
  changes: NotificationPreference[],
): Array<{ kind: string; channel: string; enabled: boolean }> {
  const byKind = new Map(current.map((p) => [p.kind, p]));
  for (const change of changes) byKind.set(change.kind, change);
  const rows: Array<{ kind: string; channel: string; enabled: boolean }> = [];
  for (const pref of byKind.values()) {
    for (const channel of ['inApp', 'push', 'email'] as const) {
      if (pref[channel] !== defaultChannels[channel]) {
        rows.push({ kind: pref.kind, channel, enabled: pref[channel] });
      }
    }
  }
  return rows;
}
