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
    /**
     * Whether an active student (or mentor) account already uses the e-mail, in any school: login by
     * e-mail is global, so the admin's add-user forms warn before creating a clash (spec §7).
     */
    async emailInUse(email: string, role: 'student' | 'mentor'): Promise<{ exists: boolean }> {
      const holders = (await users.findByEmail(email)).filter((u) => u.isActive);
      const exists = holders.some((u) => (role === 'mentor' ? u.isMentor : u.isStudent));
      return { exists };
    },
  };
}
