import type { Platform } from '../../platform.ts';
import { createProfilePictureRepository } from './profile-picture.repository.ts';
import { profilePictureRoutes } from './profile-picture.routes.ts';
import { createProfilePictureService } from './profile-picture.service.ts';

/** Profile pictures (spec §7). */
export function createProfilePictureModule(platform: Platform) {
  const service = createProfilePictureService({
    pictures: createProfilePictureRepository(platform.data),
    transactor: platform.transactor,
    limiter: platform.limiter,
    now: platform.now,
  });
  return {
    name: 'profile-pictures',
    service,
    routes: profilePictureRoutes(service),
  };
}
