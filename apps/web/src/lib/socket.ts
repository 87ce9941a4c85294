import { io, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@takt/shared/realtime-events';

/** What the app does with the socket; see lib/realtime-invalidation.ts. */
export interface RealtimeHandlers {
  /** A push from the server (unchecked: the receiver looks the name up in its own map). */
  event(name: string, data: unknown): void;
  /** Connected again after a gap: pushes sent meanwhile are lost, so refetch what they cover. */
  resynced(): void;
  /** The server refused or ended the session's socket (logged out, expired, disabled). */
  dropped(): void;
}

const subscribers = new Set<RealtimeHandlers>();
/** The token the socket should run with (null: no socket). */
let wantedToken: string | null = null;
let socket: Socket | null = null;

function open(token: string): Socket {
  const s = io({
    path: REALTIME_PATH,
    // One WebSocket instead of polling requests first; long polling only where it is blocked.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // Read at every (re)connection attempt, so a retry never sends a token replaced since.
    auth: (send) => send({ token: wantedToken ?? token }),
  });
  let connectedBefore = false;
  s.on('connect', () => {
    if (connectedBefore) for (const h of subscribers) h.resynced();
    connectedBefore = true;
  });
  s.on('connect_error', () => {
    // `active` is false when the server refused the handshake (no retries follow).
    if (!s.active) for (const h of subscribers) h.dropped();
  });
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') for (const h of subscribers) h.dropped();
  });
  s.onAny((name: string, data: unknown) => {
    for (const h of subscribers) h.event(name, data);
  });
  return s;
}

/**
 * The one socket of the app: opened with the session's token, replaced when the token changes,
 * closed with null (logout). Calls with the token already in use do nothing. This module and the
 * socket.io client are loaded only once someone is signed in (see the signed-in layout), so the
 * /login bundle never carries them.
 */
export function setRealtimeToken(token: string | null): void {
  if (token === wantedToken) return;
  wantedToken = token;
  socket?.close();
  socket = token ? open(token) : null;
}

/** Receives what the socket brings until the returned function is called. */
export function subscribeRealtime(handlers: RealtimeHandlers): () => void {
  subscribers.add(handlers);
  return () => subscribers.delete(handlers);
}
