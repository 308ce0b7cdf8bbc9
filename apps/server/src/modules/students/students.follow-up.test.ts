// A student's file after registration: the Counselor's advices, the status moves and their history, the dashboard's
// counts of them, and removal to the archive and restore from it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestEmployee } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentsTestApp } from './students.fixtures.ts';

const { app, db, admin, receptionist, counselor, otherCounselor, call, get } = await studentsTestApp();

describe('follow-up', () => {
  it('lets the Counselor write advices once, split into numbered items by the client', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const put = (who: TestEmployee, advices: string) =>
      call('PUT', `/student/${student.studentId}/advices`, who, { advices });
    expect((await put(otherCounselor, '1. Not yours')).statusCode).toBe(403);
    expect((await put(counselor, '   ')).statusCode).toBe(400);
    const first = await put(counselor, '1. Take IELTS 2. Prepare bank solvency');
    expect(first.json().data).toMatchObject({ advise: true, advices: '1. Take IELTS 2. Prepare bank solvency' });
    const again = await put(counselor, '1. Something else');
    expect(again.statusCode).toBe(409);
    expect((await put(admin, '1. Revised by the manager')).json().data.advices).toBe('1. Revised by the manager');
  });

  it('moves follow-up ↔ enrolled for the Counselor, anything for Super Admin, and keeps the history', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const patch = (who: TestEmployee, status: string) =>
      call('PATCH', `/student/${student.studentId}/status`, who, { status });
    expect((await patch(counselor, 'enrolled')).json().data.status).toBe('enrolled');
    const refused = await patch(counselor, 'success');
    expect(refused.statusCode).toBe(403);
    expect((await get(`/student/${student.studentId}`, counselor)).json().data[0].status).toBe('enrolled');
    expect((await patch(otherCounselor, 'follow-up')).statusCode).toBe(403);
    expect((await patch(receptionist, 'follow-up')).statusCode).toBe(403);
    expect((await patch(admin, 'visa-processing')).json().data.status).toBe('visa-processing');
    expect((await patch(counselor, 'follow-up')).statusCode).toBe(403);
    expect((await patch(admin, 'unknown')).statusCode).toBe(400);

    const history = await get(`/student/${student.studentId}/history`, counselor);
    expect(history.json().data.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
      ['follow-up', receptionist.name],
      ['enrolled', counselor.name],
      ['visa-processing', admin.name],
    ]);
  });

  it('counts per status on the dashboard, following every change', async () => {
    const before = (await get('/super-admin/dashboard', admin)).json().data;
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    await call('PATCH', `/student/${student.studentId}/status`, counselor, { status: 'enrolled' });
    const after = (await get('/super-admin/dashboard', admin)).json().data;
    expect(after.total).toBe(before.total + 1);
    expect(after.byStatus.enrolled).toBe(before.byStatus.enrolled + 1);
    expect(after.byStatus['follow-up']).toBe(before.byStatus['follow-up']);
    const today = (data: { perDay: { count: number }[] }) => data.perDay.at(-1)?.count ?? 0;
    expect(today(after)).toBe(today(before) + 1);
    await call('DELETE', `/super-admin/delete-student/${student.studentId}/${admin.employeeId}`, admin);
    expect(today((await get('/super-admin/dashboard', admin)).json().data)).toBe(today(before));
    // The trigger-kept day counts equal a real count of the live students.
    const kept = sql`select day::text, n from student_day_counts where n > 0`;
    const real = sql`select (created_at at time zone 'Asia/Dhaka')::date::text, count(*)::int from students
      where archived_at is null group by 1`;
    const { rows } = await db.execute(sql`(${kept} except ${real}) union all (${real} except ${kept})`);
    expect(rows).toEqual([]);
    expect((await get('/super-admin/dashboard', receptionist)).statusCode).toBe(403);
  });
});

describe('archive and restore', () => {
  it('archives on delete, hides it everywhere, restores it unchanged', async () => {
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Archie Vee' }),
    );
    const before = (await get('/super-admin/dashboard', admin)).json().data.total;
    const del = (who: TestEmployee, id = student.studentId) =>
      call('DELETE', `/utilities/delete-student/${id}/${who.employeeId}`, who);
    expect((await del(otherCounselor)).statusCode).toBe(403);
    expect((await del(receptionist)).statusCode).toBe(403);
    expect((await del(counselor)).statusCode).toBe(200);
    expect((await del(counselor)).statusCode).toBe(403);
    expect((await get(`/student/${student.studentId}`, admin)).statusCode).toBe(404);
    expect((await get('/super-admin/filter-leads?fullName=archie', admin)).json().data).toEqual([]);
    expect((await get('/super-admin/dashboard', admin)).json().data.total).toBe(before - 1);

    const archived = await get('/utilities/archived-students', admin);
    const entry = archived
      .json()
      .data.find((e: { student: { studentId: number } }) => e.student.studentId === student.studentId);
    expect(entry).toMatchObject({
      student: { fullName: 'Archie Vee' },
      removedFromEmployee: { _id: counselor.id, name: counselor.name },
      removedBy: counselor.name,
    });
    expect((await get('/utilities/archived-students', counselor)).statusCode).toBe(403);

    const restore = (who: TestEmployee) =>
      call('POST', '/utilities/restore-student', who, {
        studentId: student.studentId,
        employeeId: counselor.employeeId,
      });
    expect((await restore(counselor)).statusCode).toBe(403);
    const restored = await restore(admin);
    expect(restored.json().data).toMatchObject({
      studentId: student.studentId,
      counselor: { id: counselor.id },
      status: 'follow-up',
    });
    expect((await restore(admin)).statusCode).toBe(404);
    expect((await get('/super-admin/dashboard', admin)).json().data.total).toBe(before);
  });

  it('Super Admin deletes through its own path too', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const path = `/super-admin/delete-student/${student.studentId}/${admin.employeeId}`;
    expect((await call('DELETE', path, counselor)).statusCode).toBe(403);
    expect((await get(`/student/${student.studentId}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', path, admin)).statusCode).toBe(200);
    expect((await get(`/student/${student.studentId}`, admin)).statusCode).toBe(404);
  });
});
