/** Access levels of spec §2's route table, from least to most privileged where they nest. */
export type AccessLevel = 'public' | 'signedIn' | 'student' | 'mentor' | 'admin';

export interface RoleFlags {
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
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
      return user.isMentor || user.isAdmin;
    case 'admin':
      return user.isAdmin;
  }
}

/** Labels used in reports and on the profile ("Mentor-Admin" for admins, spec §6). */
export function roleLabels(user: RoleFlags): string[] {
  const labels: string[] = [];
  if (user.isStudent) labels.push('Student');
  if (user.isAdmin) labels.push('Mentor-Admin');
  else if (user.isMentor) labels.push('Mentor');
  return labels;
}
