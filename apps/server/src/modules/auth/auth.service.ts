import type { Session, SetupBody } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { documents, employeeRoles, employees } from '../../db/schema.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { employeeFileUrl } from '../employees/employees.service.ts';

const WRONG_CREDENTIALS = new AppError('WRONG_CREDENTIALS', 401, 'The e-mail or password is not correct.');

/** Before answering, wait longer the more often this account's password was wrong in a row. */
export function failureDelayMs(failedLogins: number): number {
  return failedLogins < 3 ? 0 : Math.min(250 * 2 ** (failedLogins - 3), 4000);
}

export async function rolesOf(db: Tx, employeeId: string) {
  return db
    .select({ _id: employeeRoles.id, role: employeeRoles.role })
    .from(employeeRoles)
    .where(eq(employeeRoles.employeeId, employeeId))
    .orderBy(asc(employeeRoles.createdAt), asc(employeeRoles.role));
}

/** Checks the password and answers the employee with the role to start in (their first). */
export async function checkCredentials(db: Db, email: string, password: string) {
  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, email));
  if (!employee) {
    await verifyPassword(password, DUMMY_HASH);
    throw WRONG_CREDENTIALS;
  }
  const delay = failureDelayMs(employee.failedLogins);
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  const ok = await verifyPassword(password, employee.passwordHash);
  if (!ok) {
    await db
      .update(employees)
      .set({ failedLogins: sql`${employees.failedLogins} + 1` })
      .where(eq(employees.id, employee.id));
    throw WRONG_CREDENTIALS;
  }
  if (!employee.active) throw new AppError('ACCOUNT_INACTIVE', 403, 'This account has been deactivated.');
  const roles = await rolesOf(db, employee.id);
  const first = roles[0];
  if (!first) throw new AppError('NO_ROLE', 403, 'This account has no role yet. Ask a Super Admin to add one.');
  if (employee.failedLogins) await db.update(employees).set({ failedLogins: 0 }).where(eq(employees.id, employee.id));
  return { employee, role: first.role };
}

export async function sessionOf(
  db: Db,
  actor: Pick<Actor, 'id' | 'employeeId' | 'name' | 'email' | 'role'>,
): Promise<Session> {
  return {
    user: {
      _id: actor.id,
      employee_id: actor.employeeId,
      role: actor.role,
      name: actor.name,
      email: actor.email,
      profilePic: (await hasProfilePic(db, actor.id)) ? employeeFileUrl(actor.id, 'profilePic') : null,
    },
    roles: await rolesOf(db, actor.id),
  };
}

async function hasProfilePic(db: Db, employeeId: string) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.ownerId, employeeId), eq(documents.slot, 'profilePic')))
    .limit(1);
  return Boolean(row);
}

export async function holdsRole(db: Db, employeeId: string, role: Role) {
  const roles = await rolesOf(db, employeeId);
  return roles.some((r) => r.role === role);
}

export async function needsSetup(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  return (row?.n ?? 0) === 0;
}

/** Creates the first Super Admin, once: an advisory lock makes two simultaneous set-ups end with one account. */
export async function setUpFirstAdmin(db: Db, input: SetupBody) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('studydesk-first-setup'))`);
    const [existing] = await tx.select({ id: employees.id }).from(employees).limit(1);
    if (existing) throw new AppError('ALREADY_SET_UP', 409, 'StudyDesk is already set up. Sign in instead.');
    const [employee] = await tx
      .insert(employees)
      .values({ employeeId: '1', name: input.name, email: input.email, passwordHash })
      .returning();
    if (!employee) throw new Error('insert returned nothing');
    await tx.insert(employeeRoles).values({ employeeId: employee.id, role: 'Super Admin' });
    await recordAudit(tx, {
      actorId: employee.id,
      recordType: 'employee',
      recordId: employee.id,
      action: 'created',
      after: { employee_id: employee.employeeId, name: employee.name, email: employee.email, roles: ['Super Admin'] },
    });
    return employee;
  });
}
