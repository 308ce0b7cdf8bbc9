import type {
  AddEmployeeFields,
  Employee,
  EmployeeFile,
  employeeListQuerySchema,
  HandOver,
} from '@studydesk/shared/employees';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/roles';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { escapeLike } from '../../db/like.ts';
import { listOrder, type OrderColumns } from '../../db/order.ts';
import { documents, type EmployeeRow, employeeRoles, employees } from '../../db/schema.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { type Actor, leaveRemovedRole } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { StoredFile } from '../../platform/storage/upload.ts';
import { changedFields, employeeLabel, recordAudit } from '../audit/audit.service.ts';
import { employeeValues } from '../audit/audit.values.ts';
import { voidPasswordResets } from '../auth/password-reset.ts';
import { newestFirst } from '../documents/documents.service.ts';
import { DESKS, handOverDesks, lockLeaving } from './employees.hand-over.ts';

export const employeeNotFound = () => notFound('Employee');
export const employeeFileUrl = (id: string, kind: EmployeeFile) => `/api/v1/employees/${id}/files/${kind}`;

export function activeEmployeesWithRole(db: Db, role: Role) {
  return db
    .select({ _id: employees.id, employee_id: employees.employeeId, name: employees.name })
    .from(employees)
    .innerJoin(employeeRoles, and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, role)))
    .where(eq(employees.active, true))
    .orderBy(asc(employees.name));
}

