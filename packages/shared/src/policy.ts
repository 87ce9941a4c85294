import type { PostVisibility } from './schemas/posts.ts';

/**
 * Who may do what: the role predicates of spec §6, written once and used by the server (to decide)
 * and the web (to show only what will work). Each takes plain role flags, never a whole user.
 */

/** Who may call a route: spec §2's access levels. */
export type AccessLevel = 'public' | 'signedIn' | 'student' | 'mentor' | 'admin';

export interface RoleFlags {
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

/** Mentors and admins (an admin is a mentor with admin rights): the school's staff. */
export function isMentorSide(user: Pick<RoleFlags, 'isMentor' | 'isAdmin'>): boolean {
  return user.isMentor || user.isAdmin;
}

export function hasAccess(level: AccessLevel, user: RoleFlags | null | undefined): boolean {
  if (level === 'public') return true;
  if (!user) return false;
  switch (level) {
    case 'signedIn':
      return true;
    case 'student':
      return user.isStudent;
    case 'mentor':
      return isMentorSide(user);
    case 'admin':
      return user.isAdmin;
  }
}

/** Polls are for the staff and for students who attend theory (spec §6). */
export function maySeePolls(user: RoleFlags & { pohadjaTeoriju: boolean }): boolean {
  return isMentorSide(user) || (user.isStudent && user.pohadjaTeoriju);
}

/** Writing posts and polls, the 'Moje objave' tab and poll statistics: the staff. */
export function mayWritePosts(user: Pick<RoleFlags, 'isMentor' | 'isAdmin'>): boolean {
  return isMentorSide(user);
}

/** Visibilities a reader receives: students public posts, mentors also mentors', admins all. */
export function visiblePostVisibilities(user: RoleFlags): PostVisibility[] {
  if (user.isAdmin) return ['public', 'mentor', 'admin'];
  if (user.isMentor) return ['public', 'mentor'];
  return ['public'];
}

/**
 * Notes, birth date, OIB, contact and parents (spec §6): the person, the school's admins, and a
 * confirmed mentor for their own students only.
 */
export function maySeeSensitive(
  viewer: RoleFlags & { id: number; confirmed?: boolean },
  target: { id: number },
  relation: { isOwnStudent: boolean },
): boolean {
  if (viewer.id === target.id || viewer.isAdmin) return true;
  return viewer.isMentor && viewer.confirmed !== false && relation.isOwnStudent;
}

/**
 * A mentor who registered through the school's link and is not yet confirmed by an admin: they see
 * no student data until then (the web tells them so).
 */
export function awaitsConfirmation(
  user: Pick<RoleFlags, 'isMentor' | 'isAdmin'> & { confirmed?: boolean },
): boolean {
  return user.isMentor && !user.isAdmin && user.confirmed === false;
}

/** The role values of the API's profile answer ("Mentor-Admin" for admins, spec §6). */
export function roleLabels(user: RoleFlags): string[] {
  const labels: string[] = [];
  if (user.isStudent) labels.push('Student');
  if (user.isAdmin) labels.push('Mentor-Admin');
  else if (user.isMentor) labels.push('Mentor');
  return labels;
}

/** What people read for a role: a pupil is 'Učenik', never the API's 'Student'. */
export function roleDisplayName(label: string): string {
  return label === 'Student' ? 'Učenik' : label;
}

/** The roles as shown on screens, comma-joined ('' for none). */
export function roleNames(user: RoleFlags): string {
  return roleLabels(user).map(roleDisplayName).join(', ');
}
