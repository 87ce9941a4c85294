import type { Platform } from '../../platform.ts';
import { createOutboxRepository } from './mail.repository.ts';
import { mailRoutes } from './mail.routes.ts';
import { createMailService, type AttachmentSource } from './mail.service.ts';
import type { MailTransport } from './mail.transport.ts';

/** E-mail: an outbox written in the sender's transaction, delivered by a background job. */
export function createMailModule(
  platform: Platform,
  options: { transport?: MailTransport | null; attachments?: AttachmentSource } = {},
) {
  const { config } = platform;
  const service = createMailService({
    outbox: createOutboxRepository(platform.data),
    config,
    log: platform.log,
    now: platform.now,
    ...(options.transport !== undefined ? { transport: options.transport } : {}),
    ...(options.attachments ? { attachments: options.attachments } : {}),
  });
  platform.jobs.recurring({
    name: 'mail-outbox',
    schedule: { every: 15_000 },
    run: async () => void (await service.processOutbox()),
  });
  platform.jobs.recurring({
    name: 'prune-delivered-mail',
    schedule: { dailyAt: '03:20' },
    run: async () => void (await service.pruneDelivered(config.PENDING_SIGNUP_RETENTION_DAYS)),
  });
  return {
    name: 'mail',
    service,
    routes: mailRoutes(service),
    close: () => service.close(),
  };
}
