import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@studydesk/shared/roles';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoOfText } from '../../db/iso-time.ts';
import { preparedShape } from '../../db/prepared.ts';
import { employeeRoles, employees, sessions } from '../../db/schema.ts';

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

interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * Starts a session. With `checkedHash`, the password hash a sign-in has just checked, only if the account is still
 * active with that password: its row is share-locked by the insert, so a password reset or an offboarding (which
 * change the row, then end its sessions) either goes first and no session starts, or waits and ends this one too.
 * Answers undefined when refused.
 */
export async function createSession(db: Tx, employeeId: string, role: Role, days: number): Promise<NewSession>;
export async function createSession(
  db: Tx,
  employeeId: string,
  role: Role,
  days: number,
  checkedHash: string,
): Promise<NewSession | undefined>;
export async function createSession(db: Tx, employeeId: string, role: Role, days: number, checkedHash?: string) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  if (checkedHash === undefined) {
    await db.insert(sessions).values({ id: digest(token), employeeId, role, expiresAt });
    return { token, expiresAt };
  }
  const started = await db.execute(sql`
    insert into sessions (id, employee_id, role, expires_at)
    select ${digest(token)}, e.id, ${role}::role, ${expiresAt.toISOString()}::timestamptz from employees e
    where e.id = ${employeeId} and e.active and e.password_hash = ${checkedHash}
    for share
    returning id`);
  return started.rows.length > 0 ? { token, expiresAt } : undefined;
}

/**
 * Every request reads its session: one statement, prepared once per connection, sent on the pipelined reads'
 * connections (db/pipeline.ts). A session works in a role its account still holds: a removed role never keeps
 * working.
 */
const findActorStatement = preparedShape<Actor & { sessionExpiresAt: string }>(
  () => sql`select ${employees.id}, ${employees.employeeId} as "employeeId", ${employees.name}, ${employees.email},
      ${sessions.role}, ${sessions.id} as "sessionId", ${sessions.expiresAt} as "sessionExpiresAt"
    from ${sessions}
    join ${employees} on ${employees.id} = ${sessions.employeeId}
    join ${employeeRoles} on ${employeeRoles.employeeId} = ${sessions.employeeId} and ${employeeRoles.role} = ${sessions.role}
    where ${sessions.id} = ${sql.placeholder('id')} and ${sessions.expiresAt} > now() and ${employees.active}`,
);

/** The caller of a cookie token, with the fixed end of its session (a session is never extended). */
export async function findActor(db: Db, token: string): Promise<(Actor & { sessionExpiresAt: Date }) | null> {
  const [row] = await findActorStatement(db, { id: digest(token) });
  return row ? { ...row, sessionExpiresAt: new Date(isoOfText(row.sessionExpiresAt)) } : null;
}

/** A removed role moves the employee's sessions working in it to the role they still hold first. */
export async function leaveRemovedRole(db: Tx, employeeId: string, removed: Role, next: Role) {
  await db
    .update(sessions)
    .set({ role: next })
    .where(and(eq(sessions.employeeId, employeeId), eq(sessions.role, removed)));
}

export async function setSessionRole(db: Db, sessionId: string, role: Role) {
  await db.update(sessions).set({ role }).where(eq(sessions.id, sessionId));
}

/** Ends the session of a cookie token; answers its id, whose open sockets are then to be closed. */
export async function endSession(db: Db, token: string) {
  const id = digest(token);
  await db.delete(sessions).where(eq(sessions.id, id));
  return id;
}

/**
 * Ends every session of an employee (deactivation, password reset), or every one but `except` (the session
 * that changed its own password); answers the ended sessions' ids.
 */
export async function endAllSessions(db: Tx, employeeId: string, except?: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.employeeId, employeeId), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
