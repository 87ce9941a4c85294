import type { AuthContext } from '../../lib/auth-context.ts';

/** Sessions served from memory at most this long before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Recently seen sessions, so a request does not read the session and the user from the database
 * every time. Entries end with their session, after a minute at the latest, and at once when a
 * `session.revoked` or `user.changed` event arrives (from any instance, through the event bus).
 */
export function createSessionCache(now: () => Date) {
  const entries = new Map<string, { context: AuthContext; validUntil: number }>();

  return {
    get(sessionId: string): AuthContext | null {
      const entry = entries.get(sessionId);
      if (!entry) return null;
      if (entry.validUntil <= now().getTime()) {
        entries.delete(sessionId);
        return null;
      }
      return entry.context;
    },
    set(context: AuthContext) {
      const validUntil = Math.min(
        Date.parse(context.expiresAt),
        now().getTime() + SESSION_CACHE_TTL_MS,
      );
      if (entries.size >= MAX_ENTRIES) {
        // Maps keep insertion order: the first key is the oldest entry.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(context.sessionId, { context, validUntil });
    },
    dropSessions(sessionIds: string[]) {
      for (const id of sessionIds) entries.delete(id);
    },
    dropUser(userId: number) {
      for (const [id, entry] of entries) if (entry.context.user.id === userId) entries.delete(id);
    },
  };
}
