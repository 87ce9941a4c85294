import { describe, expect, it } from 'vitest';
import {
  ADMIN_FIELDS,
  editRight,
  pickAllowed,
  STUDENT_SELF_FIELDS,
} from './profile-editor.fields.ts';

const student = { id: 1, schoolId: 1, isStudent: true, isMentor: false, isAdmin: false };
const mentor = { id: 2, schoolId: 1, isStudent: false, isMentor: true, isAdmin: false };
const admin = { id: 3, schoolId: 1, isStudent: false, isMentor: true, isAdmin: true };

describe('editRight', () => {
  it('gives a student their contact fields only', () => {
    expect(editRight(student, student, false)).toEqual({
      kind: 'allowed',
      fields: ['brojMobitela', 'adresa', 'roditelj1', 'roditelj2'],
    });
  });

  it('lets a mentor edit a student only when the student is theirs', () => {
    expect(editRight(mentor, student, false).kind).toBe('forbidden');
    expect(editRight(mentor, student, true).kind).toBe('allowed');
    expect(editRight(mentor, admin, true).kind).toBe('forbidden');
  });

  it('lets an admin move pure students only, never themself', () => {
    const onStudent = editRight(admin, student, false);
    const onMentor = editRight(admin, mentor, false);
    const onSelf = editRight(admin, admin, false);
    expect(onStudent.kind === 'allowed' && onStudent.fields).toContain('schoolId');
    expect(onMentor.kind === 'allowed' && onMentor.fields).not.toContain('schoolId');
    expect(onSelf.kind === 'allowed' && onSelf.fields).not.toContain('schoolId');
  });

  it('hides other schools as missing', () => {
    expect(editRight(admin, { ...student, schoolId: 2 }, false).kind).toBe('notFound');
  });

  it('never lists roles, username, e-mail or passwords', () => {
    for (const list of [STUDENT_SELF_FIELDS, ADMIN_FIELDS]) {
      for (const key of [
        'isAdmin',
        'isMentor',
        'isStudent',
        'korisnickoIme',
        'email',
        'password',
      ]) {
        expect(list).not.toContain(key);
      }
    }
  });
});

describe('pickAllowed', () => {
  it('keeps allowed keys that were sent', () => {
    expect(pickAllowed({ ime: 'A', oib: undefined, isAdmin: true }, ['ime', 'oib'])).toEqual({
      ime: 'A',
    });
  });
});
