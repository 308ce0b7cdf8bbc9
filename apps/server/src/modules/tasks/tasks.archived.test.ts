// A task about a student who was deleted (archived) since: silent and without its student until the restore, as the
// student's next step is.
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { notifications } from '../../db/schema.ts';
import { sweepReminders } from './reminders.ts';
import { inMinutes, tasksTestApp } from './tasks.fixtures.ts';

const { app, db, admin, receptionist, counselor, call } = await tasksTestApp();
const notesOf = (who: TestEmployee, text: string) =>
  db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.recipientId, who.id), like(notifications.message, `%${text}%`)));

describe('a task about a deleted student', () => {
  it('reminds and escalates to nobody and links to no student, until the student is restored', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const title = `Collect the transcript ${Date.now()}`;
    const given = await call('POST', '/tasks', admin, {
      title,
      dueAt: inMinutes(10),
      assigneeId: counselor.id,
      studentId: student.studentId,
    });
    expect(given.statusCode, given.body).toBe(201);
    const id = given.json().data._id;
    /** The task's student number as the assignee's task list, their My Day and its giver's list show it. */
    const shown = async () => {
      const find = (rows: { _id?: string; id?: string; student: { studentId: number } | null }[]) =>
        rows.find((row) => (row._id ?? row.id) === id)?.student?.studentId ?? null;
      const day = (await call('GET', '/my-day', counselor)).json().data;
      return [
        find((await call('GET', '/tasks', counselor)).json().data),
        find([...day.overdue, ...day.dueToday, ...day.upcoming]),
        find((await call('GET', '/tasks?view=given', admin)).json().data),
      ];
    };
    expect(await shown()).toEqual([student.studentId, student.studentId, student.studentId]);

    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    const now = Date.now();
    await sweepReminders(db, new Date(now + 11 * 60_000));
    await sweepReminders(db, new Date(now + 3 * 86_400_000));
    expect(await notesOf(counselor, title)).toEqual([]);
    expect(await notesOf(admin, title)).toEqual([]);
    // still listed, its student shown as none (a dash), not as a link to a page the assignee is refused
    expect(await shown()).toEqual([null, null, null]);

    const restored = await call('POST', '/utilities/restore-student', admin, {
      studentId: student.studentId,
      employeeId: counselor.employeeId,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    // left unclaimed while deleted: due meanwhile, it reminds (and escalates) at the first sweep after the restore
    await sweepReminders(db, new Date(now + 3 * 86_400_000 + 60_000));
    expect(await notesOf(counselor, title)).toHaveLength(1);
    expect(await notesOf(admin, title)).toHaveLength(1);
    expect(await shown()).toEqual([student.studentId, student.studentId, student.studentId]);
  });
});

describe('a next step of a deleted student', () => {
  it('reminds and escalates, when due meanwhile, at the first sweep after the student is restored', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const name = `next step with ${student.fullName} (${student.studentId})`;
    const now = Date.now();
    await db.execute(sql`insert into next_actions (student_id, due_at) values (${student._id}, ${new Date(now + 10 * 60_000)})
      on conflict (student_id) do update set due_at = excluded.due_at, reminded_at = null, escalated_at = null`);
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    await sweepReminders(db, new Date(now + 11 * 60_000));
    await sweepReminders(db, new Date(now + 3 * 86_400_000));
    expect(await notesOf(counselor, name)).toEqual([]);
    expect(await notesOf(admin, name)).toEqual([]);

    const restored = await call('POST', '/utilities/restore-student', admin, {
      studentId: student.studentId,
      employeeId: counselor.employeeId,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await sweepReminders(db, new Date(now + 3 * 86_400_000 + 60_000));
    await sweepReminders(db, new Date(now + 3 * 86_400_000 + 120_000));
    expect(await notesOf(counselor, name)).toHaveLength(1);
    expect(await notesOf(admin, name)).toHaveLength(1);
  });
});

describe('Super Admin’s team on My Day', () => {
  it('does not count the overdue tasks about a deleted student, and counts them again once it is restored', async () => {
    // an officer's tasks about a counselor's student: the officer keeps no next step of it, so they count alone
    const officer = await makeEmployee(db, ['admin Officer']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const other = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    await db.execute(sql`insert into tasks (title, due_at, assignee_id, creator_id, student_id)
      values ('Days ago', now() - interval '3 days', ${officer.id}, ${admin.id}, ${student._id}),
        ('Just now', now() - interval '1 minute', ${officer.id}, ${admin.id}, ${student._id}),
        ('About nobody', now() - interval '2 days', ${officer.id}, ${admin.id}, null)`);
    const overdue = async () =>
      ((await call('GET', '/my-day', admin)).json().data.team as { employee: { _id: string }; overdue: number }[]).find(
        (t) => t.employee._id === officer.id,
      )?.overdue ?? 0;
    expect(await overdue()).toBe(3);

    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    expect(await overdue()).toBe(1);
    // a task moved onto a deleted student (as a merge moves them) is silent too, and one moved off it counts
    await db.execute(sql`update tasks set student_id = ${student._id} where assignee_id = ${officer.id}
      and title = 'About nobody'`);
    expect(await overdue()).toBe(0);
    await db.execute(sql`update tasks set student_id = ${other._id} where assignee_id = ${officer.id}
      and title = 'About nobody'`);
    expect(await overdue()).toBe(1);

    const restored = await call('POST', '/utilities/restore-student', admin, {
      studentId: student.studentId,
      employeeId: counselor.employeeId,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await overdue()).toBe(3);
  });
});
