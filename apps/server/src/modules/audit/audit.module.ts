import type { Platform } from '../../platform.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';

/** The audit log: an append-only record of sensitive reads and changes, browsed by admins. */
export function createAuditModule(platform: Platform) {
  const service = createAuditService({
    audit: createAuditRepository(platform.data),
    now: platform.now,
  });
  return { name: 'audit', service, routes: auditRoutes(service) };
}
