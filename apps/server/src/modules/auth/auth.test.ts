import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, PASSWORD, sessionCookieOf, testApp } from '../../../test/helpers.ts';
import { loginFailures } from '../../db/schema/sign-in.ts';
import { employees } from '../../db/schema.ts';
import { failureDelayMs } from './auth.service.ts';

const { app, db } = await testApp();

describe('first run', () => {
  it('offers set-up only while no account exists, and creates one Super Admin however many ask at once', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/v1/auth/setup' });
    expect(before.json()).toEqual({ data: { needsSetup: true, codeRequired: false } });

    const attempts = await Promise.all(
      ['a', 'b', 'c'].map((n) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/setup',
          payload: { name: `Boss ${n}`, email: `boss-${n}@example.com`, password: 'a-long-password' },
        }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = attempts.find((r) => r.statusCode === 200);
    expect(winner?.json().data.user).toMatchObject({ role: 'Super Admin', employee_id: '1' });
    expect(winner?.json().data.user).not.toHaveProperty('passwordHash');
    const refused = attempts.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: { code: 'ALREADY_SET_UP', message: 'StudyDesk is already set up. Sign in instead.' },
    });

    const after = await app.inject({ method: 'GET', url: '/api/v1/auth/setup' });
    expect(after.json()).toEqual({ data: { needsSetup: false, codeRequired: false } });
  });

  it('refuses a set-up with bad fields, naming each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/setup',
      payload: { name: '', email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      password: 'Use at least 8 characters',
    });
  });
});

describe('sign-in', () => {
  let email: string;
  beforeAll(async () => {
    ({ email } = await makeEmployee(db, ['Counselor', 'admin Officer']));
  });

  it('signs in with an httpOnly SameSite cookie and answers the stored user of the first role', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { data } = response.json();
    expect(data.user).toMatchObject({ email, role: 'Counselor', profilePic: null });
    expect(data.roles.map((r: { role: string }) => r.role)).toEqual(['Counselor', 'admin Officer']);

    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.json().data.user.email).toBe(email);
  });

  it('answers the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'nope' } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('The e-mail or password is not correct.');
    expect(wrong.cookies).toEqual([]);
  });

  it('slows down repeated failures per e-mail and address, alike for unknown e-mails, and forgets them after a success', async () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(failureDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 4000]);
    const { email: other } = await makeEmployee(db, ['receptionist']);
    const login = (email: string, password: string, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
    const failuresOf = async (email: string) =>
      Object.fromEntries(
        (await db.select().from(loginFailures).where(eq(loginFailures.email, email))).map((r) => [
          r.address,
          r.failures,
        ]),
      );
    for (let i = 0; i < 3; i++) {
      await login(other, 'nope');
      await login('nobody-here@example.com', 'nope');
    }
    // an unknown e-mail is counted (and so slowed) exactly like a real account
    expect(await failuresOf(other)).toEqual({ '203.0.113.7': 3 });
    expect(await failuresOf('nobody-here@example.com')).toEqual({ '203.0.113.7': 3 });
    // a colleague signing in to the same account from another address is not slowed by them
    expect((await login(other, PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    expect(await failuresOf(other)).toEqual({ '203.0.113.7': 3 });
    expect((await login(other, PASSWORD)).statusCode).toBe(200);
    expect(await failuresOf(other)).toEqual({});
  });

  it('refuses a deactivated account, and its open sessions stop working', async () => {
    const employee = await makeEmployee(db, ['Hr']);
    await db.update(employees).set({ active: false }).where(eq(employees.id, employee.id));
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: employee.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toBe('This account has been deactivated.');
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: employee.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('validates the body and names the fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 42 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'password']);
  });

  it('limits sign-in attempts per address', async () => {
    const limited = await testApp({ LOGIN_RATE_LIMIT: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'x@example.com', password: 'nope' },
      });
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);

    // a session guessing its account's current password is held to the same pace, from any address
    const holder = await makeEmployee(limited.db, ['Counselor']);
    const guesses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await limited.app.inject({
        method: 'PUT',
        url: '/api/v1/settings/password',
        headers: { cookie: holder.cookie },
        payload: { currentPassword: `guess-${i}`, newPassword: 'attacker-password' },
        remoteAddress: `10.9.0.${i + 1}`,
      });
      guesses.push(r.statusCode);
    }
    expect(guesses).toEqual([400, 400, 400, 429]);
  });
});

describe('session and roles', () => {
  it('logs out: the cookie is cleared and the session no longer works', async () => {
    const employee = await makeEmployee(db, ['receptionist']);
    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: employee.cookie } });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: employee.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } });
  });

  it('switches the active role on the server, only to a role the account holds', async () => {
    const multi = await makeEmployee(db, ['Counselor', 'admin Officer', 'Admin Office Visa Section']);
    const headers = { cookie: multi.cookie };
    const switched = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/role',
      headers,
      payload: { role: 'admin Officer' },
    });
    expect(switched.json().data.user.role).toBe('admin Officer');
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.json().data.user.role).toBe('admin Officer');

    const refused = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/role',
      headers,
      payload: { role: 'Super Admin' },
    });
    expect(refused.statusCode).toBe(403);
    const still = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(still.json().data.user.role).toBe('admin Officer');
    const unknown = await app.inject({ method: 'PUT', url: '/api/v1/auth/role', headers, payload: { role: 'Boss' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists the roles of an e-mail: own for everyone, any for Super Admin', async () => {
    const counselor = await makeEmployee(db, ['Counselor', 'Hr']);
    const admin = await makeEmployee(db, ['Super Admin']);
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/role/${counselor.email}`,
      headers: { cookie: counselor.cookie },
    });
    expect(own.json().data.map((r: { role: string }) => r.role)).toEqual(['Counselor', 'Hr']);
    expect(own.json().data[0]).toHaveProperty('_id');
    const others = await app.inject({
      method: 'GET',
      url: `/api/v1/role/${admin.email}`,
      headers: { cookie: counselor.cookie },
    });
    expect(others.statusCode).toBe(403);
    expect(others.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'You do not have access to this.' } });
    const byAdmin = await app.inject({
      method: 'GET',
      url: `/api/v1/role/${counselor.email}`,
      headers: { cookie: admin.cookie },
    });
    expect(byAdmin.json().data).toHaveLength(2);
  });

  it('refuses a state-changing request from another site', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: employee.cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    const same = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: employee.cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
  });
});
