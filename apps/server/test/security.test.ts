import CFB from 'cfb';
import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { websiteProfiles } from '../src/db/schema/website.ts';
import { VISITOR_COOKIE } from '../src/modules/website-leads/visitor.ts';
import { multipart, PDF } from './files.ts';
import { cookieFor, makeEmployee, PASSWORD, sessionCookieOf, type TestEmployee, testApp } from './helpers.ts';
import { registerStudent, studentInput } from './students.ts';

/**
 * The reproductions of the security probe (issue #25), one a finding, so none can return. The hostile-input
 * suite sends item 11's inputs to every route; the faults suite sends item 1's Origin to the real process.
 */
const { app, db } = await testApp({ ENQUIRY_RATE_LIMIT: '1000', UPLOAD_LINK_DAILY_MB: '1' });
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });

describe('1. an Origin that is not a URL', () => {
  it.each(['null', 'not a url', 'http://'])(
    'is refused on the socket handshake (%s) and the server answers on',
    async (origin) => {
      const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
      expect(handshake.status).toBe(403);
      expect((await fetch(`${baseUrl}/api/v1/health`)).status).toBe(200);
    },
  );

  it('is refused on a state-changing request like a foreign one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin: 'null' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('2. a website lead cannot be taken over', () => {
  const enquiry = (name: string, email: string, phone: string) => ({
    name,
    email,
    phone,
    education: { qualification: 'HSC', total: '5.0' },
  });
  const enquire = (body: object, cookie = '') =>
    app.inject({ method: 'POST', url: '/api/v1/public/enquiry', payload: body, headers: { cookie } });
  const visitorOf = (response: { cookies: { name: string; value: string }[] }) =>
    `${VISITOR_COOKIE}=${response.cookies.find((c) => c.name === VISITOR_COOKIE)?.value}`;

  it('stores a repeat enquiry from another browser apart, reveals nothing, and marks it for staff', async () => {
    const victim = await enquire(enquiry('Victim Person', 'victim@example.net', '+8801712000001'));
    const victimId = victim.json().data.profileId;
    const attack = await enquire(enquiry('Attacker', 'attacker@example.net', '+880 1712-000001'));
    expect(attack.statusCode).toBe(200);
    expect(attack.json().data).toMatchObject({ updated: false });
    expect(attack.json().data.profileId).not.toBe(victimId);
    expect(attack.body).not.toContain('Victim');

    const mine = await app.inject({
      method: 'GET',
      url: '/api/v1/public/my-profile',
      headers: { cookie: visitorOf(attack) },
    });
    expect(mine.json().data.profile.general).toEqual({
      name: 'Attacker',
      email: 'attacker@example.net',
      phone: '+8801712000001',
    });
    expect(mine.body).not.toContain('victim@example.net');
    const [kept] = await db.select().from(websiteProfiles).where(eq(websiteProfiles.id, victimId));
    expect(kept).toMatchObject({ name: 'Victim Person', email: 'victim@example.net' });

    const staffView = await call('GET', `/admin/profile/${attack.json().data.profileId}`, admin.cookie);
    expect(staffView.json().data.possibleDuplicateOf).toMatchObject({ _id: victimId, name: 'Victim Person' });
  });

  it('updates the own profile only from the browser that holds it', async () => {
    const first = await enquire(enquiry('Returning Lead', 'returning@example.net', '+8801712000002'));
    const again = await enquire(
      enquiry('Returning Lead B', 'returning@example.net', '+8801712000002'),
      visitorOf(first),
    );
    expect(again.json().data).toMatchObject({ updated: true, profileId: first.json().data.profileId });
  });

  it('lets Super Admin merge a duplicate into the earlier profile, which keeps its own contact', async () => {
    const earlier = await enquire(enquiry('Merge Earlier', 'merge@example.net', '+8801712000003'));
    const later = await enquire({
      ...enquiry('Merge Later', 'MERGE@example.net', '+8801712000099'),
      additional: { address: 'House 9, Dhaka' },
    });
    const laterId = later.json().data.profileId;
    expect((await call('POST', `/admin/merge-profile/${laterId}`, counselor.cookie)).statusCode).toBe(403);
    const merged = await call('POST', `/admin/merge-profile/${laterId}`, admin.cookie);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data).toMatchObject({
      _id: earlier.json().data.profileId,
      general: { name: 'Merge Earlier', email: 'merge@example.net' },
      additional: { address: 'House 9, Dhaka' },
    });
    expect((await call('GET', `/admin/profile/${laterId}`, admin.cookie)).statusCode).toBe(404);
    const again = await call('POST', `/admin/merge-profile/${earlier.json().data.profileId}`, admin.cookie);
    expect(again.statusCode).toBe(409);
  });
});

