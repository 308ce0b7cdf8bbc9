import type { Session, SetupBody } from '@studydesk/shared/auth';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/roles';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/sign-in.ts';
import { documents, employeeRoles, employees } from '../../db/schema.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { employeeFileUrl } from '../employees/employees.service.ts';

export const WRONG_CREDENTIALS = new AppError(ErrorCode.WRONG_CREDENTIALS, 'The e-mail or password is not correct.');

/** Before answering, wait longer the more often the password was wrong in a row for this e-mail and address. */
export function failureDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(250 * 2 ** (failures - 3), 4000);
}

/** Wrong passwords older than this no longer slow a sign-in down. */
const FAILURE_MEMORY = sql`interval '15 minutes'`;

async function recentFailures(db: Db, email: string, address: string) {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.address, address),
        sql`${loginFailures.lastFailedAt} > now() - ${FAILURE_MEMORY}`,
      ),
    );
  return row?.failures ?? 0;
}

async function recordFailure(db: Db, email: string, address: string) {
  await db
    .insert(loginFailures)
    .values({ email, address })
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.address],
      set: {
        failures: sql`case when ${loginFailures.lastFailedAt} > now() - ${FAILURE_MEMORY} then ${loginFailures.failures} + 1 else 1 end`,
        lastFailedAt: sql`now()`,
      },
    });
}

/** A right password forgets this pair's failures, and the long-forgotten failures of everyone. */
async function forgetFailures(db: Db, email: string, address: string) {
  await db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.email, email), eq(loginFailures.address, address)),
        sql`${loginFailures.lastFailedAt} < now() - interval '1 day'`,
      ),
    );
}

export async function rolesOf(db: Tx, employeeId: string) {
  return db
    .select({ _id: employeeRoles.id, role: employeeRoles.role })
    .from(employeeRoles)
    .where(eq(employeeRoles.employeeId, employeeId))
    .orderBy(asc(employeeRoles.createdAt), asc(employeeRoles.role));
}

/**
 * Checks the password and answers the employee with the role to start in (their first). A known and an unknown
 * e-mail take the same path and the same time: the same slow-down, one password hash checked.
 */
export async function checkCredentials(db: Db, email: string, password: string, address: string) {
  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, email));
  const delay = failureDelayMs(await recentFailures(db, email, address));
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  const ok = await verifyPassword(password, employee?.passwordHash ?? DUMMY_HASH);
  if (!employee || !ok) {
    await recordFailure(db, email, address);
    throw WRONG_CREDENTIALS;
  }
  if (!employee.active) throw new AppError(ErrorCode.ACCOUNT_INACTIVE, 'This account has been deactivated.');
  const roles = await rolesOf(db, employee.id);
  const first = roles[0];
  if (!first) throw new AppError(ErrorCode.NO_ROLE, 'This account has no role yet. Ask a Super Admin to add one.');
  await forgetFailures(db, email, address);
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

const alreadySetUp = () => new AppError(ErrorCode.ALREADY_SET_UP, 'StudyDesk is already set up. Sign in instead.');

/**
 * Creates the first Super Admin, once: an advisory lock makes two simultaneous set-ups end with one account.
 * `codeProblem` (from setupCodeProblem in auth.setup.ts) refuses a set-up without the right setup code, on the
 * setupCode field while no account exists, as already set up afterwards.
 */
export async function setUpFirstAdmin(db: Db, input: SetupBody, codeProblem?: string) {
  if (codeProblem) {
    if (await needsSetup(db)) throw invalid({ setupCode: codeProblem });
    throw alreadySetUp();
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await transactionLock(tx, 'first-setup');
    const [existing] = await tx.select({ id: employees.id }).from(employees).limit(1);
    if (existing) throw alreadySetUp();
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
