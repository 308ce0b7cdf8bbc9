import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { callerOf, makeEmployee, PASSWORD, testApp } from '../../../test/helpers.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { employees } from '../../db/schema.ts';
import { createMail } from '../../platform/mail.ts';
import { emailSender } from '../messages/channels.ts';
import { OUT_OF_DATE, sendDueMessages } from '../messages/sender.ts';
import { issuePasswordReset, RESET_VALID_MS } from './password-reset.ts';

const { app, db, config } = await testApp();
const smtp = await startSmtp();
afterAll(() => smtp.close());
const senders = {
  email: emailSender(db, createMail({ SMTP_URL: smtp.url, MAIL_FROM: config.MAIL_FROM }), config.PUBLIC_URL),
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers });
const mailsTo = (email: string) => db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const NEW_PASSWORD = 'a-brand-new-secret';

describe('Forgot password?', () => {
  it('answers 202 alike for a known and an unknown address; only the known one gets a link by e-mail', async () => {
    const nadia = await makeEmployee(db, ['Counselor'], { name: 'Nadia Rahman' });
    const known = await post('password-reset', { email: nadia.email.toUpperCase() });
    const unknown = await post('password-reset', { email: 'nobody-here@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ data: null });
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    expect(await mailsTo(nadia.email)).toHaveLength(1);

    await sendDueMessages(db, senders);
    const mail = smtp.received.find((m) => m.subject === 'Reset your StudyDesk password');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(nadia.email);
    expect(mail?.text).toContain('Hello Nadia Rahman');
    expect(mail?.text).toContain(`${config.PUBLIC_URL}/reset-password?token=`);
    expect(mail?.html).toContain('Choose a new password</a>');
    const token = tokenIn(mail?.text ?? '');
    expect(token.length).toBeGreaterThan(40);

    // a second ask within the minute sends no second link
    await post('password-reset', { email: nadia.email });
    expect(await mailsTo(nadia.email)).toHaveLength(1);

    expect((await post('password-reset/check', { token })).json()).toEqual({ data: { email: nadia.email } });
    const weak = await post('password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty('password');

    const done = await post('password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    // the old password no longer works, the new one does, and the sessions of before are gone
    expect((await post('login', { email: nadia.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('login', { email: nadia.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: nadia.cookie } });
    expect(me.statusCode).toBe(401);

    // used twice: a clear refusal, before and on sending a password
    for (const url of ['password-reset/check', 'password-reset/confirm']) {
      const again = await post(url, { token, password: 'yet-another-secret' });
      expect(again.statusCode).toBe(403);
      expect(again.json().error).toEqual({
        code: 'INVALID_LINK',
        message:
          'This password reset link no longer works: it was used, or the password was set since. Ask for a new one.',
      });
    }
  });

  it('refuses a link older than 30 minutes (an injected clock), and one that never was', async () => {
    const omar = await makeEmployee(db, ['admin Officer']);
    await issuePasswordReset(db, config, omar.email, new Date(Date.now() - RESET_VALID_MS - 1000));
    const [mail] = await mailsTo(omar.email);
    const late = await post('password-reset/confirm', { token: tokenIn(mail?.text ?? ''), password: NEW_PASSWORD });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(
      'This password reset link has expired (links work for 30 minutes). Ask for a new one.',
    );
    expect((await post('login', { email: omar.email, password: PASSWORD })).statusCode).toBe(200);

    const forged = await post('password-reset/check', { token: 'A'.repeat(43) });
    expect(forged.json().error.message).toBe('This password reset link is not valid. Ask for a new one.');
    for (const body of [{}, { email: 'not an address' }, { email: 5 }, { email: `${'a'.repeat(300)}@x.com` }]) {
      expect((await post('password-reset', body)).statusCode).toBe(400);
    }
    expect((await post('password-reset/confirm', { token: '<script>', password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('stops a link asked for before the password was set another way or the e-mail changed', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const linkOf = async (who: { email: string }) => {
      await issuePasswordReset(db, config, who.email, new Date());
      const [mail] = (await mailsTo(who.email)).slice(-1);
      return tokenIn(mail?.text ?? '');
    };
    const works = async (token: string) => (await post('password-reset/check', { token })).statusCode === 200;
    const call = callerOf(app);

    const own = await makeEmployee(db, ['Counselor']);
    const ownLink = await linkOf(own);
    expect(await works(ownLink)).toBe(true);
    const changed = await call('PUT', '/settings/password', own, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await works(ownLink)).toBe(false);

    const reset = await makeEmployee(db, ['Counselor']);
    const resetLink = await linkOf(reset);
    const byAdmin = await call('POST', `/super-admin/employee/${reset.id}/reset-password`, admin, {
      password: NEW_PASSWORD,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await works(resetLink)).toBe(false);

    const moved = await makeEmployee(db, ['Hr']);
    const movedLink = await linkOf(moved);
    const edited = await call('PATCH', `/super-admin/employee/${moved.id}`, admin, {
      email: `moved-${moved.email}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await works(movedLink)).toBe(false);
  });

  it('never sends a link that stopped working while its mail waited, to the old address or the new', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const moved = await makeEmployee(db, ['Hr']);
    await issuePasswordReset(db, config, moved.email, new Date());
    const [waiting] = await mailsTo(moved.email);
    const edited = await callerOf(app)('PATCH', `/super-admin/employee/${moved.id}`, admin, {
      email: `new-${moved.email}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // and one asked for 31 minutes ago that the mail server could not take until now
    const late = await makeEmployee(db, ['Hr']);
    await issuePasswordReset(db, config, late.email, new Date(Date.now() - RESET_VALID_MS - 60_000));
    const [lateMail] = await mailsTo(late.email);

    await sendDueMessages(db, senders);
    for (const id of [waiting?.id, lateMail?.id]) {
      const [row] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id ?? ''));
      expect(row).toMatchObject({ state: 'refused', lastError: OUT_OF_DATE });
    }
    const to = (m: (typeof smtp.received)[number]) => (m.to && 'text' in m.to ? m.to.text : '');
    const sentTo = smtp.received.map(to);
    for (const address of [moved.email, `new-${moved.email}`, late.email]) expect(sentTo).not.toContain(address);
    const retried = await callerOf(app)('POST', `/messages/outbox/${waiting?.id}/retry`, admin);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().error.message).toBe('The link in this message no longer works, so it is not sent again.');
  });

  it('sends nothing to a deactivated account', async () => {
    const gone = await makeEmployee(db, ['Counselor']);
    await db.update(employees).set({ active: false }).where(eq(employees.id, gone.id));
    expect((await post('password-reset', { email: gone.email })).statusCode).toBe(202);
    expect(await mailsTo(gone.email)).toEqual([]);
  });
});

describe('Forgot password? under pressure', async () => {
  const limited = await testApp({ LOGIN_RATE_LIMIT: '3' });
  it('answers 429 past the limit of asks a minute per address', async () => {
    const ask = () =>
      limited.app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { email: 'a@example.com' } });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await ask()).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
  });
});
