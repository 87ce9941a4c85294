/** Tabs of the home page, chosen by `?tab=` (spec §2); posts is the default. */
export const homeTabs = ['search', 'posts', 'my-posts', 'polls'] as const;
export type HomeTab = (typeof homeTabs)[number];

export const homeTabLabels: Record<HomeTab, string> = {
  search: 'Pretraga',
  posts: 'Objave',
  'my-posts': 'Moje objave',
  polls: 'Ankete',
};

interface Viewer {
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  pohadjaTeoriju: boolean;
}

/** Mentors (admins are mentors) write posts and polls and have 'Moje objave'. */
export function isMentorSide(user: Pick<Viewer, 'isMentor' | 'isAdmin'>): boolean {
  return user.isMentor || user.isAdmin;
}

/** Spec §6: polls (and the poll indicator) are for mentors and students who attend theory. */
export function maySeePolls(user: Viewer): boolean {
  return isMentorSide(user) || (user.isStudent && user.pohadjaTeoriju);
}

/** The tabs this user has, in display order. */
export function tabsFor(user: Viewer): HomeTab[] {
  return homeTabs.filter((tab) => tab !== 'my-posts' || isMentorSide(user));
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
