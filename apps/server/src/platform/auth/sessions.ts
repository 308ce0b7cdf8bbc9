import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@studydesk/shared/roles';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employees, sessions } from '../../db/schema.ts';

export const SESSION_COOKIE = 'sid';

/** Who is calling: the employee and the role they are working in now. */
export interface Actor {
  id: string;
  employeeId: string;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Tx, employeeId: string, role: Role, days: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await db.insert(sessions).values({ id: digest(token), employeeId, role, expiresAt });
  return { token, expiresAt };
}

/** Every request reads its session: one statement per database, prepared once per connection. */
const findActorStatements = new WeakMap<Db, ReturnType<typeof prepareFindActor>>();

function prepareFindActor(db: Db) {
  return db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      name: employees.name,
      email: employees.email,
      role: sessions.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employeeId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), eq(employees.active, true)))
    .prepare('find_actor');
}

export async function findActor(db: Db, token: string): Promise<Actor | null> {
  let statement = findActorStatements.get(db);
  if (!statement) {
    statement = prepareFindActor(db);
    findActorStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id: digest(token) });
  return row ?? null;
}

export async function setSessionRole(db: Db, sessionId: string, role: Role) {
  await db.update(sessions).set({ role }).where(eq(sessions.id, sessionId));
}

export async function endSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, digest(token)));
}

/** Ends every session of an employee (deactivation, password reset). */
export async function endAllSessions(db: Tx, employeeId: string) {
  await db.delete(sessions).where(eq(sessions.employeeId, employeeId));
}