describe('3. a removed role stops working', () => {
  it('drops the session to a role still held; Super Admin is neither taken away nor added', async () => {
    const target = await makeEmployee(db, ['Counselor', 'receptionist']);
    const roles = (await call('GET', `/role/${target.email}`, target.cookie)).json().data as {
      _id: string;
      role: string;
    }[];
    const counselorRole = roles.find((r) => r.role === 'Counselor');
    const remove = (id: string | undefined) =>
      app.inject({ method: 'DELETE', url: `/api/v1/role/${id}`, headers: { cookie: admin.cookie } });
    expect((await remove(counselorRole?._id)).statusCode).toBe(200);
    const me = await call('GET', '/auth/me', target.cookie);
    expect(me.json().data.user.role).toBe('receptionist');
    const grant = await call('POST', '/super-admin/add-new-role', target.cookie, {
      employee_id: target.employeeId,
      role: 'Super Admin',
    });
    expect(grant.statusCode).toBe(403);
    const byAdmin = await call('POST', '/super-admin/add-new-role', admin.cookie, {
      employee_id: target.employeeId,
      role: 'Super Admin',
    });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().error.fields).toHaveProperty('role');
    // nobody could give it back: the Super Admin role stays
    const admins = (await call('GET', `/role/${admin.email}`, admin.cookie)).json().data as { _id: string }[];
    expect((await remove(admins[0]?._id)).json().error.code).toBe('SUPER_ADMIN_KEPT');
    expect((await call('GET', '/auth/me', admin.cookie)).json().data.user.role).toBe('Super Admin');
  });

  it('signs out a session whose role is gone without the removal route', async () => {
    const target = await makeEmployee(db, ['Hr', 'receptionist']);
    const stale = await cookieFor(db, target.id, 'Counselor');
    expect((await call('GET', '/auth/me', stale)).statusCode).toBe(401);
  });
});

describe('4. rate limits behind a proxy', () => {
  it('counts the address the trusted proxy saw, not one the client made up', async () => {
    const proxied = await testApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.2.${n}.1, 192.0.2.77` },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });
});

describe('5. changing one’s own password', () => {
  it('ends every other session of the account and keeps this one', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const otherBrowser = await cookieFor(db, employee.id, 'Counselor');
    const changed = await call('PUT', '/settings/password', employee.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'another-long-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/auth/me', employee.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', otherBrowser)).statusCode).toBe(401);
  });
});

describe('6, 7 and 9: files', () => {
  const cfbFile = (stream: string) => {
    const file = CFB.utils.cfb_new();
    CFB.utils.cfb_add(file, stream, Buffer.alloc(2048, 1));
    return CFB.write(file, { type: 'buffer' }) as Buffer;
  };

  it('6. an upload link has a quota over 24 hours, with a message in both languages; staff are not limited', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const link = (await call('POST', `/student/${student.studentId}/upload-link`, counselor.cookie)).json().data
      .url as string;
    const publicUrl = link.replace(/^\/file-upload\/(\d+)\/[^?]+\?t=/, '/api/v1/public/upload/$1?t=');
    const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 32)]);
    const send = (url: string, cookie = '') =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: big }),
      });
    expect((await send(publicUrl)).statusCode).toBe(200);
    const refused = await send(publicUrl);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/in 24 hours.*Try again later.*গত ২৪ ঘণ্টায়/s);
    const staff = await send(
      `/api/v1/student/add-documents/${student.studentId}/${counselor.employeeId}`,
      counselor.cookie,
    );
    expect(staff.statusCode).toBe(200);
  });

  it('7. Hr cannot read a student’s file through the employee file route', async () => {
    const hr = await makeEmployee(db, ['Hr']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const upload = await app.inject({
      method: 'POST',
      url: `/api/v1/student/add-documents/${student.studentId}/${counselor.employeeId}`,
      headers: { cookie: counselor.cookie },
      payload: multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }),
    });
    expect(upload.statusCode).toBe(200);
    const response = await call('GET', `/employees/${student._id}/files/cv`, hr.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('%PDF');
  });

  it('9. a Compound File is a DOC only with a Word stream; documents are served sandboxed', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const send = (content: Buffer, name: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/student/add-documents/${student.studentId}/${counselor.employeeId}`,
        headers: { cookie: counselor.cookie },
        payload: multipart({ documentName: 'cv' }, { name, content }),
      });
    expect((await send(cfbFile('!_MsiTables'), 'setup.doc')).statusCode).toBe(415);
    expect((await send(cfbFile('WordDocument'), 'letter.doc')).statusCode).toBe(200);
    const documents = (await call('GET', `/student/get-documents/${student.studentId}`, counselor.cookie)).json().data;
    const served = await app.inject({
      method: 'GET',
      url: documents.cv.current.url,
      headers: { cookie: counselor.cookie },
    });
    expect(served.headers).toMatchObject({
      'content-type': 'application/msword',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await send(PDF, 'cv.pdf')).statusCode).toBe(200);
    const pdf = (await call('GET', `/student/get-documents/${student.studentId}`, counselor.cookie)).json().data.cv
      .current.url;
    const shown = await app.inject({ method: 'GET', url: pdf, headers: { cookie: counselor.cookie } });
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
  });
});

