import { createHash } from 'node:crypto';

/** A repeat of the same error within this window is not counted again (spec §8). */
export const ERROR_DEDUPE_MS = 60_000;
/** At most this many error reports per person per hour reach the inbox (spec §8). */
export const ERROR_HOURLY_CAP = 10;
export const HOUR_MS = 3_600_000;

/** Page path without query or fragment, numeric and long hex segments as `:id`. */
export function routePattern(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://x').pathname;
  } catch {
    path = url.split(/[?#]/)[0] ?? '';
  }
  return (
    path
      .split('/')
      .map((s) => (/^\d+$/.test(s) || /^[0-9a-f-]{16,}$/i.test(s) ? ':id' : s))
      .join('/')
      .slice(0, 200) || '/'
  );
}

/** Error text with numbers, ids and quoted values folded, so one bug is one group. */
export function normalizeErrorMessage(message: string): string {
  return message
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '<url>')
    .replace(/"[^"]*"|'[^']*'/g, '<str>')
    .replace(/\b[0-9a-f]{8,}\b/g, '<id>')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** Same kind, same normalized message, same page pattern → same group in the inbox. */
export function errorFingerprint(errorKind: string, message: string, url: string): string {
  const key = `${errorKind}|${normalizeErrorMessage(message)}|${routePattern(url)}`;
  return `e:${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/** Whether a repeat seen at `now` of a group last seen at `lastSeenAt` is a duplicate to skip. */
export function isDuplicate(lastSeenAt: string, now: Date): boolean {
  return now.getTime() - new Date(lastSeenAt).getTime() < ERROR_DEDUPE_MS;
}

/** The role label stored with a report: pupils are 'Učenik', admins 'Mentor-Admin'. */
export function reporterRoleLabel(user: {
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}): string {
  if (user.isAdmin) return 'Mentor-Admin';
  if (user.isMentor) return 'Mentor';
  return user.isStudent ? 'Učenik' : 'Korisnik';
}

/** Wizard reports per person per hour (a person with many real problems writes fewer). */
export const PROBLEM_HOURLY_CAP = 20;
