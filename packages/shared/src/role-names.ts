/**
 * The roles without zod: what the web app's first download (router, guards) needs, kept apart so that
 * the sign-in page does not load zod. `roles.ts` adds the schema.
 */
/** The role names of SPEC.md section 1, spelled exactly so, and Accounts (issue 18: money and nothing else). */
export const ROLES = [
  'Super Admin',
  'receptionist',
  'Counselor',
  'admin Officer',
  'Admin Office Visa Section',
  'Hr',
  'Software Engineer',
  'Accounts',
] as const;

export type Role = (typeof ROLES)[number];

/**
 * Each role works in its own area of the web app (SPEC.md 2.2); the Hr, Software Engineer and Accounts areas are ours
 * (docs/decisions.md).
 */
export const ROLE_AREA: Record<Role, string> = {
  'Super Admin': '/super-admin',
  receptionist: '/receptionist',
  Counselor: '/counselor',
  'admin Officer': '/admin-officer',
  'Admin Office Visa Section': '/visa-process',
  Hr: '/hr',
  'Software Engineer': '/engineer',
  Accounts: '/accounts',
};

export function dashboardPath(role: Role): string {
  return `${ROLE_AREA[role]}/dashboard`;
}

/** Designation options of the Add Employee form (SPEC.md section 5), in their order. */
export const DESIGNATIONS: Role[] = [
  'receptionist',
  'admin Officer',
  'Software Engineer',
  'Hr',
  'Counselor',
  'Admin Office Visa Section',
  'Accounts',
];
