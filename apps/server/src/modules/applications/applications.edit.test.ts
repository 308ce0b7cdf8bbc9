import { and, asc, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../../../test/files.ts';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { auditEvents, documents, studentEvents, universityApplications } from '../../db/schema.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
let otherOfficer: TestEmployee;
let visa: TestEmployee;
type Student = { _id: string; studentId: number };
let student: Student;
let otherStudent: Student;
let bare: Student;

const call = callerOf(app);
const filePath = (s: Student, who = officer) =>
  `/applicant/university-upload/${s.studentId}/${counselor.employeeId}/${who.employeeId}`;
const onePath = (s: Student, applicationId: string) => `/student/${s.studentId}/applications/${applicationId}`;
const uploadPath = (s: Student) =>
  `/applicant/upload-all-university-document/${s.studentId}/${counselor.employeeId}/${officer.employeeId}/${s._id}`;
const listed = async (s: Student) =>
  (await call('GET', `/applicant/university-upload/${s.studentId}/${counselor.employeeId}`, admin))
    .json()
    .data.flatMap((g: { universities: object[] }) => g.universities);

const toronto = {
  universityName: 'University of Toronto',
  subject: 'MEng Computer Engineering',
  country: 'Canada',
  intake: 'January 2028',
  b2b: '  KL Partners   Sdn Bhd ',
};

function documentsForm(fields: Record<string, string>, files: Record<string, Buffer>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, new Blob([v]), `${k}.pdf`);
  return form;
}

async function file(s: Student, body: object = toronto) {
  const created = await call('POST', filePath(s), officer, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { _id: string; b2b: string };
}

const eventsOf = (s: Student) =>
  db
    .select({ kind: studentEvents.kind, payload: studentEvents.payload })
    .from(studentEvents)
    .where(eq(studentEvents.studentId, s._id))
    .orderBy(asc(studentEvents.at));

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  const receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer'], { name: 'Olive Officer' });
  otherOfficer = await makeEmployee(db, ['admin Officer']);
  visa = await makeEmployee(db, ['Admin Office Visa Section'], { name: 'Vera Visa' });
  const register = async (fullName: string, to: TestEmployee) => {
    const s = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName }));
    const assigned = await call('PATCH', `/counselor/assign-student-to-applicant/${s._id}/${to.id}`, counselor, {});
    expect(assigned.statusCode, assigned.body).toBe(200);
    return s;
  };
  student = await register('Edit Able', officer);
  otherStudent = await register('Someone Else', otherOfficer);
  bare = await register('No Applications Yet', officer);
});

describe('the B2B agent', () => {
  it('is stored and shown as typed, spaces kept (runs of spaces made one), and found by the commission filter', async () => {
    const application = await file(student);
    expect(application.b2b).toBe('KL Partners Sdn Bhd');
    const rows = await call('GET', '/super-admin/get-commission-list?b2b=kl%20partners%20sdn%20bhd', admin);
    expect(rows.json().data.map((r: { b2b: string }) => r.b2b)).toEqual(['KL Partners Sdn Bhd']);
  });
});

