import { readdir } from 'node:fs/promises';
import { STUDENT_DOCUMENT_SLOTS } from '@studydesk/shared/documents';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXECUTABLE, multipart, PDF, PNG } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { appSecret } from '../../platform/secrets.ts';
import { signUploadToken } from './upload-link.ts';

const { app, db, config } = await testApp({ UPLOAD_LIMIT_MB: '1' });
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let other: TestEmployee;
let student: { _id: string; studentId: number };

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  other = await makeEmployee(db, ['Counselor']);
  student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Docu Mentia' }));
});

const upload = (who: TestEmployee | null, body: FormData, studentId = student.studentId, url?: string) =>
  app.inject({
    method: 'POST',
    url: url ?? `/api/v1/student/add-documents/${studentId}/${counselor.employeeId}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });
const get = (url: string, who: TestEmployee) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: who.cookie } });
const storedFiles = async () => readdir(`${config.dataDir}/files`, { recursive: true }).catch(() => [] as string[]);
const onlyFiles = async () => (await storedFiles()).filter((f) => /\.\w+$/.test(f));

describe('student documents', () => {
  it('refuses what is not a document, too big, nameless or someone else’s, storing nothing', async () => {
    const cases: [TestEmployee, FormData, number][] = [
      [counselor, multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: EXECUTABLE }), 415],
      [
        counselor,
        multipart({ documentName: 'cv' }, { name: 'notes.txt', content: Buffer.from('just some text') }),
        415,
      ],
      [
        counselor,
        multipart(
          { documentName: 'cv' },
          { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]) },
        ),
        413,
      ],
      [counselor, multipart({ documentName: 'cv' }, { name: 'empty.pdf', content: Buffer.alloc(0) }), 400],
      [counselor, multipart({ documentName: 'diploma' }, { name: 'cv.pdf', content: PDF }), 400],
      [counselor, multipart({}, { name: 'cv.pdf', content: PDF }), 400],
      [counselor, multipart({ documentName: 'cv' }), 400],
      [other, multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }), 403],
      [receptionist, multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }), 403],
    ];
    for (const [who, body, status] of cases) {
      const response = await upload(who, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    const tooBig = await upload(
      counselor,
      multipart(
        { documentName: 'cv' },
        { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) },
      ),
    );
    expect(tooBig.json().error.message).toBe('The file is larger than 1 MB.');
    expect(await onlyFiles()).toEqual([]);
    expect((await get(`/student/get-documents/${student.studentId}`, counselor)).json().data).toEqual({});
    expect((await get(`/student/${student.studentId}`, counselor)).json().data[0].status).toBe('follow-up');
  });

  it('stores a document, enrols a follow-up student, and answers the spec’s record', async () => {
    const response = await upload(
      counselor,
      multipart({ documentName: 'passport' }, { name: '../../etc/passwd.pdf', content: PDF }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { docType: 'passport' } });

    const record = (await get(`/student/${student.studentId}/${counselor.employeeId}`, counselor)).json().data[0];
    expect(record).toMatchObject({ studentId: student.studentId, counselorId: counselor.employeeId, cv: '' });
    expect(record.passport).toMatch(/^\/api\/v1\/documents\/[0-9a-f-]{36}\/file$/);
    expect(Object.keys(record)).toHaveLength(2 + STUDENT_DOCUMENT_SLOTS.length);

    const files = await onlyFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).not.toContain('passwd');
    expect(files[0]).not.toContain('..');

    const file = await app.inject({ method: 'GET', url: record.passport, headers: { cookie: counselor.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: record.passport, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: record.passport })).statusCode).toBe(401);

    const details = (await get(`/student/${student.studentId}`, counselor)).json().data[0];
    expect(details.status).toBe('enrolled');
  });

  it('names a file by what its content is, whatever extension it was sent with', async () => {
    const sent = [
      ['invoice.exe', 'invoice.pdf'],
      ['scan', 'scan.pdf'],
      ['SCAN.PDF', 'SCAN.PDF'],
      ['report 12.05', 'report 12.05.pdf'],
      // a Bangla name keeps its vowel signs (marks, not letters)
      ['রিপোর্ট.pdf', 'রিপোর্ট.pdf'],
    ];
    const named: string[] = [];
    for (const [name] of sent) {
      const r = await upload(counselor, multipart({ documentName: 'extraCA' }, { name: name ?? '', content: PDF }));
      expect(r.statusCode, r.body).toBe(200);
      const map = (await get(`/student/get-documents/${student.studentId}`, counselor)).json().data;
      named.push(map.extraCA.current.fileName);
    }
    expect(named).toEqual(sent.map(([, kept]) => kept));
    const map = (await get(`/student/get-documents/${student.studentId}`, counselor)).json().data;
    const file = await app.inject({
      method: 'GET',
      url: map.extraCA.history[3].url,
      headers: { cookie: counselor.cookie },
    });
    expect(file.headers['content-disposition']).toContain('filename="invoice.pdf"');
  });

  it('answers a form that is not one file upload with 400 and a listed code, storing nothing', async () => {
    const before = await onlyFiles();
    const twoFiles = multipart({ documentName: 'cv' }, { name: 'a.pdf', content: PDF });
    twoFiles.append('file', new Blob([PDF]), 'b.pdf');
    const manyFields = multipart(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, 'x'])));
    const cases: [string, InjectOptions['payload'], string][] = [
      ['a JSON body', { documentName: 'cv' }, 'Send the file as a form upload (multipart/form-data).'],
      ['no body', undefined, 'Send the file as a form upload (multipart/form-data).'],
      ['two files', twoFiles, 'Send one file in a form upload.'],
      ['too many fields', manyFields, 'The form has more fields than an upload takes.'],
    ];
    for (const [what, payload, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/student/add-documents/${student.studentId}/${counselor.employeeId}`,
        headers: { cookie: counselor.cookie },
        payload,
      });
      expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
      expect(response.json().error, what).toEqual({ code: 'BAD_MULTIPART', message });
    }
    expect(await onlyFiles()).toEqual(before);
  });

  it('keeps the earlier version when a document is replaced', async () => {
    await upload(counselor, multipart({ documentName: 'ielts' }, { name: 'ielts-old.png', content: PNG }));
    await upload(admin, multipart({ documentName: 'ielts' }, { name: 'ielts-new.pdf', content: PDF }));
    const map = (await get(`/student/get-documents/${student.studentId}`, counselor)).json().data;
    expect(map.ielts.current).toMatchObject({
      fileName: 'ielts-new.pdf',
      contentType: 'application/pdf',
      uploadedBy: admin.name,
    });
    expect(map.ielts.history).toEqual([
      expect.objectContaining({ fileName: 'ielts-old.png', contentType: 'image/png' }),
    ]);
    const old = await app.inject({
      method: 'GET',
      url: map.ielts.history[0].url,
      headers: { cookie: counselor.cookie },
    });
    expect(old.rawPayload.equals(PNG)).toBe(true);
  });

  it('puts versions uploaded in the same millisecond in one order everywhere: the slot, its history, the checklist', async () => {
    const twice = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    for (const name of ['first.pdf', 'second.pdf', 'third.pdf']) {
      const r = await upload(
        counselor,
        multipart({ documentName: 'passport' }, { name, content: PDF }),
        twice.studentId,
      );
      expect(r.statusCode, r.body).toBe(200);
    }
    const { rows } = await db.execute<{
      id: string;
    }>(sql`update documents set created_at = date_trunc('milliseconds', now())
      where owner_id = ${twice._id} and slot = 'passport' returning id::text`);
    const [winner, ...earlier] = rows
      .map((r) => r.id)
      .sort()
      .reverse();
    const map = (await get(`/student/get-documents/${twice.studentId}`, counselor)).json().data;
    expect([map.passport.current._id, ...map.passport.history.map((v: { _id: string }) => v._id)]).toEqual([
      winner,
      ...earlier,
    ]);
    const record = (await get(`/student/${twice.studentId}/${counselor.employeeId}`, counselor)).json().data[0];
    expect(record.passport).toBe(`/api/v1/documents/${winner}/file`);
    const checklist = (await get(`/student/${twice.studentId}/checklist`, counselor)).body;
    expect([winner, ...earlier].map((id) => checklist.includes(String(id)))).toEqual([true, false, false]);
  });

  it('streams every current document as one zip with a readable name per slot', async () => {
    const full = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    for (const [slot] of STUDENT_DOCUMENT_SLOTS) {
      const r = await upload(
        counselor,
        multipart({ documentName: slot }, { name: `${slot}.pdf`, content: PDF }),
        full.studentId,
      );
      expect(r.statusCode).toBe(200);
    }
    const response = await get(`/utilities/download-docs/${full.studentId}`, counselor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `filename="documents_of_student - ${full.studentId}.zip"`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(16);
    expect(names).toEqual(
      expect.arrayContaining(['SSC Certificate.pdf', 'Passport.pdf', "Hon's Transcript.pdf", 'Bank Solvency.pdf']),
    );
    expect((await zip.file('Passport.pdf')?.async('nodebuffer'))?.equals(PDF)).toBe(true);
    expect((await get(`/utilities/download-docs/${full.studentId}`, other)).statusCode).toBe(403);
  });
});

