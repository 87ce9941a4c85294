import type { DataAccess } from '../../db/unit-of-work.ts';
import { createUserLinksRepository } from './user-links.repository.ts';
import { createUserLookupsRepository } from './user-lookups.repository.ts';
import { createUserRelatedRepository } from './user-related.repository.ts';
import { createUserWritesRepository } from './user-writes.repository.ts';

export type UserRepository = ReturnType<typeof createUserRepository>;

/**
 * Users are school-owned rows: every read or write by id names the school. The unscoped lookups
 * (`forSession`, `byUsername`, `byEmail`) exist for signing in, where the school is not known yet.
 */
export function createUserRepository(data: DataAccess) {
  return {
    ...createUserLookupsRepository(data),
    ...createUserLinksRepository(data),
    ...createUserWritesRepository(data),
    ...createUserRelatedRepository(data),
  };
}
