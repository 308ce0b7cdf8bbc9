import { describe, expect, it } from 'vitest';
import { makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { studentEvents } from '../../db/schema.ts';

const { app, db } = await testApp();
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor'], { name: 'Nadia Rahman' });
const otherCounselor = await makeEmployee(db, ['Counselor']);
const officer = await makeEmployee(db, ['admin Officer'], { name: 'Omar Faruk' });

type Entry = { _id: string; kind: string; group: string; actor: { name: string } | null; payload: object };
type Page = { data: Entry[]; page: { next: string | null } };

const timeline = (studentId: number, cookie: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/student/${studentId}/timeline${query}`, headers: { cookie } });

async function read(studentId: number, query = ''): Promise<Page> {
  const answer = await timeline(studentId, counselor.cookie, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

// One student with what a counselor does on the page, then messages and a review written straight into the log
// (their own parts write them) in one statement: the same moment, so only the id orders them.
const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
const act = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie: counselor.cookie }, payload });
expect((await act('PUT', `/student/${student.studentId}/advices`, { advices: 'Take IELTS first' })).statusCode).toBe(
  200,
);
expect((await act('PATCH', `/student/${student.studentId}/status`, { status: 'enrolled' })).statusCode).toBe(200);
const at = new Date(Date.now() + 1000);
await db.insert(studentEvents).values([
  { studentId: student._id, at, kind: 'message-sent', actorId: null, payload: { subject: 'Welcome' } },
  { studentId: student._id, at, kind: 'message-failed', actorId: null, payload: { reason: 'No valid e-mail' } },
  { studentId: student._id, at, kind: 'applicant-assigned', actorId: counselor.id, payload: { officerId: officer.id } },
]);

describe('a student’s timeline', () => {
  it('answers every kind, newest first, with who did it and the names the payload points at', async () => {
    const { data, page } = await read(student.studentId);
    expect(page.next).toBeNull();
    // the registration's welcome e-mail is queued right after the student is registered
    expect(data.map((e) => e.kind).slice(3)).toEqual([
      'status-changed',
      'advice-written',
      'message-queued',
      'status-changed',
    ]);
    expect(data[5]).toMatchObject({ group: 'messages', payload: { channel: 'email', templateKey: 'welcome' } });
    expect(
      data
        .slice(0, 3)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['applicant-assigned', 'message-failed', 'message-sent']);
    expect(data[3]).toMatchObject({ group: 'status', actor: { name: 'Nadia Rahman' }, payload: { to: 'enrolled' } });
    expect(data[4]).toMatchObject({ group: 'advice', payload: { excerpt: 'Take IELTS first' } });
    expect(data.find((e) => e.kind === 'message-failed')).toMatchObject({ group: 'messages', actor: null });
    expect(data.find((e) => e.kind === 'applicant-assigned')).toMatchObject({
      group: 'applications',
      names: { [officer.id]: 'Omar Faruk' },
    });
  });

  it('pages by cursor without skipping or repeating entries of the same moment', async () => {
    const all = (await read(student.studentId)).data.map((e) => e._id);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: Page = await read(student.studentId, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((e) => e._id));
      cursor = page.page.next;
    }
    expect(seen).toEqual(all);
  });

  it('keeps only the groups asked for', async () => {
    expect((await read(student.studentId, '?group=advice')).data.map((e) => e.kind)).toEqual(['advice-written']);
    const some = await read(student.studentId, '?group=messages&group=status');
    expect(new Set(some.data.map((e) => e.group))).toEqual(new Set(['messages', 'status']));
    expect(some.data).toHaveLength(5);
  });

  it('is refused to a counselor of another student, with nothing of it, and to no session', async () => {
    const refused = await timeline(student.studentId, otherCounselor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('IELTS');
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await timeline(student.studentId, officer.cookie)).statusCode).toBe(403);
    expect((await timeline(student.studentId, '')).statusCode).toBe(401);
    expect((await timeline(student.studentId, receptionist.cookie)).statusCode).toBe(200);
  });

  it('of a deleted (archived) student is Super Admin’s alone: not found for the receptionist', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const binned = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/super-admin/delete-student/${binned.studentId}/${admin.employeeId}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const refused = await timeline(binned.studentId, receptionist.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('status-changed');
    expect((await timeline(binned.studentId, admin.cookie)).statusCode).toBe(200);
  });

  it('refuses a bad group, limit or cursor with a 400 naming it', async () => {
    for (const query of ['?group=gossip', '?limit=0', '?limit=101', '?limit=ten', '?cursor=%3Cscript%3E']) {
      const answer = await timeline(student.studentId, counselor.cookie, query);
      expect(answer.statusCode, query).toBe(400);
    }
    const uuid = '00000000-0000-4000-8000-000000000000';
    // Of the cursor's shape, but no moment: month 13, 30 February, the year 0 (JavaScript's, not PostgreSQL's).
    const moments = ['2024-13-45T99:99:99.000000Z', '2024-02-30T10:00:00.000000Z', '0000-01-01T00:00:00.000000Z'];
    for (const at of ['yesterday', ...moments]) {
      const forged = Buffer.from(`${at}|${at === 'yesterday' ? 'not-an-id' : uuid}`).toString('base64url');
      const answer = await timeline(student.studentId, counselor.cookie, `?cursor=${forged}`);
      expect(answer.statusCode, at).toBe(400);
      expect(answer.json().error.fields).toEqual({ cursor: 'Not a cursor of this timeline' });
    }
    expect((await timeline(99_999_999, receptionist.cookie)).statusCode).toBe(404);
  });
});