describe('editing an application', () => {
  let id: string;
  beforeAll(async () => {
    id = (await file(student, { ...toronto, universityName: 'University of Torontoo', intake: 'April 2028', b2b: '' }))
      ._id;
  });

  it('changes only the fields sent, audited and written to the student’s log in the same step', async () => {
    const edited = await call('PATCH', onePath(student, id), officer, {
      universityName: 'University of Toronto',
      b2b: 'Maple  Agents',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      _id: id,
      universityName: 'University of Toronto',
      subject: toronto.subject,
      b2b: 'Maple Agents',
      status: 'applied',
    });
    const [audit] = await db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, id), eq(auditEvents.action, 'updated')));
    expect(audit).toEqual({
      before: { universityName: 'University of Torontoo', b2b: '' },
      after: { universityName: 'University of Toronto', b2b: 'Maple Agents' },
    });
    const events = await eventsOf(student);
    expect(events.at(-1)).toEqual({
      kind: 'application-edited',
      payload: { applicationId: id, universityName: 'University of Toronto', fields: ['universityName', 'b2b'] },
    });

    // Super Admin may edit too; the same values again record nothing.
    expect((await call('PATCH', onePath(student, id), admin, { status: 'offer received' })).statusCode).toBe(200);
    const count = (await eventsOf(student)).length;
    expect((await call('PATCH', onePath(student, id), officer, { status: 'offer received' })).statusCode).toBe(200);
    expect(await eventsOf(student)).toHaveLength(count);
  });

  it('is refused with 409 when it would make the application a copy of another live one, nothing changed', async () => {
    const twin = await call('PATCH', onePath(student, id), officer, { intake: ' january 2028 ', note: 'moved' });
    expect(twin.statusCode, twin.body).toBe(409);
    expect(twin.json().error).toEqual({
      code: 'DUPLICATE',
      message:
        'The student has an application to University of Toronto for MEng Computer Engineering, january 2028 already.',
    });
    const [kept] = await db
      .select({ intake: universityApplications.intake, note: universityApplications.note })
      .from(universityApplications)
      .where(eq(universityApplications.id, id));
    expect(kept).toEqual({ intake: 'April 2028', note: '' });
    // its own name written another way is not a copy of itself; another field alone is not checked
    const recased = await call('PATCH', onePath(student, id), officer, { universityName: 'UNIVERSITY OF TORONTO' });
    expect(recased.statusCode, recased.body).toBe(200);
    expect(
      (await call('PATCH', onePath(student, id), officer, { universityName: 'University of Toronto' })).statusCode,
    ).toBe(200);
  });

  it('refuses bad fields with a message per field, and an empty change', async () => {
    const bad = await call('PATCH', onePath(student, id), officer, {
      universityName: '',
      subject: 'x'.repeat(201),
      link: 'javascript:alert(1)',
      status: 'admitted',
      intake: 42,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'intake',
      'link',
      'status',
      'subject',
      'universityName',
    ]);
    expect(bad.json().error.fields.universityName).toBe('Enter the university name');
    const empty = await call('PATCH', onePath(student, id), officer, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ body: 'Name at least one field to change' });
    expect((await call('PATCH', onePath(student, 'not-a-uuid'), officer, { note: 'x' })).statusCode).toBe(400);
  });

  it('is refused to anyone but the current officer and Super Admin, and shows nothing of another student', async () => {
    for (const who of [counselor, otherOfficer, visa]) {
      const refused = await call('PATCH', onePath(student, id), who, { note: 'mine now' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().data).toBeUndefined();
    }
    // The officer's own student in the path, another student's application in it: not found, nothing shown.
    expect((await call('POST', filePath(otherStudent), officer, toronto)).statusCode).toBe(403);
    const foreign = await call('POST', filePath(otherStudent, otherOfficer), otherOfficer, toronto);
    const foreignId = foreign.json().data._id;
    const crossed = await call('PATCH', onePath(student, foreignId), officer, { note: 'x' });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().data).toBeUndefined();
    expect((await call('PATCH', onePath(otherStudent, foreignId), officer, { note: 'x' })).statusCode).toBe(403);
    const [untouched] = await db
      .select({ note: universityApplications.note })
      .from(universityApplications)
      .where(eq(universityApplications.id, foreignId));
    expect(untouched?.note).toBe('');
  });
});

