import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import { createProfilePictureRepository } from './modules/profile-pictures/profile-picture.repository.ts';
import { profilePictureRoutes } from './modules/profile-pictures/profile-picture.routes.ts';
import { createProfilePictureService } from './modules/profile-pictures/profile-picture.service.ts';
import { createSchoolService } from './modules/schools/school.service.ts';
import { createDirectoryRepository } from './modules/user-profile/directory.repository.ts';
import { createDirectoryService } from './modules/user-profile/directory.service.ts';
import { createUserProfileRepository } from './modules/user-profile/user-profile.repository.ts';
import { userProfileRoutes } from './modules/user-profile/user-profile.routes.ts';
import { createUserProfileService } from './modules/user-profile/user-profile.service.ts';
import type { UserService } from './modules/users/user.service.ts';

/**
 * Profile (issue 5): the student and mentor editors (update-korisnik), reminder settings, linked
 * accounts, a mentor's students, and profile pictures.
 */
export async function registerProfileModules(
  app: FastifyInstance,
  deps: AppDeps,
  users: UserService,
): Promise<void> {
  const db = deps.database.db;
  const schools = createSchoolService({ db });
  await app.register(userProfileRoutes, {
    profiles: createUserProfileService({
      repo: createUserProfileRepository(db),
      getUser: (id) => users.getSelf(id),
      now: deps.now,
    }),
    directory: createDirectoryService({
      directory: createDirectoryRepository(db),
      activePrograms: (schoolId) => schools.activePrograms(schoolId),
    }),
    now: deps.now,
  });
  await app.register(profilePictureRoutes, {
    pictures: createProfilePictureService({
      pictures: createProfilePictureRepository(db),
      limiter: deps.rateLimitStore,
      now: deps.now,
    }),
  });
}
