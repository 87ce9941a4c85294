import type { Platform } from '../../platform.ts';
import { createHealthRepository } from './health.repository.ts';
import { healthRoutes } from './health.routes.ts';

/** GET /api/health: is the database reachable (load balancers and monitoring ask). */
export function createHealthModule(platform: Platform) {
  const { ping } = createHealthRepository(platform.data);
  return { name: 'health', routes: healthRoutes(ping) };
}