describe('removing an application', () => {
  it('archives it with its documents kept, audited and logged; it leaves the list, the commission list and the zip', async () => {
    const application = await file(student, { ...toronto, intake: 'May 2028', b2b: 'Removable Agent' });
    const sent = await call(
      'POST',
      uploadPath(student),
      officer,
      documentsForm({ applicationId: application._id }, { offerLetter: PDF }),
    );
    expect(sent.statusCode, sent.body).toBe(200);

    for (const who of [counselor, otherOfficer, visa]) {
      expect((await call('DELETE', onePath(student, application._id), who)).statusCode).toBe(403);
    }
    const removed = await call('DELETE', onePath(student, application._id), officer);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ data: null });

    expect((await listed(student)).map((a: { _id: string }) => a._id)).not.toContain(application._id);
    const zip = await call('GET', `/utilities/download-docs/${officer.employeeId}/${student.studentId}`, admin);
    const names = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files);
    expect(names.filter((n) => n.includes('May 2028'))).toEqual([]);
    const commission = await call('GET', '/super-admin/get-commission-list?b2b=Removable%20Agent', admin);
    expect(commission.json().data).toEqual([]);
    // Removed once: a second removal or an edit finds nothing.
    expect((await call('DELETE', onePath(student, application._id), officer)).statusCode).toBe(404);
    expect((await call('PATCH', onePath(student, application._id), admin, { note: 'x' })).statusCode).toBe(404);

    const [row] = await db
      .select({ removedAt: universityApplications.removedAt, removedBy: universityApplications.removedBy })
      .from(universityApplications)
      .where(eq(universityApplications.id, application._id));
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect(row?.removedBy).toBe(officer.id);
    const kept = await db.select().from(documents).where(eq(documents.ownerId, application._id));
    expect(kept).toHaveLength(1);
    const [audit] = await db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, application._id), eq(auditEvents.action, 'removed')));
    expect(audit?.before).toMatchObject({ universityName: 'University of Toronto', intake: 'May 2028' });
    expect(audit?.after).toEqual({ removed: true, documentsKept: 1 });
    expect((await eventsOf(student)).at(-1)).toEqual({
      kind: 'application-removed',
      payload: { applicationId: application._id, universityName: 'University of Toronto', country: 'Canada' },
    });
  });

  it('is refused with 409 once the application was handed to the visa team', async () => {
    const application = await file(student, { ...toronto, intake: 'September 2028' });
    const handed = await call(
      'POST',
      uploadPath(student),
      officer,
      documentsForm({ applicationId: application._id, visaTeamId: visa.id }, { loa: PDF }),
    );
    expect(handed.statusCode, handed.body).toBe(200);
    const refused = await call('DELETE', onePath(student, application._id), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'HANDED_TO_VISA' });
    expect(refused.json().error.message).toContain('handed to Vera Visa');
    expect((await listed(student)).map((a: { _id: string }) => a._id)).toContain(application._id);
  });
});

describe('the offer letter', () => {
  it('is uploaded before the hand-off and replaced after it, the earlier version kept', async () => {
    const application = await file(student, { ...toronto, intake: 'January 2029' });
    const before = await call(
      'POST',
      uploadPath(student),
      officer,
      documentsForm({ applicationId: application._id }, { offerLetter: PDF }),
    );
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ visaTeamId: null, visaStatus: null });
    const first = before.json().data.documents.offerLetter;
    expect(first).toMatch(/^\/api\/v1\/documents\/.+\/file$/);

    const handed = await call(
      'POST',
      uploadPath(student),
      officer,
      documentsForm({ applicationId: application._id, visaTeamId: visa.id }, {}),
    );
    expect(handed.json().data.visaTeamName).toBe('Vera Visa');
    const replaced = await call(
      'POST',
      uploadPath(student),
      officer,
      documentsForm({ applicationId: application._id }, { offerLetter: PDF }),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.documents.offerLetter).not.toBe(first);
    const versions = await db
      .select()
      .from(documents)
      .where(and(eq(documents.ownerId, application._id), eq(documents.slot, 'offerLetter')));
    expect(versions).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: first, headers: { cookie: visa.cookie } })).statusCode).toBe(200);
  });
});

describe('proceeding to the visa team', () => {
  it('is refused with 409 and a clear message while the student has no application', async () => {
    const refused = await call('POST', uploadPath(bare), officer, documentsForm({ visaTeamId: visa.id }, { loa: PDF }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'NO_APPLICATION',
      message: 'Add a university application first: the documents and the visa team belong to an application.',
    });
    const [status] = (await call('GET', `/student/${bare.studentId}`, admin)).json().data;
    expect(status.status).toBe('application-processing');
    const stored = await db.select().from(documents).where(eq(documents.slot, 'loa'));
    expect(stored.every((d) => d.ownerId !== bare._id)).toBe(true);
  });
});
