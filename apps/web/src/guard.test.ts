import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { describe, expect, it } from 'vitest';
import { afterSignInPath, decideAccess, roleOfPath } from './guard.ts';

function session(role: Role, held: Role[] = [role]): Session {
  return {
    user: { _id: 'u1', employee_id: 'E-1', role, name: 'Nadia', email: 'n@example.com', profilePic: null },
    roles: held.map((r, i) => ({ _id: `r${i}`, role: r })),
  };
}

describe('decideAccess', () => {
  it('sends a visitor without a session to sign in', () => {
    expect(decideAccess(null, 'Counselor')).toEqual({ kind: 'sign-in' });
    expect(decideAccess(undefined, 'Counselor')).toEqual({ kind: 'sign-in' });
  });

  it('admits exactly the area role', () => {
    expect(decideAccess(session('Counselor'), 'Counselor')).toEqual({ kind: 'allow' });
  });

  it('does not let Super Admin into another area: each guard is an exact match', () => {
    expect(decideAccess(session('Super Admin'), 'receptionist')).toEqual({
      kind: 'other-role',
      areaRole: 'receptionist',
      canSwitch: false,
    });
  });

  it('offers a switch when the user holds the area role but works in another', () => {
    const multi = session('Counselor', ['Counselor', 'admin Officer', 'Admin Office Visa Section']);
    expect(decideAccess(multi, 'admin Officer')).toEqual({
      kind: 'other-role',
      areaRole: 'admin Officer',
      canSwitch: true,
    });
  });
});

describe('roleOfPath', () => {
  it.each([
    ['/super-admin/dashboard', 'Super Admin'],
    ['/admin-officer/student-details/1/2', 'admin Officer'],
    ['/visa-process', 'Admin Office Visa Section'],
    ['/engineer/dashboard', 'Software Engineer'],
    ['/login', null],
    ['/counselorx/dashboard', null],
    ['/', null],
  ] as const)('%s belongs to %s', (path, role) => {
    expect(roleOfPath(path)).toBe(role);
  });
});

describe('afterSignInPath', () => {
  it('returns to the guarded page with its query and hash when the role may see it', () => {
    const from = { pathname: '/counselor/dashboard/follow-up', search: '?page=2', hash: '#top' };
    expect(afterSignInPath(from, session('Counselor'))).toBe('/counselor/dashboard/follow-up?page=2#top');
  });

  it("goes to the role's dashboard when the page belongs to another role", () => {
    expect(afterSignInPath({ pathname: '/super-admin/employee/employee-list' }, session('Counselor'))).toBe(
      '/counselor/dashboard',
    );
  });

  it('goes to the dashboard when there is no usable origin', () => {
    expect(afterSignInPath(undefined, session('receptionist'))).toBe('/receptionist/dashboard');
    expect(afterSignInPath({ pathname: '/' }, session('receptionist'))).toBe('/receptionist/dashboard');
    expect(afterSignInPath('/receptionist/student/student-list', session('receptionist'))).toBe(
      '/receptionist/dashboard',
    );
    expect(afterSignInPath({ pathname: '//evil.example/receptionist' }, session('receptionist'))).toBe(
      '/receptionist/dashboard',
    );
  });
});
