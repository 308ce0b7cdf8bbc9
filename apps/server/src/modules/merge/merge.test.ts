import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { nextActions } from '../../db/schema/follow-ups.ts';
import { auditEvents, studentEvents, students } from '../../db/schema.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const otherCounselor = await makeEmployee(db, ['Counselor']);
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
});
