import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { auditTestApp } from './audit.fixtures.ts';

/**
 * The audit trail of a student's own record: registration, status changes and advices, documents and the upload
 * link, archiving and restoring, each with who, before and after, and nothing for a refused request. Applications,
 * the visa, accounts and roles, and reading the trail are in audit.trail.test.ts.
 */
const { app, admin, receptionist, counselor, hr, call, trail, eventsOf, latest, countAll } = await auditTestApp();

describe('students', () => {
  let student: { _id: string; studentId: number; fullName: string };

  it('records a registration with who, when and the new record, and nothing for a refused duplicate', async () => {
    const input = studentInput(counselor.id, { fullName: 'Audra Trail' });
    student = await registerStudent(app, receptionist.cookie, input);
    const created = await latest(student._id, 'created');
    expect(created).toMatchObject({
      actor: { _id: receptionist.id, name: 'Rita Reception' },
      recordType: 'student',
      record: `${student.studentId} Audra Trail`,
      recordKey: String(student.studentId),
      before: null,
      after: {
        fullName: 'Audra Trail',
        status: 'follow-up',
        city: 'Dhaka',
        counselor: expect.stringContaining('Cora'),
      },
    });
    expect(Date.now() - new Date(created?.at ?? 0).getTime()).toBeLessThan(60_000);

    const before = await countAll();
    const duplicate = await call('POST', '/receptionist/add-student', receptionist, input);
    expect(duplicate.statusCode).toBe(409);
    const invalid = await call('POST', '/receptionist/add-student', receptionist, { ...input, fullName: '' });
    expect(invalid.statusCode).toBe(400);
    expect(await countAll()).toBe(before);
  });

  it('records status changes and advices with before and after; refusals leave no event', async () => {
    const before = await countAll();
    expect(
      (await call('PATCH', `/student/${student.studentId}/status`, counselor, { status: 'success' })).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `/student/${student.studentId}/status`, admin, { status: 'maybe' })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `/student/${student.studentId}/status`, hr, { status: 'enrolled' })).statusCode).toBe(
      403,
    );
    expect(await countAll()).toBe(before);

    expect(
      (await call('PATCH', `/student/${student.studentId}/status`, counselor, { status: 'enrolled' })).statusCode,
    ).toBe(200);
    expect(await latest(student._id, 'status-changed')).toMatchObject({
      actor: { _id: counselor.id },
      before: { status: 'follow-up' },
      after: { status: 'enrolled' },
    });
    // Setting the status it has already is no change.
    await call('PATCH', `/student/${student.studentId}/status`, counselor, { status: 'enrolled' });
    expect(await countAll()).toBe(before + 1);

    await call('PUT', `/student/${student.studentId}/advices`, counselor, { advices: 'Apply to Leeds.' });
    expect(
      (await call('PUT', `/student/${student.studentId}/advices`, counselor, { advices: 'Again' })).statusCode,
    ).toBe(409);
    await call('PUT', `/student/${student.studentId}/advices`, admin, { advices: 'Apply to Leeds and York.' });
    const advices = (await eventsOf(student._id)).filter((e) => e.action === 'advices-written');
    expect(advices.map((e) => [e.actor?._id, e.before, e.after])).toEqual([
      [admin.id, { advices: 'Apply to Leeds.' }, { advices: 'Apply to Leeds and York.' }],
      [counselor.id, { advices: '' }, { advices: 'Apply to Leeds.' }],
    ]);
  });

  it('records uploads and new versions of documents, under the student’s trail, and the upload link', async () => {
    const upload = (name: string) =>
      call(
        'POST',
        `/student/add-documents/${student.studentId}/${counselor.employeeId}`,
        counselor,
        multipart({ documentName: 'passport' }, { name, content: PDF }),
      );
    expect((await upload('passport.pdf')).statusCode).toBe(200);
    expect((await upload('passport-new.pdf')).statusCode).toBe(200);
    const docs = (await trail({ recordType: 'student', recordId: String(student.studentId) })).data.filter(
      (e) => e.recordType === 'document',
    );
    expect(docs.map((e) => e.action)).toEqual(['new-version', 'uploaded']);
    expect(docs[0]).toMatchObject({
      actor: { _id: counselor.id },
      record: 'passport: passport-new.pdf',
      before: { fileName: 'passport.pdf' },
      after: { slot: 'passport', fileName: 'passport-new.pdf', student: `${student.studentId} Audra Trail` },
    });
    const bad = await call(
      'POST',
      `/student/add-documents/${student.studentId}/${counselor.employeeId}`,
      counselor,
      multipart({ documentName: 'nothing' }, { name: 'x.pdf', content: PDF }),
    );
    expect(bad.statusCode).toBe(400);
    expect((await eventsOf(student._id)).filter((e) => e.recordType === 'document')).toHaveLength(2);

    const link = await call('POST', `/student/${student.studentId}/upload-link`, counselor);
    const token = new URL(link.json().data.url, 'http://x').searchParams.get('t') ?? '';
    const issued = await latest(student._id, 'upload-link-issued');
    expect(issued?.actor?._id).toBe(counselor.id);
    expect(JSON.stringify(issued)).not.toContain(token);

    const viaLink = await app.inject({
      method: 'POST',
      url: `/api/v1/public/upload/${student.studentId}?t=${token}`,
      payload: multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }),
    });
    expect(viaLink.statusCode, viaLink.body).toBe(200);
    const own = (await eventsOf(student._id)).find((e) => e.recordType === 'document' && e.after?.slot === 'cv');
    expect(own).toMatchObject({ actor: null, action: 'uploaded', after: { via: 'upload link' } });
  });

  it('records deleting (archiving) and restoring', async () => {
    const before = await countAll();
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, counselor)).statusCode).toBe(
      403,
    );
    expect(await countAll()).toBe(before);
    expect((await call('DELETE', `/super-admin/delete-student/${student.studentId}/x`, admin)).statusCode).toBe(200);
    expect(await latest(student._id, 'archived')).toMatchObject({
      actor: { _id: admin.id },
      before: { archived: false },
      after: { archived: true, removedFrom: expect.stringContaining('Cora Counselor') },
    });
    expect((await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId })).statusCode).toBe(
      200,
    );
    expect(await latest(student._id, 'restored')).toMatchObject({ after: { archived: false } });
  });
});
