import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { documents } from '../../db/schema.ts';

const { app, db } = await testApp({ UPLOAD_LIMIT_MB: '1' });
let receptionist: TestEmployee;
let counselor: TestEmployee;
let other: TestEmployee;
let admin: TestEmployee;

beforeAll(async () => {
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  other = await makeEmployee(db, ['Counselor']);
  admin = await makeEmployee(db, ['Super Admin']);
});

const linkCall = (method: 'GET' | 'POST', studentId: number | string, who: TestEmployee | null) =>
  app.inject({
    method,
    url: `/api/v1/student/${studentId}/upload-link`,
    headers: who ? { cookie: who.cookie } : {},
  });
const publicUrl = (link: string) => link.replace(/^\/file-upload\/(\d+)\/[^?]+\?t=/, '/api/v1/public/upload/$1?t=');
const opens = async (link: string) => (await app.inject({ method: 'GET', url: publicUrl(link) })).statusCode;

describe('the current upload link (GET) and a new one (POST)', () => {
  it('answers the welcome message’s link after registration, then the same link again without revoking it', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const welcome = await linkCall('GET', student.studentId, counselor);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().data.url).toMatch(/^\/file-upload\//);

    const issued = (await linkCall('POST', student.studentId, counselor)).json().data;
    const first = await linkCall('GET', student.studentId, counselor);
    const again = await linkCall('GET', student.studentId, admin);
    expect(first.json().data).toEqual(issued);
    expect(again.json().data).toEqual(issued);
    expect(await opens(issued.url)).toBe(200);

    const sent = await app.inject({
      method: 'POST',
      url: publicUrl(issued.url),
      payload: multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('a POST revokes the link answered before, and GET then answers the new one', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const old = (await linkCall('POST', student.studentId, counselor)).json().data;
    const fresh = (await linkCall('POST', student.studentId, counselor)).json().data;
    expect(fresh.url).not.toBe(old.url);
    expect(await opens(old.url)).toBe(403);
    expect(await opens(fresh.url)).toBe(200);
    expect((await linkCall('GET', student.studentId, counselor)).json().data).toEqual(fresh);
  });

  it('answers null for an expired link', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    await linkCall('POST', student.studentId, counselor);
    await db.execute(
      `update students set upload_link_expires_at = now() - interval '1 minute' where student_id = ${student.studentId}`,
    );
    expect((await linkCall('GET', student.studentId, counselor)).json()).toEqual({ data: null });
  });

  it('refuses someone else’s student, other roles, no session and a student id that is not one', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const issued = (await linkCall('POST', student.studentId, counselor)).json().data;
    for (const method of ['GET', 'POST'] as const) {
      const foreign = await linkCall(method, student.studentId, other);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).not.toContain('?t=');
      expect((await linkCall(method, student.studentId, receptionist)).statusCode).toBe(403);
      expect((await linkCall(method, student.studentId, null)).statusCode).toBe(401);
      const bad = await linkCall(method, 'abc', counselor);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION');
      expect((await linkCall(method, 9_999_999, admin)).statusCode).toBe(404);
    }
    // nothing above revoked the counselor's link
    expect(await opens(issued.url)).toBe(200);
  });
});

describe('the upload limit', () => {
  it('is told to anyone, so the browser can refuse a larger file before sending it', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/documents/upload-limits' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { maxMb: 1 } });
  });
});

describe('an upload refused before its body is read', () => {
  let port = 0;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers and closes the connection instead of leaving the sender stuck', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const boundary = 'early-refusal';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\ncv\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const size = 8 * 1024 * 1024; // far more than the socket buffers hold, and more than the 1 MB limit
    const answer = await new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/v1/student/add-documents/${student.studentId}/x`,
        headers: {
          cookie: counselor.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      });
      req.on('error', reject);
      req.write(head);
      // not a document: refused after its first bytes, while most of the body is still to come
      const chunk = Buffer.alloc(64 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    });
    expect(answer.status).toBe(415);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body).error.message).toBe(
      'This file is not a document we accept: use PDF, JPEG, PNG, WebP, DOC or DOCX.',
    );
  }, 20_000);
  it('refuses a link upload whose link was renewed while the file was on its way, keeping nothing', async () => {
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const link = (await linkCall('POST', student.studentId, counselor)).json().data.url as string;
    const boundary = 'slow-upload';
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: publicUrl(link),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentName"\r\n\r\ncv\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    req.write(Buffer.concat([PDF, Buffer.alloc(16 * 1024, 32)]));
    // the link was checked when the upload began; the counselor renews it while the file is still coming
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await linkCall('POST', student.studentId, counselor)).statusCode).toBe(200);
    req.end(`\r\n--${boundary}--\r\n`);
    const { status, body } = await answer;
    expect(status, body).toBe(403);
    const kept = await db.select().from(documents).where(eq(documents.ownerId, student._id));
    expect(kept).toEqual([]);
  });
});
