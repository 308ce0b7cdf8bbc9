import { NOTIFICATION_EVENT, type Notification } from '@studydesk/shared/notifications';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { buildApp } from '../../app.ts';
import { notify } from './notifications.service.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { app, db, config } = await testApp({ REDIS_URL });
// A second instance of the server on the same database and Redis, as behind a load balancer.
const second = await buildApp({ config, db });
const sockets: Socket[] = [];

let receptionist: TestEmployee;
let counselor: TestEmployee;
let other: TestEmployee;
let firstUrl: string;
let secondUrl: string;

beforeAll(async () => {
  firstUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  other = await makeEmployee(db, ['Counselor', 'Super Admin']);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second.close();
});

function open(url: string, cookie?: string) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

const next = (socket: Socket) => new Promise<Notification>((resolve) => socket.once(NOTIFICATION_EVENT, resolve));

describe('notifications', () => {
  it('refuses a socket without a valid session', async () => {
    await expect(connected(open(firstUrl))).rejects.toThrow('Sign in to continue.');
    await expect(connected(open(firstUrl, 'sid=forged'))).rejects.toThrow('Sign in to continue.');
    // not percent-encoding: refused as well, not left hanging
    await expect(connected(open(firstUrl, 'sid=%E0%A4%A'))).rejects.toThrow('Sign in to continue.');
  });

  it('closes a socket when its session ends, by signing out or by time', async () => {
    const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const leaving = await makeEmployee(db, ['Counselor']);
    const signedIn = open(secondUrl, leaving.cookie);
    await connected(signedIn);
    const signOut = closed(signedIn);
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: leaving.cookie } });
    expect(await signOut).toBe('io server disconnect');

    const expiring = await makeEmployee(db, ['Counselor']);
    await db.execute(
      sql`update sessions set expires_at = now() + interval '1 second' where employee_id = ${expiring.id}`,
    );
    const idle = open(firstUrl, expiring.cookie);
    await connected(idle);
    expect(await closed(idle)).toBe('io server disconnect');
    await expect(connected(open(firstUrl, expiring.cookie))).rejects.toThrow('Sign in to continue.');
  });

  it('delivers through another instance, to every tab of the recipient and nobody else', async () => {
    const tabOne = open(secondUrl, counselor.cookie);
    const tabTwo = open(firstUrl, counselor.cookie);
    const bystander = open(secondUrl, other.cookie);
    await Promise.all([connected(tabOne), connected(tabTwo), connected(bystander)]);
    let bystanderHeard = false;
    bystander.on(NOTIFICATION_EVENT, () => {
      bystanderHeard = true;
    });

    const arrivals = Promise.all([next(tabOne), next(tabTwo)]);
    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Live Wire' }),
    );
    const [one, two] = await arrivals;
    expect(one).toEqual(two);
    expect(one).toMatchObject({
      isRead: false,
      studentId: student.studentId,
      employeeId: counselor.employeeId,
      counselorId: counselor.employeeId,
      for: 'counseling',
      message: `New student Live Wire (${student.studentId}) was assigned to you by ${receptionist.name}.`,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderHeard).toBe(false);
  });

  it('lists own notifications newest first with the unread count, and refuses anyone else’s', async () => {
    await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Second Lead' }));
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/notifications/${counselor.employeeId}`,
      headers: { cookie: counselor.cookie },
    });
    expect(own.statusCode).toBe(200);
    const body = own.json();
    expect(body.unread).toBe(2);
    expect(body.data[0].message).toContain('Second Lead');
    expect(body.page).toEqual({ number: 1, size: 20, hasNext: false });

    for (const who of [other, receptionist]) {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/v1/notifications/${counselor.employeeId}`,
        headers: { cookie: who.cookie },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Second Lead');
    }
  });

  it('pages newest first, and tells the unread count on a page past the end and in an empty inbox', async () => {
    const paged = await makeEmployee(db, ['Counselor']);
    const page = async (who: TestEmployee, query: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/notifications/${who.employeeId}?${query}`,
          headers: { cookie: who.cookie },
        })
      ).json();
    expect(await page(paged, 'page=1&pageSize=2')).toEqual({
      data: [],
      page: { number: 1, size: 2, hasNext: false },
      unread: 0,
    });
    for (const name of ['Paged One', 'Paged Two', 'Paged Three']) {
      await registerStudent(app, receptionist.cookie, studentInput(paged.id, { fullName: name }));
    }
    const first = await page(paged, 'page=1&pageSize=2');
    expect(first.data.map((n: Notification) => n.message.split(' (')[0])).toEqual([
      'New student Paged Three',
      'New student Paged Two',
    ]);
    expect(first.page).toEqual({ number: 1, size: 2, hasNext: true });
    expect(first.unread).toBe(3);
    const second = await page(paged, 'page=2&pageSize=2');
    expect(second.data).toHaveLength(1);
    expect(second.data[0].message).toContain('Paged One');
    expect(second.data[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(second.page.hasNext).toBe(false);
    expect(await page(paged, 'page=5&pageSize=2')).toEqual({
      data: [],
      page: { number: 5, size: 2, hasNext: false },
      unread: 3,
    });
  });

  it('marks one as read (only one’s own), then all', async () => {
    const list = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/notifications/${counselor.employeeId}`,
          headers: { cookie: counselor.cookie },
        })
      ).json();
    const first = (await list()).data[0];
    const put = (url: string, who: TestEmployee) =>
      app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { cookie: who.cookie } });

    expect((await put(`/notifications/${first._id}/read`, other)).statusCode).toBe(403);
    expect((await list()).unread).toBe(2);
    expect((await list()).data[0].isRead).toBe(false);
    expect((await put(`/notifications/${first._id}/read`, counselor)).statusCode).toBe(200);
    expect((await list()).unread).toBe(1);
    expect((await list()).data[0].isRead).toBe(true);
    expect((await put('/notifications/00000000-0000-0000-0000-000000000000/read', counselor)).statusCode).toBe(404);
    expect((await put('/notifications/not-an-id/read', counselor)).statusCode).toBe(400);

    expect((await put('/notifications/read-all', counselor)).statusCode).toBe(200);
    expect((await list()).unread).toBe(0);

    // The kept counts (migration 0045) are the table's own, whichever statement changed it, a delete too.
    await db.execute(
      sql`delete from notifications where id = (select id from notifications where not is_read limit 1)`,
    );
    await db.execute(sql`update notifications set is_read = false where recipient_id = ${counselor.id}`);
    const kept = await db.execute(sql`select recipient_id::text, n from notification_unread_counts where n <> 0
      order by 1`);
    const counted = await db.execute(sql`select recipient_id::text, count(*)::int as n from notifications
      where not is_read group by 1 order by 1`);
    expect(kept.rows).toEqual(counted.rows);
    expect((await list()).unread).toBe(2);
  });

  it('stores a sweep’s thousands in one call, each answered with its student and desk', async () => {
    const busy = await makeEmployee(db, ['Counselor']);
    const student = await registerStudent(app, receptionist.cookie, studentInput(busy.id));
    // Four columns of 17,000 rows, written as a parameter each, pass PostgreSQL's 65,535.
    const items = Array.from({ length: 17_000 }, (_, i) => ({
      recipientId: busy.id,
      studentId: i % 2 ? student._id : null,
      for: i % 2 ? ('counseling' as const) : ('visa' as const),
      message: `Alert ${i}`,
    }));
    const deliveries = await db.transaction((tx) => notify(tx, items));
    expect(deliveries).toHaveLength(17_000);
    const byMessage = new Map(deliveries.map((d) => [d.notification.message, d]));
    expect(byMessage.get('Alert 1')).toEqual({
      recipientId: busy.id,
      notification: expect.objectContaining({ studentId: student.studentId, for: 'counseling', isRead: false }),
    });
    expect(byMessage.get('Alert 16998')?.notification).toEqual(
      expect.objectContaining({ studentId: null, for: 'visa' }),
    );
    const unread = await app.inject({
      method: 'GET',
      url: `/api/v1/notifications/${busy.employeeId}?page=1&pageSize=1`,
      headers: { cookie: busy.cookie },
    });
    expect(unread.json().unread).toBe(17_000 + 1); // and the new student's own
  });
});
