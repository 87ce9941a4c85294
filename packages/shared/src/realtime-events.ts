import type { ChatMessage } from './schemas/chat.ts';

/**
 * What the server pushes over the socket, by event name. Payloads carry ids only, never content:
 * a socket joins rooms by school and user, not by what the person may read, so the browser
 * refetches through the API (which applies every visibility rule) instead of trusting a push.
 *
 * The server's relays and the web's invalidation map are both typed against this list, so an
 * event the server sends without a web mapping (or a mapping for an event nobody sends) fails
 * the typecheck.
 */
export interface RealtimeEvents {
  'post.created': { postId: number };
  'post.updated': { postId: number };
  'post.deleted': { postId: number };
  'poll.created': { pollId: number };
  'poll.answered': { pollId: number };
  'poll.deleted': { pollId: number };
  /** To the school's admins: a public sign-up request waits for review. */
  'signup.requested': { requestId: number };
  /** To the user: their roles, school or confirmation changed. */
  'user.changed': { userId: number };
  /** To the recipients: new notifications (the list and the bottom-bar dot refetch). */
  'notification.created': Record<string, never>;
  /** To the reader's other devices: they read one or all. */
  'notification.read': Record<string, never>;

  // Chat. The one exception to "ids only": `newMessage` / `newGroupMessage` carry the message
  // itself, and go only to the user rooms of the conversation's members, each of whom may read
  // it (the relay looks the members up after commit). Everything else of the chat is ids only.
  newMessage: { chatId: number; message: ChatMessage };
  newGroupMessage: { chatId: number; groupId: number; message: ChatMessage };
  /** To the reader's own room: they read up to this message (clears it on every device). */
  'chat.read': { chatId: number; lastReadMessageId: number };
  /** To the other person of a direct chat: the user is typing (never stored). */
  'chat.typing': { chatId: number; userId: number };
  /** To the members: a group's name or members changed, a message was deleted, or it is gone. */
  'chat.changed': { chatId: number };
}

export type RealtimeEventName = keyof RealtimeEvents;

/** Socket.io path (the default); the web server must never answer it with the app's HTML. */
export const REALTIME_PATH = '/socket.io/';

/** Why the server refused or closed a socket, in `connect_error`'s `data.code`. */
export type RealtimeRefusal = 'unauthorized' | 'session_expired' | 'unavailable';
