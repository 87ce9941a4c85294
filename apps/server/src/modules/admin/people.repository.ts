import type { DataAccess } from '../../db/unit-of-work.ts';
import { createPeopleAccountsRepository } from './people-accounts.repository.ts';
import { createPeopleCountsRepository } from './people-counts.repository.ts';
import { createPeopleMentorsRepository } from './people-mentors.repository.ts';

export type { Person } from './people-accounts.repository.ts';

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;

/** Accounts as the admin manages them: mentors, activity, the last-admin rule, counts. */
export function createPeopleRepository(data: DataAccess) {
  return {
    ...createPeopleAccountsRepository(data),
    ...createPeopleMentorsRepository(data),
    ...createPeopleCountsRepository(data),
  };
}
