import type { Commission } from '@studydesk/shared/commissions';
import { officeToday } from '@studydesk/shared/dates';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { lockWaits, makeEmployee, migrationStatements, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { addAgreement, ledgerWorld } from '../../../test/ledger.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { nextActions } from '../../db/schema/follow-ups.ts';
import { auditEvents, studentEvents, students } from '../../db/schema.ts';
import { inMinutes } from '../tasks/tasks.fixtures.ts';

const { app, db, pool } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const otherCounselor = await makeEmployee(db, ['Counselor']);
const world = await ledgerWorld(app, db);
let keep: { _id: string; studentId: number };
let other: { _id: string; studentId: number };
let round = 0;
/** This test's phone numbers: a pair of its own each time. */
const phone = (n: number) => `+88017110${String(round * 10 + n).padStart(5, '0')}`;

beforeEach(async () => {
  round += 1;
  keep = await registerStudent(
    app,
    receptionist.cookie,
    studentInput(counselor.id, { fullName: 'Rahim Uddin', phoneNumber: phone(1), city: 'Dhaka', dob: '' }),
  );
  other = await registerStudent(
    app,
    receptionist.cookie,
    studentInput(otherCounselor.id, {
      fullName: 'Md. Rahim Uddin',
      phoneNumber: phone(2),
      city: 'Sylhet',
      dob: '2004-02-01',
    }),
  );
});

async function merge(who: TestEmployee, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/students/merge', headers: { cookie: who.cookie }, payload: body });
}
const row = async (id: string) => (await db.select().from(students).where(eq(students.id, id)))[0];

describe('POST /students/merge (issue 19)', () => {
  it('keeps one student with the chosen fields and everything of both, and archives the other pointing to it', async () => {
    await db
      .insert(nextActions)
      .values({ studentId: other._id, dueAt: new Date(Date.now() + 86_400_000), note: 'Call' });
    const answer = await merge(admin, { keep: keep.studentId, merge: other.studentId, take: ['dob', 'city'] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      studentId: keep.studentId,
      fullName: 'Rahim Uddin',
      dob: '2004-02-01',
      city: 'Sylhet',
      counselor: { id: counselor.id },
    });
    const merged = await row(other._id);
    expect(merged?.archivedAt).not.toBeNull();
    expect(merged?.mergedInto).toBe(keep._id);
    // The other's history and next step are the survivor's now; its own log keeps only the archiving.
    const kinds = async (id: string) =>
      (await db.select({ kind: studentEvents.kind }).from(studentEvents).where(eq(studentEvents.studentId, id))).map(
        (e) => e.kind,
      );
    expect(await kinds(keep._id)).toEqual(expect.arrayContaining(['merged', 'status-changed', 'status-changed']));
    expect(await kinds(other._id)).toEqual(['archived']);
    expect((await db.select().from(nextActions).where(eq(nextActions.studentId, keep._id)))[0]?.note).toBe('Call');
    const audits = await db
      .select({ action: auditEvents.action, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, keep._id), eq(auditEvents.action, 'merged')));
    expect(audits[0]?.after).toMatchObject({
      dob: '2004-02-01',
      city: 'Sylhet',
      mergedFrom: `${other.studentId} Md. Rahim Uddin`,
    });
    // It reads as gone, and comes back from the recycle bin as itself.
    const gone = await app.inject({
      method: 'GET',
      url: `/api/v1/student/${other.studentId}`,
      headers: { cookie: admin.cookie },
    });
    expect(gone.statusCode).toBe(404);
    const restored = await app.inject({
      method: 'POST',
      url: '/api/v1/utilities/restore-student',
      headers: { cookie: admin.cookie },
      payload: { studentId: other.studentId },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await row(other._id))?.mergedInto).toBeNull();
  });

  it('gives the survivor’s counselor the open tasks about the other that its counselor had, reminded anew', async () => {
    const given = async (title: string, done = false) => {
      const task = await app.inject({
        method: 'POST',
        url: '/api/v1/tasks',
        headers: { cookie: otherCounselor.cookie },
        payload: { title, studentId: other.studentId, assigneeId: otherCounselor.id, dueAt: inMinutes(60) },
      });
      expect(task.statusCode, task.body).toBe(201);
      if (done) await db.execute(sql`update tasks set done_at = now() where id = ${task.json().data._id}`);
      return task.json().data._id as string;
    };
    const open = await given('Ask for the passport');
    const done = await given('Welcome call', true);
    await db.execute(sql`update tasks set reminded_at = now() where id = ${open}`);
    expect((await merge(admin, { keep: keep.studentId, merge: other.studentId })).statusCode).toBe(200);
    const { rows } = await db.execute<{ id: string; assignee: string; reminded: boolean }>(sql`
      select id, assignee_id as assignee, reminded_at is not null as reminded from tasks where id in (${open}, ${done})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.assignee, r.reminded]]))).toEqual({
      [open]: [counselor.id, false],
      [done]: [otherCounselor.id, false],
    });
  });

  it('refuses itself, a student that is not live, an unknown field, a clash, and anyone but Super Admin', async () => {
    const self = await merge(admin, { keep: keep.studentId, merge: keep.studentId });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields).toHaveProperty('merge');
    expect((await merge(admin, { keep: keep.studentId, merge: 99_999_999 })).statusCode).toBe(404);
    const field = await merge(admin, { keep: keep.studentId, merge: other.studentId, take: ['counselor'] });
    expect(field.statusCode).toBe(400);
    expect((await merge(admin, { keep: 'ten', merge: other.studentId })).statusCode).toBe(400);
    expect((await merge(admin, { keep: 3_000_000_000, merge: other.studentId })).statusCode).toBe(400);
    // Taking the other's name and phone would make the survivor a third live student's twin.
    await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Md. Rahim Uddin', phoneNumber: phone(1) }),
    );
    const clash = await merge(admin, { keep: keep.studentId, merge: other.studentId, take: ['fullName'] });
    expect(clash.statusCode).toBe(409);
    expect((await row(other._id))?.archivedAt).toBeNull();
    for (const who of [receptionist, counselor]) {
      const refused = await merge(who, { keep: keep.studentId, merge: other.studentId });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Rahim');
    }
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from students where id in (${keep._id}, ${other._id}) and archived_at is null`,
    );
    expect(count.rows[0]?.n).toBe(2);
  });

  it('gives the survivor the other’s payments and ledger rows: its balance, and the ledger names it', async () => {
    await addAgreement(db, {
      universityName: 'University of Hull',
      basis: 'fixed',
      amountMinor: 100_000,
      currency: 'GBP',
      claimable: 'enrolment',
    });
    const { student: dup, applicationId } = await world.success(
      'Rahim Duplicate',
      { universityName: 'University of Hull' },
      '2026-09-01',
    );
    const payment = { kind: 'deposit', amount: '500', currency: 'BDT', paidOn: officeToday(), method: 'Cash' };
    const paid = await world.call('POST', `/student/${dup.studentId}/payments`, world.accounts, {
      ...payment,
      seen: 0,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const merged = await merge(admin, { keep: keep.studentId, merge: dup.studentId });
    expect(merged.statusCode, merged.body).toBe(200);

    const payments = await world.call('GET', `/student/${keep.studentId}/payments`, world.accounts);
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.json().data.payments).toEqual([expect.objectContaining({ kind: 'deposit', amountMinor: 50_000 })]);
    expect(payments.json().data.balance).toEqual([{ currency: 'BDT', amountMinor: 50_000 }]);
    // What the duplicate paid can be refunded from the survivor: it is the survivor's balance now.
    const refund = { ...payment, kind: 'refund', seen: 1 };
    const refunded = await world.call('POST', `/student/${keep.studentId}/payments`, world.accounts, refund);
    expect(refunded.statusCode, refunded.body).toBe(201);

    const ledger = await world.call('GET', `/commissions?applicationId=${applicationId}`, world.accounts);
    expect((ledger.json().data as Commission[]).map((r) => [r.studentId, r.studentName])).toEqual([
      [keep.studentId, 'Rahim Uddin'],
    ]);

    // Merged before the fix: migration 0071 gives the survivor what was left on the duplicate.
    await db.execute(sql`update student_payments set student_id = ${dup._id} where student_id = ${keep._id}`);
    await db.execute(sql`update commissions set student_id = ${dup._id} where application_id = ${applicationId}`);
    const [ledgerRows, payments2] = await migrationStatements('0071_money_left_by_merges_and_write_offs.sql');
    for (const statement of [ledgerRows, payments2]) if (statement) await db.execute(statement);
    const fixed = await world.call('GET', `/student/${keep.studentId}/payments`, world.accounts);
    expect(fixed.json().data.payments).toHaveLength(2);
    const relisted = await world.call('GET', `/commissions?applicationId=${applicationId}`, world.accounts);
    expect((relisted.json().data as Commission[]).map((r) => r.studentId)).toEqual([keep.studentId]);
  });

  it('answers a merge the database gave up for a change of the same records at the same moment: 409, nothing saved', async () => {
    await db
      .insert(nextActions)
      .values({ studentId: other._id, dueAt: new Date(Date.now() + 86_400_000), note: 'Call' });
    const held = await pool.connect();
    try {
      // Another change holds the other's next step, then needs the other's row the merge holds: a deadlock, which
      // the database settles by giving up the merge (it waited first).
      await held.query('begin');
      await held.query('select 1 from next_actions where student_id = $1 for update', [other._id]);
      const merging = merge(admin, { keep: keep.studentId, merge: other.studentId }).then((answer) => answer);
      for (let i = 0; ; i++) {
        if (await lockWaits(db, '%next_actions%')) break;
        if (i === 100) throw new Error('the merge did not reach the next step');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const changing = held.query('update students set details = details where id = $1', [other._id]);
      const refused = await merging;
      await changing;
      await held.query('commit');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'CHANGED_MEANWHILE',
        message: 'Someone changed the same records at the same moment, so nothing was saved. Please try again.',
      });
    } finally {
      await held.query('rollback').catch(() => {});
      held.release();
    }
    expect((await row(other._id))?.archivedAt).toBeNull();
    const again = await merge(admin, { keep: keep.studentId, merge: other.studentId });
    expect(again.statusCode, again.body).toBe(200);
  });
});
