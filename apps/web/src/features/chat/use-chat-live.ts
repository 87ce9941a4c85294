import { useEffect, useState } from 'react';
import { subscribeRealtime } from '../../lib/socket.ts';

const TYPING_SHOWN_MS = 4000;

/** Who is typing in a direct chat right now (pushed, never stored); null when nobody. */
export function useTyping(chatId: number | null): number | null {
  const [typing, setTyping] = useState<{ userId: number; until: number } | null>(null);
  useEffect(() => {
    if (chatId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeRealtime({
      event(name, data) {
        const push = data as {
          chatId?: number;
          userId?: number;
          message?: { sender: { id: number } };
        };
        if (push.chatId !== chatId) return;
        if (name === 'chat.typing' && typeof push.userId === 'number') {
          setTyping({ userId: push.userId, until: Date.now() + TYPING_SHOWN_MS });
          clearTimeout(timer);
          timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
        }
        // Their message arrived: they stopped typing.
        if (name === 'newMessage') setTyping(null);
      },
      resynced() {},
      dropped() {},
    });
    return () => {
      stop();
      clearTimeout(timer);
      setTyping(null);
    };
  }, [chatId]);
  return typing?.userId ?? null;
}
