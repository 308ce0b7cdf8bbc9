import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';
import { studentEvents, students } from '../../db/schema.ts';

const { app, db } = await testApp({}, { withJobs: true });
const admin = await makeEmployee(db, ['Super Admin']);
const counselor = await makeEmployee(db, ['Counselor']);
const accounts = await makeEmployee(db, ['Accounts']);
const call = callerOf(app);

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(',')).join('\r\n'));

async function finished(importId: string, until: string) {
  for (let i = 0; i < 120; i++) {
    const { data } = (await call('GET', `/imports/${importId}`, admin)).json();
    if (data.status === until) return data;
    if (data.status === 'failed') throw new Error(`the import failed: ${data.error}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the import did not reach ${until}`);
}

/** Imports `names` (each with a phone number of its own from `firstPhone`) for the counselor; answers the import. */
async function imported(fileName: string, names: string[], firstPhone: number) {
  const rows = names.map((name, i) => [name, `0171${firstPhone + i}`]);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    headers: { cookie: admin.cookie },
    payload: multipart({}, { name: fileName, content: csv([['Name', 'Phone'], ...rows]) }),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { _id } = uploaded.json().data;
  const settings = { mapping: ['fullName', 'phoneNumber'], counselor: counselor.id, duplicates: 'skip' };
  const run = await call('POST', `/imports/${_id}/run`, admin, settings);
  expect(run.statusCode, run.body).toBe(202);
  expect(await finished(_id, 'done')).toMatchObject({ created: names.length, kept: 0 });
  const added = await db.select().from(students).where(eq(students.importId, _id));
  const studentIdOf = (name: string) => added.find((s) => s.fullName === name)?.studentId;
  return { importId: _id as string, studentIdOf, added };
}

async function undone(importId: string) {
  const undo = await call('POST', `/imports/${importId}/undo`, admin);
  expect(undo.statusCode, undo.body).toBe(202);
  return finished(importId, 'undone');
}

const liveNames = async (importId: string) =>
  (
    await db
      .select({ fullName: students.fullName })
      .from(students)
      .where(and(eq(students.importId, importId), isNull(students.archivedAt)))
      .orderBy(students.fullName)
  ).map((s) => s.fullName);

describe('the undo of an import', () => {
  it('keeps live the students worked on since the import, and moves the others to ReCycle Students', async () => {
    const names = ['Advised One', 'Enrolled One', 'Filed One', 'Linked One', 'Paid One', 'Reminded One', 'Idle One'];
    const { importId, studentIdOf, added } = await imported('worked.csv', names, 5550100);

    // A note (advices) and a status change by the counselor, a document uploaded by the counselor.
    const advised = await call('PUT', `/student/${studentIdOf('Advised One')}/advices`, counselor, {
      advices: 'Take IELTS first',
    });
    expect(advised.statusCode, advised.body).toBe(200);
    const moved = await call('PATCH', `/student/${studentIdOf('Enrolled One')}/status`, counselor, {
      status: 'enrolled',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const filed = await app.inject({
      method: 'POST',
      url: `/api/v1/student/add-documents/${studentIdOf('Filed One')}/${counselor.employeeId}`,
      headers: { cookie: counselor.cookie },
      payload: multipart({ documentName: 'passport' }, { name: 'passport.pdf', content: PDF }),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    // The student's own upload through the link their counselor gave them.
    const link = await call('POST', `/student/${studentIdOf('Linked One')}/upload-link`, counselor);
    expect(link.statusCode, link.body).toBe(200);
    const token = new URL(link.json().data.url, 'http://localhost').searchParams.get('t') ?? '';
    const own = await app.inject({
      method: 'POST',
      url: `/api/v1/public/upload/${studentIdOf('Linked One')}?t=${encodeURIComponent(token)}`,
      payload: multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }),
    });
    expect(own.statusCode, own.body).toBe(200);
    // A payment, recorded by Accounts (it writes no event of its own).
    const paid = await call('POST', `/student/${studentIdOf('Paid One')}/payments`, accounts, {
      kind: 'service-fee',
      amount: '1000',
      currency: 'BDT',
      paidOn: '2026-11-24',
      method: 'Cash',
      seen: 0,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // An automatic reminder the office sent on its own is no work on the student.
    const reminded = added.find((s) => s.fullName === 'Reminded One');
    await db.insert(studentEvents).values({
      studentId: reminded?.id ?? '',
      kind: 'message-sent',
      actorId: null,
      payload: { channel: 'email', subject: 'Documents missing', templateKey: 'missing-documents' },
    });

    const job = await undone(importId);
    expect(job).toMatchObject({ status: 'undone', created: 7, kept: 5 });
    expect(await liveNames(importId)).toEqual(['Advised One', 'Enrolled One', 'Filed One', 'Linked One', 'Paid One']);
    const archived = await db
      .select({ fullName: students.fullName })
      .from(students)
      .where(and(eq(students.importId, importId), eq(students.archivedBy, admin.id)))
      .orderBy(students.fullName);
    expect(archived.map((s) => s.fullName)).toEqual(['Idle One', 'Reminded One']);
    // A kept student is untouched: still the counselor's, at the status they were moved to, with no archiving.
    const [enrolled] = await db.select().from(students).where(eq(students.fullName, 'Enrolled One'));
    expect(enrolled).toMatchObject({ status: 'enrolled', counselorId: counselor.id, removedFrom: null });
    const kinds = await db
      .select({ kind: studentEvents.kind })
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, enrolled?.id ?? ''), eq(studentEvents.kind, 'archived')));
    expect(kinds).toEqual([]);
    // The history lists it as the Import screen shows it.
    const listed = (await call('GET', '/imports', admin)).json().data;
    expect(listed.find((i: { _id: string }) => i._id === importId)).toMatchObject({ kept: 5 });
  });

  it('keeps none when undone straight after the import', async () => {
    const { importId } = await imported('mistake.csv', ['Soon Gone', 'Soon Gone Too', 'Soon Gone Three'], 5550200);
    expect(await undone(importId)).toMatchObject({ status: 'undone', created: 3, kept: 0 });
    expect(await liveNames(importId)).toEqual([]);
  });
});

describe('the students an import adds', () => {
  it('come newest first in the lists as the file read backwards, their student IDs in the file’s order', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Ordered Student ${String.fromCharCode(65 + i)}`);
    const { importId } = await imported('ordered.csv', names, 5_550_000);
    // the lists' order: the moment of registration, newest first, the id breaking ties
    const listed = await db
      .select({ fullName: students.fullName, studentId: students.studentId })
      .from(students)
      .where(eq(students.importId, importId))
      .orderBy(desc(students.createdAt), desc(students.id));
    expect(listed.map((s) => s.fullName)).toEqual([...names].reverse());
    const ids = listed.map((s) => s.studentId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
