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

/** Active polls still waiting for this person's answer (their own polls ask nothing of them). */
export function unansweredPollCount(
  polls: readonly { creatorId: number; myResponse: unknown }[] | undefined,
  userId: number,
): number {
  return (polls ?? []).filter((p) => p.myResponse === null && p.creatorId !== userId).length;
}

/**
 * Spec §2: no tab in the address, an active poll the person has not answered and they may see
 * polls → polls. Once everything is answered Naslovna opens on the posts again.
 */
export function shouldSwitchToPolls(
  param: string | null,
  user: Viewer,
  unansweredCount: number,
): boolean {
  return param === null && unansweredCount > 0 && maySeePolls(user);
}
