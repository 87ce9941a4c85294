import { describe, expect, it } from 'vitest';
import { relevantKinds } from './relevant-kinds.ts';

const role = { isStudent: false, isMentor: false, isAdmin: false, pohadjaTeoriju: false };

describe('relevantKinds', () => {
  it('gives students their invoices and practice, admins the sign-ups, theory students polls', () => {
    const student = relevantKinds({ ...role, isStudent: true });
    expect(student).toContain('practice_reminder');
    expect(student).not.toContain('poll');
    expect(student).not.toContain('signup-request');
    expect(relevantKinds({ ...role, isStudent: true, pohadjaTeoriju: true })).toContain('poll');
    const admin = relevantKinds({ ...role, isMentor: true, isAdmin: true });
    expect(admin).toEqual(expect.arrayContaining(['signup-request', 'absence_reported', 'poll']));
    expect(admin).not.toContain('invoice_issued');
  });
});
