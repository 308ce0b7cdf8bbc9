import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentEvents } from '../../db/schema.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);

const eventsOf = (studentUuid: string) =>
  db
    .select({ kind: studentEvents.kind, actorId: studentEvents.actorId, payload: studentEvents.payload })
    .from(studentEvents)
    .where(eq(studentEvents.studentId, studentUuid))
    .orderBy(asc(studentEvents.at), asc(studentEvents.id));

describe('the one event log of a student', () => {
  it('records registration, advices, documents, status moves, archive and restore, in the order they happened', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
      app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });
    expect(
      (await call('PUT', `/student/${student.studentId}/advices`, counselor.cookie, { advices: 'Take IELTS' }))
        .statusCode,
    ).toBe(200);
    const upload = await call(
      'POST',
      `/student/add-documents/${student.studentId}/${counselor.employeeId}`,
      counselor.cookie,
      multipart({ documentName: 'passport' }, { name: 'passport.pdf', content: PDF }),
    );
    expect(upload.statusCode, upload.body).toBe(200);
    expect(
      (await call('DELETE', `/super-admin/delete-student/${student.studentId}/${admin.employeeId}`, admin.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/utilities/restore-student', admin.cookie, { studentId: student.studentId })).statusCode,
    ).toBe(200);

    const events = await eventsOf(student._id);
    expect(events.map((e) => e.kind)).toEqual([
      'status-changed',
      // the registration's welcome e-mail (issue 17)
      'message-queued',
      'advice-written',
      'document-uploaded',
      'status-changed',
      'archived',
      'restored',
    ]);
    expect(events[0]).toMatchObject({ actorId: receptionist.id, payload: { from: null, to: 'follow-up' } });
    expect(events[2]).toMatchObject({ payload: { excerpt: 'Take IELTS' } });
    expect(events[3]).toMatchObject({ actorId: counselor.id, payload: { slot: 'passport', via: 'staff' } });
    expect(events[4]?.payload).toEqual({ from: 'follow-up', to: 'enrolled' });

    // The status history of the student's details reads the same log.
    const history = await app.inject({
      method: 'GET',
      url: `/api/v1/student/${student.studentId}/history`,
      headers: { cookie: counselor.cookie },
    });
    expect(history.json().data.map((h: { from: string | null; status: string }) => [h.from, h.status])).toEqual([
      [null, 'follow-up'],
      ['follow-up', 'enrolled'],
    ]);
  });
});
