import { isMentorSide } from '@takt/shared/policy';
import type { UpdatableField } from '@takt/shared/schemas/user-profile';

/**
 * Which fields of PUT /api/update-korisnik/{id} each caller may change: short explicit lists,
 * everything else is ignored. Never on any list: roles (isAdmin, isMentor, isStudent), username,
 * e-mail, password, active flag, push token, reminder settings (their own endpoint).
 *
 * - A student about themself: contact data only (phone, address, parents). Name, OIB, birth date
 *   and notes are the secretariat's record; school, programs, mentors and theory are not theirs
 *   to change (spec §6).
 * - A mentor or admin about themself: their personal data and subject; never their school or
 *   e-mail (spec §6). An admin's own programs stay an admin's call.
 * - A mentor about one of their own students: the student's record, programs, attendance types,
 *   mentors and theory; not the school.
 * - An admin of the school about anyone of it: all of the above; the school too, but only for a
 *   student and never their own account (moving an admin or mentor would carry their rights into
 *   another school).
 */
const CONTACT: UpdatableField[] = ['brojMobitela', 'adresa', 'roditelj1', 'roditelj2'];
const PERSONAL: UpdatableField[] = ['ime', 'prezime', 'oib', 'datumRodjenja', 'napomene'];
const STUDENT_RECORD: UpdatableField[] = [
  'maloljetniClan',
  'pohadjaTeoriju',
  'programs',
  'programType',
  'mentorId',
];

export const STUDENT_SELF_FIELDS: readonly UpdatableField[] = CONTACT;
export const STAFF_SELF_FIELDS: readonly UpdatableField[] = [
  ...PERSONAL,
  'brojMobitela',
  'adresa',
  'predmet',
];
export const ADMIN_SELF_FIELDS: readonly UpdatableField[] = [...STAFF_SELF_FIELDS, 'programs'];
export const MENTOR_ON_STUDENT_FIELDS: readonly UpdatableField[] = [
  ...PERSONAL,
  ...CONTACT,
  ...STUDENT_RECORD,
];
export const ADMIN_FIELDS: readonly UpdatableField[] = [
  ...MENTOR_ON_STUDENT_FIELDS,
  'predmet',
  'maiZbor',
];

export interface Caller {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
}

export type EditRight =
  | { kind: 'allowed'; fields: readonly UpdatableField[] }
  | { kind: 'notFound' }
  | { kind: 'forbidden' };

/** The fields `caller` may change on `target`, or why they may change nothing. */
export function editRight(
  caller: Caller,
  target: { id: number; schoolId: number; isStudent: boolean; isMentor: boolean; isAdmin: boolean },
  isOwnStudent: boolean,
): EditRight {
  if (target.schoolId !== caller.schoolId) return { kind: 'notFound' };
  const isStaff = isMentorSide(caller);
  if (target.id === caller.id) {
    if (caller.isAdmin) return { kind: 'allowed', fields: ADMIN_SELF_FIELDS };
    return { kind: 'allowed', fields: isStaff ? STAFF_SELF_FIELDS : STUDENT_SELF_FIELDS };
  }
  if (caller.isAdmin) {
    const pureStudent = target.isStudent && !isMentorSide(target);
    return {
      kind: 'allowed',
      fields: pureStudent ? [...ADMIN_FIELDS, 'schoolId'] : ADMIN_FIELDS,
    };
  }
  if (caller.isMentor && target.isStudent && isOwnStudent) {
    return { kind: 'allowed', fields: MENTOR_ON_STUDENT_FIELDS };
  }
  return { kind: 'forbidden' };
}

/** Keeps only the allowed keys that were sent. */
export function pickAllowed<T extends object>(data: T, fields: readonly string[]): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(data) as (keyof T)[]) {
    if (fields.includes(key as string) && data[key] !== undefined) out[key] = data[key];
  }
  return out;
}