describe('8. sockets after logout', () => {
  it('closes the open sockets of the session that signed out', async () => {
    const employee = await makeEmployee(db, ['Counselor']);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: employee.email, password: PASSWORD },
    });
    const cookie = sessionCookieOf(login);
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await call('POST', '/auth/logout', cookie)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('12. the Content-Security-Policy', () => {
  it("is helmet's, with our sources, on every answer, an error's too", async () => {
    for (const url of ['/api/v1/health', '/api/v1/no-such-route', '/login']) {
      const { headers } = await app.inject({ method: 'GET', url });
      const policy = String(headers['content-security-policy']);
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("connect-src 'self' ws: wss:");
      expect(policy, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy, url).toContain("frame-ancestors 'self'");
      expect(headers, url).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': expect.stringContaining('max-age='),
        'referrer-policy': 'no-referrer',
      });
    }
  });

  it('asks for HTTPS upgrades only over HTTPS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const proxied = await testApp({ TRUST_PROXY: '1' });
    const secure = await proxied.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(secure.headers['cache-control']).toBe('no-store');
  });
});

describe('13, 14 and 16: what staff write and read', () => {
  it('13. an application link is http or https only', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const officer = await makeEmployee(db, ['admin Officer']);
    for (const link of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const response = await call(
        'POST',
        `/applicant/university-upload/${student.studentId}/${counselor.employeeId}/${officer.employeeId}`,
        officer.cookie,
        {
          universityName: 'U',
          subject: 'S',
          country: 'UK',
          intake: 'Sep',
          link,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('link');
    }
  });

  it('14. the audit trail shows personal values to Super Admin only', async () => {
    const engineer = await makeEmployee(db, ['Software Engineer']);
    const employee = await makeEmployee(db, ['Hr']);
    await call('PATCH', `/super-admin/employee/${employee.id}`, admin.cookie, { salary: '95000' });
    const query = `/audit?recordType=employee&recordId=${employee.id}`;
    const forEngineer = await call('GET', query, engineer.cookie);
    expect(forEngineer.body).not.toContain('95000');
    expect(forEngineer.json().data[0]).toMatchObject({
      fields: ['salary'],
      valuesHidden: true,
      before: null,
      after: null,
    });
    const forAdmin = await call('GET', query, admin.cookie);
    expect(forAdmin.json().data[0]).toMatchObject({ after: { salary: '95000' }, valuesHidden: false });
  });

  it('16. a PATCH of one’s own profile changes only the fields it names; an empty one is a 400', async () => {
    const employee = await makeEmployee(db, ['receptionist']);
    await call('PATCH', '/settings/profile', employee.cookie, { phone: '+8801712345678', address: 'House 1, Dhaka' });
    await call('PATCH', '/settings/profile', employee.cookie, { address: 'House 2, Dhaka' });
    const afterAddress = (await call('GET', '/settings/profile', employee.cookie)).json().data;
    expect(afterAddress).toMatchObject({ phone: '+8801712345678', address: 'House 2, Dhaka' });
    await call('PATCH', '/settings/profile', employee.cookie, { phone: '+8801812345678' });
    const afterPhone = (await call('GET', '/settings/profile', employee.cookie)).json().data;
    expect(afterPhone).toMatchObject({ phone: '+8801812345678', address: 'House 2, Dhaka' });
    const empty = await call('PATCH', '/settings/profile', employee.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('body');
  });
});
