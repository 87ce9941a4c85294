import { maySeePolls, mayWritePosts, type RoleFlags } from '@takt/shared/policy';

/** Tabs of the home page, chosen by `?tab=` (spec §2); posts is the default. */
export const homeTabs = ['search', 'posts', 'my-posts', 'polls'] as const;
export type HomeTab = (typeof homeTabs)[number];

export const homeTabLabels: Record<HomeTab, string> = {
  search: 'Pretraga',
  posts: 'Objave',
  'my-posts': 'Moje objave',
  polls: 'Ankete',
};

type Viewer = RoleFlags & { pohadjaTeoriju: boolean };

/** The tabs this user has, in display order ('Moje objave' for those who write posts). */
export function tabsFor(user: Viewer): HomeTab[] {
  return homeTabs.filter((tab) => tab !== 'my-posts' || mayWritePosts(user));
}

/** The tab the address asks for when this user has it, else posts. */
export function resolveTab(param: string | null, user: Viewer): HomeTab {
  const wanted = homeTabs.find((tab) => tab === param);
  return wanted && tabsFor(user).includes(wanted) ? wanted : 'posts';
}

/** Spec §2: no tab in the address, active polls exist and the user may see them → polls. */
export function shouldSwitchToPolls(
  param: string | null,
  user: Viewer,
  activePollCount: number,
): boolean {
  return param === null && activePollCount > 0 && maySeePolls(user);
}
