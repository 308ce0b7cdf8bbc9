import type { Role } from '@studydesk/shared/role-names';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../test-support.tsx';
import { notificationTarget } from './notification-target.ts';

/** Signed in working as `active`, holding `held` too. */
function workingAs(active: Role, ...held: Role[]) {
  const session = sessionOf(active);
  return { ...session, roles: [active, ...held].map((role, i) => ({ _id: `r${i}`, role })) };
}

const base = { studentId: 12345, counselorId: 'D-003' };

describe('notificationTarget', () => {
  it('follows the notification kind for the desks (SPEC.md 2.3)', () => {
    expect(notificationTarget({ ...base, for: 'counseling' }, workingAs('Counselor'))).toBe(
      '/counselor/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'application' }, workingAs('admin Officer'))).toBe(
      '/admin-officer/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'visa' }, workingAs('Admin Office Visa Section'))).toBe(
      '/visa-process/student-details/12345/D-003',
    );
  });

  it('the kind decides, not the role, for the desk roles', () => {
    expect(notificationTarget({ ...base, for: 'application' }, workingAs('Counselor'))).toBe(
      '/admin-officer/student-details/12345/D-003',
    );
  });

  it('opens the Super Admin and receptionist areas for those roles, whatever the kind', () => {
    expect(notificationTarget({ ...base, for: 'visa' }, workingAs('Super Admin'))).toBe(
      '/super-admin/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'counseling' }, workingAs('receptionist'))).toBe(
      '/receptionist/student-details/12345/D-003',
    );
  });

  it('uses the lists placeholder without a counselor, and goes nowhere without a student', () => {
    expect(notificationTarget({ for: 'counseling', studentId: 12345, counselorId: null }, workingAs('Counselor'))).toBe(
      '/counselor/student-details/12345/none',
    );
    expect(
      notificationTarget({ for: 'counseling', studentId: null, counselorId: 'D-003' }, workingAs('Counselor')),
    ).toBeNull();
  });

  it('opens a Super Admin’s escalation in their own area while they work as a role without student pages', () => {
    // The Counselor's page would say only Counselors open it; the Super Admin's offers "Switch to Super Admin".
    expect(notificationTarget({ ...base, for: 'counseling' }, workingAs('Accounts', 'Super Admin'))).toBe(
      '/super-admin/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'visa' }, workingAs('Hr', 'receptionist'))).toBe(
      '/receptionist/student-details/12345/D-003',
    );
  });

  it('keeps the desk of the kind when it is the active role, or no role held sees every student', () => {
    expect(notificationTarget({ ...base, for: 'counseling' }, workingAs('Counselor', 'Super Admin'))).toBe(
      '/counselor/student-details/12345/D-003',
    );
    // Its page offers the switch to the desk held.
    expect(notificationTarget({ ...base, for: 'application' }, workingAs('Counselor', 'admin Officer'))).toBe(
      '/admin-officer/student-details/12345/D-003',
    );
  });
});
