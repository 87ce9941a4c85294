import type { Platform } from '../../platform.ts';
import type { FilesService } from '../files/files.service.ts';
import { createProfilePictureRepository } from './profile-picture.repository.ts';
import { profilePictureRoutes } from './profile-picture.routes.ts';
import { createProfilePictureService, PROFILE_PICTURE_PURPOSE } from './profile-picture.service.ts';

/** Profile pictures (spec §7), stored as files. */
export function createProfilePictureModule(platform: Platform, deps: { files: FilesService }) {
  const service = createProfilePictureService({
    pictures: createProfilePictureRepository(platform.data),
    files: deps.files,
    limiter: platform.limiter,
    now: platform.now,
  });
  deps.files.registerAccess(PROFILE_PICTURE_PURPOSE, (viewer, file) =>
    service.mayRead(viewer, file),
  );
  return {
    name: 'profile-pictures',
    service,
    routes: profilePictureRoutes(service),
  };
}
