import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { auditEvents, studentEvents, students } from '../../db/schema.ts';
import { queueAutomatic } from './automatic.service.ts';

const { app, db } = await testApp();
const admin = await makeEmployee(db, ['Super Admin']);
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);
const otherCounselor = await makeEmployee(db, ['Counselor']);
const call = callerOf(app);

const register = () =>
  registerStudent(app, receptionist.cookie, studentInput(counselor.id, { phoneNumber: '01712-345678' }));
const welcomesOf = (studentUuid: string) =>
  db
    .select({ subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.studentId, studentUuid), eq(outboxMessages.templateKey, 'welcome')));
const officeLanguage = (language: 'en' | 'bn') =>
  call('PUT', '/settings/templates/welcome', admin, { automaticLanguage: language });
/** The welcome again, as an automatic message queued now. */
const welcomeAgain = (studentUuid: string) =>
  db.transaction((tx) =>
    queueAutomatic(tx, studentUuid, { key: 'welcome' }, { actorId: null, idempotencyKey: `test:${studentUuid}` }),
  );

afterEach(async () => {
  await officeLanguage('en');
});

describe('the language of a student’s messages', () => {
  it('is the student’s own for automatic messages, else the office’s', async () => {
    const bangla = await register();
    const office = await register();
    // registered while neither had chosen: the office's English
    expect(await welcomesOf(bangla._id)).toEqual([{ subject: `Welcome, ${bangla.fullName}` }]);
    await db.update(students).set({ messageLanguage: 'bn' }).where(eq(students.id, bangla._id));
    await welcomeAgain(bangla._id);
    await welcomeAgain(office._id);
    expect(await welcomesOf(bangla._id)).toContainEqual({ subject: `স্বাগতম, ${bangla.fullName}` });
    expect(await welcomesOf(office._id)).toEqual([
      { subject: `Welcome, ${office.fullName}` },
      { subject: `Welcome, ${office.fullName}` },
    ]);

    // an office in Bangla: a student who chose English keeps it, one who did not gets Bangla
    expect((await officeLanguage('bn')).statusCode).toBe(200);
    await db.update(students).set({ messageLanguage: 'en' }).where(eq(students.id, bangla._id));
    const later = await register();
    expect(await welcomesOf(later._id)).toEqual([{ subject: `স্বাগতম, ${later.fullName}` }]);
    await db.delete(outboxMessages).where(eq(outboxMessages.studentId, bangla._id));
    await welcomeAgain(bangla._id);
    expect(await welcomesOf(bangla._id)).toEqual([{ subject: `Welcome, ${bangla.fullName}` }]);
  });

  it('is changed by those who may message the student, on the timeline and in the audit trail', async () => {
    const student = await register();
    const path = `/student/${student.studentId}/message-language`;
    const read = await call('GET', path, counselor);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ messageLanguage: null, language: 'en' });

    const changed = await call('PATCH', path, counselor, { messageLanguage: 'bn' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ messageLanguage: 'bn', language: 'bn' });
    expect((await call('GET', path, receptionist)).json().data.messageLanguage).toBe('bn');
    const events = await db
      .select({ kind: studentEvents.kind, payload: studentEvents.payload, actorId: studentEvents.actorId })
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, student._id), eq(studentEvents.kind, 'details-edited')));
    expect(events).toEqual([
      { kind: 'details-edited', payload: { fields: ['messageLanguage'] }, actorId: counselor.id },
    ]);
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, student._id), eq(auditEvents.actorId, counselor.id)));
    expect(audit).toMatchObject({
      actorId: counselor.id,
      before: { messageLanguage: null },
      after: { messageLanguage: 'bn' },
    });

    // back to the office's language
    expect((await call('PATCH', path, admin, { messageLanguage: null })).json().data).toEqual({
      messageLanguage: null,
      language: 'en',
    });
    expect((await call('PATCH', path, counselor, { messageLanguage: 'fr' })).statusCode).toBe(400);
    expect((await call('PATCH', path, otherCounselor, { messageLanguage: 'bn' })).statusCode).toBe(403);
    expect((await call('GET', path, otherCounselor)).statusCode).toBe(403);
    expect((await call('PATCH', '/student/999999/message-language', admin, { messageLanguage: 'bn' })).statusCode).toBe(
      404,
    );
  });

  it('is the language of WhatsApp’s click-to-chat when none is asked for', async () => {
    const student = await register();
    const whatsapp = (language?: 'en' | 'bn') =>
      call('POST', `/student/${student.studentId}/whatsapp`, counselor, { templateKey: 'free-message', language });
    const text = async (language?: 'en' | 'bn') => decodeURIComponent((await whatsapp(language)).json().data.url);
    expect(await text()).toContain('Dear ');
    await call('PATCH', `/student/${student.studentId}/message-language`, counselor, { messageLanguage: 'bn' });
    expect(await text()).toContain('প্রিয় ');
    expect(await text('en')).toContain('Dear ');
    // a student who did not choose: the office's language
    await call('PATCH', `/student/${student.studentId}/message-language`, counselor, { messageLanguage: null });
    await officeLanguage('bn');
    expect(await text()).toContain('প্রিয় ');
  });
  it('is chosen on the registration, so the welcome is already in it', async () => {
    const input = studentInput(counselor.id, { phoneNumber: '01712-345679', messageLanguage: 'bn' });
    const bangla = await registerStudent(app, receptionist.cookie, input);
    expect(await welcomesOf(bangla._id)).toEqual([{ subject: `স্বাগতম, ${bangla.fullName}` }]);
    const read = await call('GET', `/student/${bangla.studentId}/message-language`, counselor);
    expect(read.json().data).toEqual({ messageLanguage: 'bn', language: 'bn' });
    // the student's record says it too, for their page's "Messages in"
    const record = await call('GET', `/student/${bangla.studentId}`, counselor);
    expect(record.json().data[0].messages).toEqual({ messageLanguage: 'bn', language: 'bn' });
    const [created] = await db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, bangla._id), eq(auditEvents.action, 'created')));
    expect(created?.after).toMatchObject({ messageLanguage: 'bn' });

    // left as the office's: no language of their own
    const office = await register();
    expect((await call('GET', `/student/${office.studentId}/message-language`, counselor)).json().data).toEqual({
      messageLanguage: null,
      language: 'en',
    });

    // a language the office does not write is refused on its field, and nobody is registered
    const refused = await call('POST', '/receptionist/add-student', receptionist, {
      ...studentInput(counselor.id, { phoneNumber: '01712-345670' }),
      messageLanguage: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ messageLanguage: 'Choose English or Bangla' });
    // the Edit form's call leaves it to its own: a change of it there is refused as an unknown field
    const edit = await call('PATCH', `/student/${office.studentId}`, counselor, { messageLanguage: 'bn' });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.body).toMatch(/messageLanguage/);
  });
});