/** Employees as the API shows them: roles and file links included, never the password hash. */
async function toEmployees(db: Tx, rows: EmployeeRow[]): Promise<Employee[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const roles = await db
    .select()
    .from(employeeRoles)
    .where(inArray(employeeRoles.employeeId, ids))
    .orderBy(asc(employeeRoles.createdAt), asc(employeeRoles.role));
  const files = await db
    .selectDistinctOn([documents.ownerId, documents.slot], { ownerId: documents.ownerId, slot: documents.slot })
    .from(documents)
    .where(inArray(documents.ownerId, ids));
  return rows.map((r) => {
    const has = (kind: EmployeeFile) => files.some((f) => f.ownerId === r.id && f.slot === kind);
    return {
      _id: r.id,
      employee_id: r.employeeId,
      name: r.name,
      email: r.email,
      phone: r.phone ?? '',
      familyPhone: r.familyPhone ?? '',
      address: r.address ?? '',
      salary: r.salary ?? '',
      previousExperience: r.previousExperience ?? '',
      active: r.active,
      roles: roles.filter((role) => role.employeeId === r.id).map((role) => ({ _id: role.id, role: role.role })),
      profilePic: has('profilePic') ? employeeFileUrl(r.id, 'profilePic') : null,
      cv: has('cv') ? employeeFileUrl(r.id, 'cv') : null,
      resume: has('resume') ? employeeFileUrl(r.id, 'resume') : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function getEmployee(db: Tx, id: string): Promise<Employee> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw employeeNotFound();
  const [employee] = await toEmployees(db, [row]);
  if (!employee) throw employeeNotFound();
  return employee;
}

export async function employeeByEmployeeId(db: Tx, employeeId: string) {
  const [row] = await db.select().from(employees).where(eq(employees.employeeId, employeeId));
  if (!row) throw employeeNotFound();
  return row;
}

const ORDER_COLUMNS: OrderColumns = {
  createdAt: sql`${employees.createdAt}`,
  id: sql`${employees.id}`,
  name: sql`lower(${employees.name})`,
};

/**
 * A page of the staff directory (SPEC.md 2.15): one row per person however many roles they hold, searched by name,
 * e-mail or employee id, by name unless asked otherwise, with how many match.
 */
export async function listEmployees(db: Db, query: z.output<typeof employeeListQuerySchema>) {
  const conditions: (SQL | undefined)[] = [];
  if (query.includeInactive !== 'true') conditions.push(eq(employees.active, true));
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${employees.name}) like ${like}`,
        sql`lower(${employees.email}) like ${like}`,
        sql`lower(${employees.employeeId}) like ${like}`,
      ),
    );
  }
  if (query.role) {
    conditions.push(
      sql`exists (select 1 from ${employeeRoles} where ${employeeRoles.employeeId} = ${employees.id} and ${employeeRoles.role} = ${query.role})`,
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(employees)
      .where(where)
      .orderBy(listOrder(query.sort, ORDER_COLUMNS))
      .limit(query.pageSize + 1)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(employees).where(where),
  ]);
  return {
    data: await toEmployees(db, rows.slice(0, query.pageSize)),
    page: {
      number: query.page,
      size: query.pageSize,
      hasNext: rows.length > query.pageSize,
      total: { count: counted?.n ?? 0, exact: true },
    },
  };
}

function duplicateFields(error: unknown): AppError | undefined {
  if (isUniqueViolation(error, 'employees_email_key')) {
    return new AppError(ErrorCode.DUPLICATE, 'An employee with this e-mail exists already.', {
      email: 'This e-mail is taken',
    });
  }
  if (isUniqueViolation(error, 'employees_employee_id_key')) {
    return new AppError(ErrorCode.DUPLICATE, 'An employee with this employee ID exists already.', {
      employee_id: 'This employee ID is taken',
    });
  }
  return undefined;
}

export async function recordEmployeeFiles(
  tx: Tx,
  ownerId: string,
  files: Partial<Record<EmployeeFile, StoredFile>>,
  by: string,
) {
  const rows = Object.entries(files).flatMap(([slot, file]) =>
    file
      ? [
          {
            ownerId,
            slot,
            storageKey: file.key,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.size,
            uploadedBy: by,
          },
        ]
      : [],
  );
  const owner = rows.length ? await employeeLabel(tx, ownerId) : null;
  for (const row of rows) {
    const [previous] = await tx
      .select({ fileName: documents.fileName, size: documents.size, uploadedAt: documents.createdAt })
      .from(documents)
      .where(and(eq(documents.ownerId, ownerId), eq(documents.slot, row.slot)))
      .orderBy(...newestFirst)
      .limit(1);
    const [doc] = await tx.insert(documents).values(row).returning({ id: documents.id });
    if (!doc) throw new Error('insert returned nothing');
    await recordAudit(tx, {
      actorId: by,
      recordType: 'document',
      recordId: doc.id,
      action: previous ? 'new-version' : 'uploaded',
      before: previous ?? null,
      after: { employee: owner, slot: row.slot, fileName: row.fileName, size: row.size },
    });
  }
}

/** Creates the account with its designation as first role and its files, in one transaction. */
export async function createEmployee(
  db: Db,
  input: Required<AddEmployeeFields>,
  files: Partial<Record<EmployeeFile, StoredFile>>,
  actorId: string,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employees)
        .values({
          employeeId: input.employee_id,
          name: input.name,
          email: input.email,
          passwordHash,
          phone: input.phone,
          familyPhone: input.familyPhone,
          salary: input.salary,
          address: input.address,
          previousExperience: input.previousExperience,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(employeeRoles).values({ employeeId: row.id, role: input.role as Role });
      const employee = await getEmployee(tx, row.id);
      await recordAudit(tx, {
        actorId,
        recordType: 'employee',
        recordId: row.id,
        action: 'created',
        after: employeeValues(employee),
      });
      await recordEmployeeFiles(tx, row.id, files, actorId);
      return getEmployee(tx, row.id);
    });
  } catch (error) {
    throw duplicateFields(error) ?? error;
  }
}

export async function editEmployee(
  db: Db,
  id: string,
  changes: Partial<
    Pick<EmployeeRow, 'name' | 'email' | 'phone' | 'familyPhone' | 'salary' | 'address' | 'previousExperience'>
  >,
  actorId: string,
) {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(employees).where(eq(employees.id, id)).for('update');
      if (!before) throw employeeNotFound();
      await tx.update(employees).set(changes).where(eq(employees.id, id));
      const diff = changedFields(before, changes);
      // A reset link went to the old address: it opens the account no more.
      if (diff && 'email' in diff.after) await voidPasswordResets(tx, id);
      if (diff) await recordAudit(tx, { actorId, recordType: 'employee', recordId: id, action: 'updated', ...diff });
    });
  } catch (error) {
    throw duplicateFields(error) ?? error;
  }
  return getEmployee(db, id);
}

const roleNames = async (tx: Tx, employeeId: string) =>
  (
    await tx
      .select({ role: employeeRoles.role })
      .from(employeeRoles)
      .where(eq(employeeRoles.employeeId, employeeId))
      .orderBy(asc(employeeRoles.createdAt), asc(employeeRoles.role))
  ).map((r) => r.role);

export async function addRole(db: Db, employeeId: string, role: Role, actorId: string) {
  const employee = await employeeByEmployeeId(db, employeeId);
  return db.transaction(async (tx) => {
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id)).for('update');
    const before = await roleNames(tx, employee.id);
    const added = await tx
      .insert(employeeRoles)
      .values({ employeeId: employee.id, role })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw new AppError(ErrorCode.ROLE_HELD, `${employee.name} holds the role ${role} already.`);
    await recordAudit(tx, {
      actorId,
      recordType: 'employee',
      recordId: employee.id,
      action: 'role-added',
      before: { roles: before },
      after: { roles: await roleNames(tx, employee.id) },
    });
    return getEmployee(tx, employee.id);
  });
}

/**
 * Removes a role other than Super Admin; an account keeps at least one (a lock on the employee makes two removals at once safe). Taking the
 * role of a desk (Counselor, admin Officer, visa section) hands what they hold there to the colleague `handOver`
 * names, as offboarding does: no student is left with someone who no longer works that desk.
 */
export async function removeRole(db: Db, roleId: string, actor: Actor, handOver: HandOver = {}) {
  return db.transaction(async (tx) => {
    const [role] = await tx.select().from(employeeRoles).where(eq(employeeRoles.id, roleId));
    if (!role) throw notFound('Role');
    // Add Role never gives Super Admin: taken away, nobody could run the office or give it back.
    if (role.role === 'Super Admin') {
      throw new AppError(
        ErrorCode.SUPER_ADMIN_KEPT,
        'The Super Admin role stays with its account: nobody could give it back.',
      );
    }
    await lockLeaving(tx, role.employeeId);
    // removed meanwhile by a request that went first (a double click): not found, and not removed twice
    const [still] = await tx.select({ id: employeeRoles.id }).from(employeeRoles).where(eq(employeeRoles.id, roleId));
    if (!still) throw notFound('Role');
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(employeeRoles)
      .where(eq(employeeRoles.employeeId, role.employeeId));
    if ((count?.n ?? 0) <= 1) throw new AppError(ErrorCode.LAST_ROLE, 'An account must keep at least one role.');
    const before = await roleNames(tx, role.employeeId);
    const desks = DESKS.filter((desk) => desk === role.role);
    const { handedOver, deliveries } = await handOverDesks(tx, role.employeeId, desks, handOver, actor);
    await tx.delete(employeeRoles).where(eq(employeeRoles.id, roleId));
    const after = await roleNames(tx, role.employeeId);
    // at least one is left (counted above): sessions working in the removed role move to it
    if (after[0]) await leaveRemovedRole(tx, role.employeeId, role.role, after[0]);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'employee',
      recordId: role.employeeId,
      action: 'role-removed',
      before: { roles: before },
      after: { roles: after, ...handedOver },
    });
    return { employee: await getEmployee(tx, role.employeeId), deliveries };
  });
}

/** An employee's own file of `kind`: the id must be an employee's (documents share their table with students'). */
export async function employeeFile(db: Db, id: string, kind: EmployeeFile) {
  const [doc] = await db
    .select({ storageKey: documents.storageKey, contentType: documents.contentType, fileName: documents.fileName })
    .from(documents)
    .innerJoin(employees, eq(employees.id, documents.ownerId))
    .where(and(eq(documents.ownerId, id), eq(documents.slot, kind)))
    .orderBy(...newestFirst)
    .limit(1);
  if (!doc) throw notFound('File');
  return doc;
}
