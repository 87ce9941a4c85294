/** What a push of the server carries (see the server's push-sender.ts). */
export interface PushData {
  title?: string;
  body?: string;
  type?: string;
  link?: string | null;
}

/** Where a click on a notice goes: a path of this app only, else the notifications screen. */
export function inAppLink(raw: string | null | undefined): string {
  return raw && /^\/(?!\/)/.test(raw) ? raw : '/obavijesti';
}

/**
 * The system notification of one push. Its tag is the kind and the thing it is about, so a new
 * message of a chat replaces that chat's older notice (and rings again), while two chats, or two
 * lessons, stay two notices.
 */
export function displayOf(data: PushData): {
  title: string;
  options: NotificationOptions & { renotify: boolean };
} {
  return {
    title: data.title ?? 'Nova obavijest',
    options: {
      body: data.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'hr',
      tag: `${data.type ?? 'notice'}:${data.link ?? ''}`,
      renotify: true,
      data: { link: inAppLink(data.link) },
    },
  };
}
