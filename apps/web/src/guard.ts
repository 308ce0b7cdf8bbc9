import type { Session } from '@studydesk/shared/auth';
import { ROLES, type Role } from '@studydesk/shared/role-names';
import { areaPath, PAGES } from './page-paths.ts';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'sign-in' }
  /** Signed in, but the active role is not the area's; `canSwitch` when the user holds the area's role. */
  | { kind: 'other-role'; areaRole: Role; canSwitch: boolean };

/** SPEC.md section 6: an area admits exactly its own role, evaluated from the active role of the session. */
export function decideAccess(session: Session | null | undefined, areaRole: Role): GuardDecision {
  if (!session) return { kind: 'sign-in' };
  if (session.user.role === areaRole) return { kind: 'allow' };
  return { kind: 'other-role', areaRole, canSwitch: session.roles.some((record) => record.role === areaRole) };
}

/** The role whose area a path belongs to, or null for public paths. */
export function roleOfPath(pathname: string): Role | null {
  for (const role of ROLES) {
    const area = areaPath(role);
    if (pathname === area || pathname.startsWith(`${area}/`)) return role;
  }
  return null;
}

export interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export function isFromLocation(value: unknown): value is FromLocation {
  return typeof value === 'object' && value !== null && typeof (value as FromLocation).pathname === 'string';
}

/** After sign-in: back to the page the guard sent the user away from, when the new role may see it; else the dashboard. */
export function afterSignInPath(from: unknown, session: Session): string {
  const home = PAGES.dashboard.path(session.user.role);
  if (!isFromLocation(from) || !from.pathname.startsWith('/')) return home;
  if (roleOfPath(from.pathname) !== session.user.role) return home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
