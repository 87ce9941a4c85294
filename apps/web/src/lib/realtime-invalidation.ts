import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeEventName, RealtimeEvents } from '@takt/shared/realtime-events';
import { queryKeys } from './query-keys.ts';
import { setRealtimeToken, subscribeRealtime } from './socket.ts';

/** What a push makes stale: some queries, or everything (the person themselves changed). */
type Stale = readonly QueryKey[] | 'everything';

/**
 * Each server push and the queries it invalidates. Pushes carry ids only: the screens refetch
 * through the API, which decides what this person may see. Typed against the shared list, so a
 * new server event without an entry here fails the typecheck.
 */
export const invalidations: { [E in RealtimeEventName]: (data: RealtimeEvents[E]) => Stale } = {
  'post.created': () => [queryKeys.posts.all],
  'post.updated': () => [queryKeys.posts.all],
  'post.deleted': () => [queryKeys.posts.all],
  'poll.created': () => [queryKeys.polls.all],
  'poll.answered': () => [queryKeys.polls.all],
  'poll.deleted': () => [queryKeys.polls.all],
  'signup.requested': () => [queryKeys.pendingUsers.all],
  // Roles, school or confirmation: what every screen shows may differ now.
  'user.changed': () => 'everything',
  'notification.created': () => [queryKeys.notifications.list],
  'notification.read': () => [queryKeys.notifications.list],
  // Chat: the conversation screen also merges the message itself (features/chat); the list
  // (unread badges, the bottom-bar dot) refetches.
  newMessage: ({ chatId }) => [queryKeys.chats.list, queryKeys.chats.messages(chatId)],
  newGroupMessage: ({ chatId }) => [queryKeys.chats.list, queryKeys.chats.messages(chatId)],
  'chat.read': () => [queryKeys.chats.list],
  // Ephemeral: the conversation screen listens for it; nothing to refetch.
  'chat.typing': () => [],
  'chat.changed': ({ chatId }) => [
    queryKeys.chats.list,
    queryKeys.chats.detail(chatId),
    queryKeys.chats.messages(chatId),
  ],
};

const isKnownEvent = (name: string): name is RealtimeEventName =>
  Object.prototype.hasOwnProperty.call(invalidations, name);

function invalidate(queryClient: QueryClient, stale: Stale) {
  if (stale === 'everything') {
    void queryClient.invalidateQueries();
    return;
  }
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}

/** Invalidates what a push makes stale; a name this client does not know changes nothing. */
export function applyPush(queryClient: QueryClient, name: string, data: unknown): void {
  if (!isKnownEvent(name)) return;
  invalidate(queryClient, (invalidations[name] as (data: unknown) => Stale)(data));
}

/**
 * Keeps the signed-in screens current: runs the app's socket with the session's token and turns
 * each push into invalidations, until the returned function stops it (token change, logout).
 * Loaded lazily by lib/use-realtime.ts, with the socket client.
 */
export function startRealtimeInvalidation(queryClient: QueryClient, token: string): () => void {
  const unsubscribe = subscribeRealtime({
    event: (name, data) => applyPush(queryClient, name, data),
    resynced: () => invalidate(queryClient, 'everything'),
    // The session is over on the server: asking for the user gets the 401 that signs out.
    dropped: () => void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
  setRealtimeToken(token);
  return () => {
    unsubscribe();
    setRealtimeToken(null);
  };
}
