import { AUTO_ASSIGN } from '@studydesk/shared/students';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employeeRoles, employees } from '../../db/schema.ts';
import { presentCounselorsByLoad } from '../allocation/allocation.service.ts';

/** Whom a run gives its new students: the counselor chosen, or the present counselors in turn. */
export interface Turns {
  chosen: boolean;
  ids: string[];
}

/** The run's counselors, read once when it starts (or resumes): the present ones in their order of load. */
export async function counselorTurns(db: Db, choice: string): Promise<Turns> {
  if (choice !== AUTO_ASSIGN) return { chosen: true, ids: [choice] };
  const present = await presentCounselorsByLoad(db);
  if (present.length === 0) throw new Error('No counselor is in the office today: choose one and import again');
  return { chosen: false, ids: present.map((p) => p.id) };
}

/**
 * The counselor of each new row of a batch, among the run's counselors still active and holding Counselor. Their
 * rows and roles are share-locked until the batch's transaction ends, as `activeHolder` does for one registration:
 * an offboarding or a role's removal (which lock the employee to change them) waits for the batch to commit and hands its
 * students over with the rest, or goes first and the batch no longer counts them. Called before the batch writes
 * anything, so that it takes the employees' locks before any student's, in the order those take them.
 * A counselor chosen who is gone stops the import (failed, saying who); the turns go on without one who is gone.
 */
export async function batchCounselors(tx: Tx, turns: Turns) {
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(employeeRoles, and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, 'Counselor')))
    .where(and(inArray(employees.id, turns.ids), eq(employees.active, true)))
    .for('share', { of: [employees, employeeRoles] });
  const still = new Set(rows.map((r) => r.id));
  const alive = turns.ids.filter((id) => still.has(id));
  if (alive.length === 0) {
    if (!turns.chosen) {
      throw new Error('None of the counselors it was assigning in turn is still an active counselor: import again');
    }
    const chosen = turns.ids[0] as string;
    const [gone] = await tx.select({ name: employees.name }).from(employees).where(eq(employees.id, chosen));
    throw new Error(
      `${gone?.name ?? 'The counselor chosen'} is no longer an active counselor. Import the file again for ` +
        'another counselor: the students already imported are found as its duplicates.',
    );
  }
  return (turn: number) => alive[turn % alive.length] as string;
}
