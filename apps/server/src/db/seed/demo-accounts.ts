import type { Role } from '@studydesk/shared/roles';
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../client.ts';
import { employeeRoles, employees } from '../schema.ts';

/** Demo only: documented in README, never for a real office. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS: { employeeId: string; name: string; email: string; roles: Role[] }[] = [
  { employeeId: 'D-001', name: 'Sadia Rahman', email: 'superadmin@example.com', roles: ['Super Admin'] },
  { employeeId: 'D-002', name: 'Tanvir Ahmed', email: 'receptionist@example.com', roles: ['receptionist'] },
  { employeeId: 'D-003', name: 'Nusrat Jahan', email: 'counselor@example.com', roles: ['Counselor'] },
  { employeeId: 'D-004', name: 'Farhan Hossain', email: 'counselor2@example.com', roles: ['Counselor'] },
  { employeeId: 'D-005', name: 'Mehedi Hasan', email: 'officer@example.com', roles: ['admin Officer'] },
  { employeeId: 'D-006', name: 'Ayesha Siddiqua', email: 'visa@example.com', roles: ['Admin Office Visa Section'] },
  { employeeId: 'D-007', name: 'Rafiq Islam', email: 'hr@example.com', roles: ['Hr'] },
  { employeeId: 'D-008', name: 'Imran Kabir', email: 'engineer@example.com', roles: ['Software Engineer'] },
  {
    employeeId: 'D-009',
    name: 'Lamia Chowdhury',
    email: 'multi@example.com',
    roles: ['Counselor', 'admin Officer', 'Admin Office Visa Section'],
  },
  { employeeId: 'D-010', name: 'Farhana Akter', email: 'accounts@example.com', roles: ['Accounts'] },
];

/** Creates the demo accounts that do not exist yet; running it again changes nothing. */
export async function seedDemoAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(employees)
      .values(DEMO_ACCOUNTS.map(({ roles: _roles, ...account }) => ({ ...account, passwordHash })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: employees.id, email: employees.email })
      .from(employees)
      .where(
        inArray(
          sql`lower(${employees.email})`,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    const idByEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
    const roles = DEMO_ACCOUNTS.flatMap((account) => {
      const employeeId = idByEmail.get(account.email);
      return employeeId ? account.roles.map((role) => ({ employeeId, role })) : [];
    });
    await tx.insert(employeeRoles).values(roles).onConflictDoNothing();
  });
}
