import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { sweepReminders } from './reminders.ts';

const { app, db } = await testApp();
const hr = await makeEmployee(db, ['Hr']);
const keen = await makeEmployee(db, ['Counselor'], { name: 'Keen Counselor' });
const quiet = await makeEmployee(db, ['Counselor']);

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestEmployee | null, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {}, payload });
const mailsTo = (who: TestEmployee) => db.select().from(outboxMessages).where(eq(outboxMessages.recipient, who.email));

describe('reminders by e-mail', () => {
  it('is each employee’s own choice, off by default, and refuses what is no choice', async () => {
    expect((await call('GET', '/settings/reminder-emails', keen)).json()).toEqual({
      data: { remindersByEmail: false },
    });
    const saved = await call('PUT', '/settings/reminder-emails', keen, { remindersByEmail: true });
    expect(saved.json()).toEqual({ data: { remindersByEmail: true } });
    expect((await call('GET', '/settings/reminder-emails', keen)).json().data.remindersByEmail).toBe(true);
    expect((await call('GET', '/settings/reminder-emails', quiet)).json().data.remindersByEmail).toBe(false);
    for (const body of [{}, { remindersByEmail: 'yes' }, { remindersByEmail: null }]) {
      expect((await call('PUT', '/settings/reminder-emails', keen, body)).statusCode).toBe(400);
    }
    expect((await call('PUT', '/settings/reminder-emails', null, { remindersByEmail: true })).statusCode).toBe(401);
  });

  it('mails a due reminder to an employee who opted in only, once however often the sweep runs', async () => {
    const dueAt = new Date(Date.now() + 10 * 60_000).toISOString();
    for (const who of [keen, quiet]) {
      const task = await call('POST', '/tasks', hr, { title: 'Phone the embassy', dueAt, assigneeId: who.id });
      expect(task.statusCode, task.body).toBe(201);
    }
    const later = new Date(Date.now() + 11 * 60_000);
    await sweepReminders(db, later);
    await sweepReminders(db, later);
    const mails = await mailsTo(keen);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      studentId: null,
      subject: 'Reminder: the task “Phone the embassy” is due now.',
      state: 'queued',
    });
    expect(mails[0]?.text).toContain('Hello Keen Counselor');
    expect(mails[0]?.idempotencyKey).toMatch(/^reminder:/);
    expect(await mailsTo(quiet)).toEqual([]);
  });
});
