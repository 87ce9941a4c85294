import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The Web Push key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or generated on first start
 * and kept in DATA_DIR/vapid-keys.json (mode 0600) like the JWT secret, so browsers' existing
 * subscriptions stay valid across restarts.
 */
export function resolveVapidKeys(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR'>,
): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? 'mailto:no-reply@localhost';
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.resolve(config.DATA_DIR, 'vapid-keys.json');
  if (fs.existsSync(file)) {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
      if (stored.publicKey && stored.privateKey) {
        return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
      }
    } catch {
      // An unreadable file is replaced below.
    }
  }
  const generated = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return { ...generated, subject };
}
