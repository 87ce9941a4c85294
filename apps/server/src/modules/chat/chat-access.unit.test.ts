import { describe, expect, it } from 'vitest';
import {
  inSchoolOf,
  isReadOnly,
  mayManageGroup,
  mayStartDirect,
  sideCounts,
} from './chat-access.ts';
import { directKey } from './chat-rows.ts';
import { unreadWords } from './chat-unread.ts';

const student = { id: 1, isStudent: true, isMentor: false, isAdmin: false };
const otherStudent = { id: 2, isStudent: true, isMentor: false, isAdmin: false };
const mentor = { id: 3, isStudent: false, isMentor: true, isAdmin: false };
const admin = { id: 4, isStudent: false, isMentor: true, isAdmin: true };

describe('who may start a direct chat', () => {
  it('lets a student write to their own mentor and to admins only', () => {
    expect(mayStartDirect(student, mentor, { toIsMentorOfFrom: true })).toBe(true);
    expect(mayStartDirect(student, mentor, { toIsMentorOfFrom: false })).toBe(false);
    expect(mayStartDirect(student, admin, { toIsMentorOfFrom: false })).toBe(true);
    expect(mayStartDirect(student, otherStudent, { toIsMentorOfFrom: false })).toBe(false);
  });

  it('lets the staff write to anyone but themselves', () => {
    expect(mayStartDirect(mentor, student, { toIsMentorOfFrom: false })).toBe(true);
    expect(mayStartDirect(admin, mentor, { toIsMentorOfFrom: false })).toBe(true);
    expect(mayStartDirect(mentor, mentor, { toIsMentorOfFrom: false })).toBe(false);
  });
});

describe('groups and read state', () => {
  it('lets the group admin and school admins manage groups, never direct chats', () => {
    expect(mayManageGroup(mentor, { kind: 'group', adminId: 3 })).toBe(true);
    expect(mayManageGroup(admin, { kind: 'group', adminId: 3 })).toBe(true);
    expect(mayManageGroup(student, { kind: 'group', adminId: 3 })).toBe(false);
    expect(mayManageGroup(admin, { kind: 'direct', adminId: null })).toBe(false);
  });

  it('makes direct chats with an inactive person read-only, groups not', () => {
    const direct = { kind: 'direct' as const, schoolId: 1 };
    const group = { kind: 'group' as const, schoolId: 1 };
    const members = [
      { isActive: true, schoolId: 1 },
      { isActive: false, schoolId: 1 },
    ];
    expect(isReadOnly(direct, members)).toBe(true);
    expect(isReadOnly(group, members)).toBe(false);
    const both = [
      { isActive: true, schoolId: 1 },
      { isActive: true, schoolId: 1 },
    ];
    expect(isReadOnly(direct, both)).toBe(false);
  });

  it('makes a direct chat with someone moved to another school read-only, and hides them', () => {
    const chat = { kind: 'direct' as const, schoolId: 1 };
    const moved = [
      { id: 1, isActive: true, schoolId: 1 },
      { id: 2, isActive: true, schoolId: 2 },
    ];
    expect(isReadOnly(chat, moved)).toBe(true);
    expect(inSchoolOf(chat, moved).map((m) => m.id)).toEqual([1]);
  });

  it('puts the viewer’s own count under their side', () => {
    expect(sideCounts(4, 'mentor')).toEqual({ unreadCountMentor: 4, unreadCountUser: 0 });
    expect(sideCounts(2, 'member')).toEqual({ unreadCountMentor: 0, unreadCountUser: 2 });
  });

  it('keys a direct chat the same whoever writes first', () => {
    expect(directKey(9, 4)).toBe(directKey(4, 9));
  });

  it('agrees the Croatian words with the number', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25].map(unreadWords)).toEqual([
      'nepročitanu poruku',
      'nepročitane poruke',
      'nepročitanih poruka',
      'nepročitanih poruka',
      'nepročitanih poruka',
      'nepročitanu poruku',
      'nepročitane poruke',
      'nepročitanih poruka',
    ]);
  });
});
