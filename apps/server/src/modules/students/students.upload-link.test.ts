import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { LINK_IN_TEXT } from '../documents/upload-link.ts';

// What a correction or a restore does to the student's upload links (documents/upload-link.ts tells the links).

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const call = callerOf(app);

const newStudent = (email: string) => registerStudent(app, receptionist.cookie, studentInput(counselor.id, { email }));
const tokenOf = (url: string) => [...url.matchAll(LINK_IN_TEXT)][0]?.[1] ?? '';
/** The token of the link in the welcome the registration queued to the address it was given. */
const welcomeToken = async (studentUuid: string) => {
  const [welcome] = await db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, `auto:welcome:${studentUuid}`));
  return tokenOf(welcome?.text ?? '');
};
const newLink = async (studentId: number) =>
  tokenOf((await call('POST', `/student/${studentId}/upload-link`, counselor)).json().data.url);
const portal = async (studentId: number, token: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/public/portal/${studentId}?t=${token}` })).statusCode;
const upload = async (studentId: number, token: string) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/v1/public/portal/${studentId}/items/cv?t=${token}`,
      payload: multipart({}, { name: 'cv.pdf', content: PDF }),
    })
  ).statusCode;

describe('the upload links of a corrected student', () => {
  it('stop working when the e-mail address they went to is corrected; other corrections keep them', async () => {
    const student = await newStudent('typo@gmal.com');
    const sentToTypo = await welcomeToken(student._id);
    expect(sentToTypo).not.toBe('');
    expect(await portal(student.studentId, sentToTypo)).toBe(200);

    const city = await call('PATCH', `/student/${student.studentId}`, counselor, { city: 'Chattogram' });
    expect(city.statusCode, city.body).toBe(200);
    expect(await portal(student.studentId, sentToTypo)).toBe(200);

    const email = await call('PATCH', `/student/${student.studentId}`, counselor, { email: 'right@gmail.com' });
    expect(email.statusCode, email.body).toBe(200);
    expect(await portal(student.studentId, sentToTypo)).toBe(403);
    expect(await upload(student.studentId, sentToTypo)).toBe(403);
    // no link is the current one until the counselor issues a new one, which works
    expect((await call('GET', `/student/${student.studentId}/upload-link`, counselor)).json().data).toBeNull();
    const fresh = await newLink(student.studentId);
    expect(await portal(student.studentId, fresh)).toBe(200);
    expect(await upload(student.studentId, fresh)).toBe(200);
  });

  it('stop working when the phone number or, by a merge, the e-mail address changes', async () => {
    const student = await newStudent('phone.fixed@example.com');
    const before = await newLink(student.studentId);
    const phone = await call('PATCH', `/student/${student.studentId}`, counselor, { phoneNumber: '01711-999888' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(await portal(student.studentId, before)).toBe(403);

    const keep = await newStudent('kept.one@example.com');
    const other = await newStudent('taken.one@example.com');
    const kept = await newLink(keep.studentId);
    const merged = await call('POST', '/students/merge', admin, {
      keep: keep.studentId,
      merge: other.studentId,
      take: ['email'],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await portal(keep.studentId, kept)).toBe(403);
  });
});

describe('the upload links of a restored student', () => {
  it('stay revoked: the link from before the deletion works no more, a new one does', async () => {
    const student = await newStudent('restored@example.com');
    const before = await newLink(student.studentId);
    expect(await portal(student.studentId, before)).toBe(200);
    const deleted = await call('DELETE', `/utilities/delete-student/${student.studentId}/x`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await portal(student.studentId, before)).toBe(403);

    const restored = await call('POST', '/utilities/restore-student', admin, { studentId: student.studentId });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await portal(student.studentId, before)).toBe(403);
    expect(await upload(student.studentId, before)).toBe(403);
    expect(await portal(student.studentId, await newLink(student.studentId))).toBe(200);
  });
});
