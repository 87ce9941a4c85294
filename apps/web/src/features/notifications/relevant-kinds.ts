import type { NotificationKind } from '@takt/shared/notification-kinds';
import { isMentorSide, maySeePolls, type RoleFlags } from '@takt/shared/policy';

/** The kinds a person can receive at all (the settings list only those). */
export function relevantKinds(user: RoleFlags & { pohadjaTeoriju: boolean }): NotificationKind[] {
  const kinds: NotificationKind[] = ['post', 'chat_message', 'lesson_moved', 'lesson_cancelled'];
  if (maySeePolls(user)) kinds.push('poll');
  kinds.push('makeup_booked', 'class_reminder');
  if (user.isStudent) {
    kinds.push('practice_reminder', 'invoice_issued', 'invoice_overdue');
    kinds.push('enrollment_open', 'enrollment_reminder');
  }
  if (isMentorSide(user)) kinds.push('absence_reported');
  if (user.isAdmin) kinds.push('signup-request', 'mentor-registered', 'problem_report');
  return kinds;
}
