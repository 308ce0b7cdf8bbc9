import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target.ts';

const base = { studentId: 12345, counselorId: 'D-003' };

describe('notificationTarget', () => {
  it('follows the notification kind for the desks (SPEC.md 2.3)', () => {
    expect(notificationTarget({ ...base, for: 'counseling' }, 'Counselor')).toBe(
      '/counselor/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'application' }, 'admin Officer')).toBe(
      '/admin-officer/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'visa' }, 'Admin Office Visa Section')).toBe(
      '/visa-process/student-details/12345/D-003',
    );
  });

  it('the kind decides, not the role, for the desk roles', () => {
    expect(notificationTarget({ ...base, for: 'application' }, 'Counselor')).toBe(
      '/admin-officer/student-details/12345/D-003',
    );
  });

  it('opens the Super Admin and receptionist areas for those roles, whatever the kind', () => {
    expect(notificationTarget({ ...base, for: 'visa' }, 'Super Admin')).toBe(
      '/super-admin/student-details/12345/D-003',
    );
    expect(notificationTarget({ ...base, for: 'counseling' }, 'receptionist')).toBe(
      '/receptionist/student-details/12345/D-003',
    );
  });

  it('uses the lists placeholder without a counselor, and goes nowhere without a student', () => {
    expect(notificationTarget({ for: 'counseling', studentId: 12345, counselorId: null }, 'Counselor')).toBe(
      '/counselor/student-details/12345/none',
    );
    expect(notificationTarget({ for: 'counseling', studentId: null, counselorId: 'D-003' }, 'Counselor')).toBeNull();
  });
});
