import type { PublicUser } from '@takt/shared/schemas/user';
import { notFound } from '../../plugins/app-error.ts';
import { toPublicUser } from './public-user.ts';
import type { UserRepository } from './user.repository.ts';

export type UserService = ReturnType<typeof createUserService>;

export function createUserService(users: UserRepository) {
  return {
    async getSelf(userId: number): Promise<PublicUser> {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      return toPublicUser(user, await users.loadRelations(user));
    },
  };
}