describe('the public upload link', () => {
  const publicUrl = (link: string) => link.replace(/^\/file-upload\/(\d+)\/[^?]+\?t=/, '/api/v1/public/upload/$1?t=');

  it('lets a student upload with the link alone, and tells the counselor', async () => {
    const fresh = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(counselor.id, { fullName: 'Link User' }),
    );
    const issued = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${fresh.studentId}/upload-link`,
      headers: { cookie: counselor.cookie },
    });
    expect(issued.statusCode).toBe(200);
    const { url, expiresAt } = issued.json().data;
    expect(url).toMatch(new RegExp(`^/file-upload/${fresh.studentId}/${counselor.employeeId}\\?t=`));
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const info = await app.inject({ method: 'GET', url: publicUrl(url) });
    // the first name only, as the portal greets the link's holder
    expect(info.json().data).toMatchObject({
      fullName: 'Link',
      submitted: [],
      missing: expect.arrayContaining(['passport', 'cv']),
    });
    expect(info.json().data.missing).toHaveLength(16);
    expect(info.body).not.toContain('User');

    const sent = await upload(
      null,
      multipart({ documentName: 'cv' }, { name: 'my cv.pdf', content: PDF }),
      fresh.studentId,
      publicUrl(url),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await app.inject({ method: 'GET', url: publicUrl(url) });
    expect(after.json().data.submitted).toEqual(['cv']);

    const notes = await get(`/notifications/${counselor.employeeId}`, counselor);
    expect(notes.json().data[0]).toMatchObject({
      for: 'counseling',
      studentId: fresh.studentId,
      message: `Link User (${fresh.studentId}) uploaded CV through the upload link.`,
    });
    const map = (await get(`/student/get-documents/${fresh.studentId}`, counselor)).json().data;
    expect(map.cv.current.uploadedBy).toBe('the student (upload link)');
  });

  it('refuses forged, expired, revoked and missing tokens, and another student’s link', async () => {
    const fresh = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const second = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const issue = async (id: number) =>
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/student/${id}/upload-link`,
          headers: { cookie: counselor.cookie },
        })
      ).json().data.url as string;
    const first = await issue(fresh.studentId);
    const token = first.split('?t=')[1] ?? '';
    const expired = signUploadToken(await appSecret(db, 'upload-link'), fresh._id, 1, new Date(Date.now() - 1000));
    const refused = [
      `/api/v1/public/upload/${fresh.studentId}?t=${token.slice(0, -2)}xx`,
      `/api/v1/public/upload/${fresh.studentId}?t=${expired}`,
      `/api/v1/public/upload/${second.studentId}?t=${token}`,
    ];
    for (const url of refused) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(403);
      expect(r.json().error.message).toBe('This upload link is invalid or has expired.');
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/public/upload/${fresh.studentId}` })).statusCode).toBe(400);

    await issue(fresh.studentId); // a new link revokes the first
    expect((await app.inject({ method: 'GET', url: publicUrl(first) })).statusCode).toBe(403);
    const blocked = await upload(
      null,
      multipart({ documentName: 'cv' }, { name: 'cv.pdf', content: PDF }),
      fresh.studentId,
      publicUrl(first),
    );
    expect(blocked.statusCode).toBe(403);
    expect((await get(`/student/get-documents/${fresh.studentId}`, counselor)).json().data).toEqual({});

    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/student/${fresh.studentId}/upload-link`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});
