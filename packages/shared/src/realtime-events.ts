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
  /** To a lesson's mentor and students: it was moved, cancelled, booked or an absence reported. */
  'lesson.changed': { occurrenceId: string };
}

export type RealtimeEventName = keyof RealtimeEvents;

/** Socket.io path (the default); the web server must never answer it with the app's HTML. */
export const REALTIME_PATH = '/socket.io/';

/** Why the server refused or closed a socket, in `connect_error`'s `data.code`. */
export type RealtimeRefusal = 'unauthorized' | 'session_expired' | 'unavailable';
