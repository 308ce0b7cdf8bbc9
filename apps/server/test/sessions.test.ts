import { createHash } from 'node:crypto';
import { errorBodySchema } from '@studydesk/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { resetPassword } from '../src/modules/employees/employees.lifecycle.ts';
import { cookieFor, holdOpen, lockWaits, makeEmployee, PASSWORD, sessionCookieOf, testApp } from './helpers.ts';

/**
 * Sessions and cross-site requests, beyond what auth.test.ts and employees.test.ts already cover
 * (httpOnly + SameSite at sign-in, logout, a deactivated account's one session, password reset).
 */
const { app, db, pool } = await testApp();

const login = (email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { email, password: PASSWORD } });
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
const sidOf = (cookie: string) => cookie.replace(/^sid=/, '');

describe('a new session on every sign-in', () => {
  it('ignores a session id planted before sign-in and issues a fresh one', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const planted = 'attacker-chosen-session-id-0123456789abcdef';
    const response = await login(employee.email, { cookie: `sid=${planted}` });
    expect(response.statusCode).toBe(200);
    const issued = sidOf(sessionCookieOf(response));
    expect(issued).not.toBe('');
    expect(issued).not.toBe(planted);
    // the planted id was never made a session: it signs nobody in
    expect((await me(`sid=${planted}`)).statusCode).toBe(401);
    expect((await me(`sid=${issued}`)).statusCode).toBe(200);
  });

  it('replaces a valid session held before sign-in with a new id', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const before = sidOf(employee.cookie);
    const first = sidOf(sessionCookieOf(await login(employee.email, { cookie: employee.cookie })));
    const second = sidOf(sessionCookieOf(await login(employee.email, { cookie: `sid=${first}` })));
    expect(new Set([before, first, second]).size).toBe(3);
    expect(first).toMatch(/^[\w-]{40,}$/); // 32 random bytes, base64url
  });

  it('keeps only a digest of the session id in the database', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const token = sidOf(sessionCookieOf(await login(employee.email)));
    const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.employeeId, employee.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows.map((r) => r.id)).toContain(createHash('sha256').update(token).digest('hex'));
  });
});

describe('logout', () => {
  it('ends the session on the server and tells the browser to drop the cookie', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const cookie = sessionCookieOf(await login(employee.email));
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    const again = await me(cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
  });
});

describe('offboarding ends every session', () => {
  it('signs out every browser of a deactivated employee, and they stay out', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const leaving = await makeEmployee(db, ['Counselor', 'Hr']);
    const laptop = sessionCookieOf(await login(leaving.email));
    const phone = sessionCookieOf(await login(leaving.email));
    const other = await cookieFor(db, leaving.id, 'Hr');
    for (const cookie of [leaving.cookie, laptop, phone, other]) expect((await me(cookie)).statusCode).toBe(200);

    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/super-admin/employee/${leaving.id}/deactivate`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(done.statusCode, done.body).toBe(200);
    for (const cookie of [leaving.cookie, laptop, phone, other]) expect((await me(cookie)).statusCode).toBe(401);
    const left = await db.select().from(sessions).where(eq(sessions.employeeId, leaving.id));
    expect(left).toEqual([]);
    // the admin's own session is untouched
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });
});

describe('a password reset ends every session', () => {
  it('refuses a sign-in with the old password that was being checked while the reset ran', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const employee = await makeEmployee(db, ['Counselor']);
    // The reset's transaction still open: its new password not yet seen, its ending of the sessions already done.
    const resetting = holdOpen(db, (tx) => resetPassword(tx, employee.id, 'a-new-password-2026', admin.id));
    await resetting.opened;
    let answered = false;
    const signingIn = login(employee.email).then((response) => {
      answered = true;
      return response;
    });
    for (let i = 0; !answered; i++) {
      if (await lockWaits(db, '%insert into sessions%')) break;
      if (i === 100) throw new Error('the sign-in neither answered nor waited for the reset');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    resetting.release();
    await resetting.ended;
    const response = await signingIn;
    expect(response.statusCode, response.body).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.employeeId, employee.id))).toEqual([]);
  });
});

describe('session cookie attributes', () => {
  it('is httpOnly, SameSite=Lax, path / and expires; not Secure over plain http', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const cookie = (await login(employee.email)).cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime() ?? 0).toBeGreaterThan(Date.now());
  });

  it('is not made Secure by a forwarded header the server was not told to trust', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const response = await login(employee.email, { 'x-forwarded-proto': 'https' });
    expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });

  it('is Secure behind an HTTPS proxy (TRUST_PROXY=true and X-Forwarded-Proto: https)', async () => {
    const proxied = await testApp({ TRUST_PROXY: 'true' });
    const employee = await makeEmployee(proxied.db, ['Counselor']);
    const response = await proxied.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      payload: { email: employee.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const plain = await proxied.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-proto': 'http' },
      payload: { email: employee.email, password: PASSWORD },
    });
    expect(plain.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });
});

describe('cross-site requests', () => {
  const FOREIGN = [
    'https://evil.example',
    'null', // sandboxed frames and some redirects send this
    'http://localhost:3000.evil.example',
    'http://localhost:3000@evil.example',
    'http://evil.example:3000',
    'not a url',
  ];

  /** Plausible values for a path's parameters, so the request would otherwise reach its handler. */
  const fillPath = (url: string, employee: { id: string; employeeId: string; email: string }) =>
    url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'email') return employee.email;
      if (name === 'employee_id' || name === 'employeeId' || name === 'userId') return employee.employeeId;
      if (name === 'id') return employee.id;
      return '1';
    });

  async function fingerprint() {
    const { rows } = await pool.query(
      `select (select count(*) from sessions) as s, (select count(*) from students) as st,
              (select count(*) from employees) as e, (select max(xmin::text::bigint) from employees) as ev,
              (select max(xmin::text::bigint) from sessions) as sv, (select max(xmin::text::bigint) from students) as stv`,
    );
    return rows[0];
  }

  it('refuses every state-changing route called from another site, before it runs', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const writes = app.declaredRoutes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      for (const origin of FOREIGN) {
        const before = await fingerprint();
        const response = await app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, admin),
          headers: { cookie: admin.cookie, origin, host: 'localhost:3000' },
          payload: {},
        });
        const label = `${route.method} ${route.url} from ${origin} -> ${response.statusCode} ${response.body}`;
        expect(response.statusCode, label).toBe(403);
        expect(errorBodySchema.strict().parse(response.json()), label).toEqual({
          error: { code: 'FORBIDDEN', message: 'You do not have access to this.' },
        });
        expect(await fingerprint(), label).toEqual(before);
      }
    }
    // the refusals did not sign the admin out (logout was among the routes)
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('lets the same site through, and reads (GET) from anywhere', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const same = await app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/read-all',
      headers: { cookie: employee.cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: employee.cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(read.statusCode).toBe(200);
    // no CORS grant: another site's script cannot read the answer
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
