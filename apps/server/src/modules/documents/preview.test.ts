import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF, PNG } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db } = await testApp();
let counselor: TestEmployee;
let other: TestEmployee;
let visa: TestEmployee;
let studentId: number;

/** A minimal Word document: a zip with the parts file-type recognises a DOCX by. */
async function docx() {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.' +
      'wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Uploads a file to a slot and answers the id of the stored version. */
async function uploaded(slot: string, name: string, content: Buffer) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/student/add-documents/${studentId}/x`,
    headers: { cookie: counselor.cookie },
    payload: multipart({ documentName: slot }, { name, content }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const map = (
    await app.inject({
      method: 'GET',
      url: `/api/v1/student/get-documents/${studentId}`,
      headers: { cookie: counselor.cookie },
    })
  ).json().data;
  return map[slot].current._id as string;
}

const preview = (id: string, who: TestEmployee | null) =>
  app.inject({ method: 'GET', url: `/api/v1/documents/${id}/preview`, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  const receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  other = await makeEmployee(db, ['Counselor']);
  visa = await makeEmployee(db, ['Admin Office Visa Section']);
  ({ studentId } = await registerStudent(app, receptionist.cookie, studentInput(counselor.id)));
});

describe('document previews', () => {
  it('shows a PDF and a picture inline with their checked type, never sniffed, framed only by the app', async () => {
    for (const [slot, name, content, type] of [
      ['passport', 'scan.pdf', PDF, 'application/pdf'],
      ['cv', 'photo.jpg', PNG, 'image/png'],
    ] as const) {
      const response = await preview(await uploaded(slot, name, content), counselor);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      // the name said JPEG; the content said PNG, and the content wins
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.rawPayload.equals(content)).toBe(true);
    }
  });

  it('sends anything else as a sandboxed attachment', async () => {
    const content = await docx();
    const response = await preview(await uploaded('ielts', 'report.docx', content), counselor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="report.docx"; filename*=UTF-8''report.docx`,
    );
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('refuses whoever may not see the student, and answers 404 for an unknown document', async () => {
    const id = await uploaded('sscCertificate', 'ssc.pdf', PDF);
    for (const [who, status] of [
      [other, 403],
      [visa, 403],
      [null, 401],
    ] as const) {
      const response = await preview(id, who);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.rawPayload.includes(PDF)).toBe(false);
    }
    expect((await preview('00000000-0000-4000-8000-000000000000', counselor)).statusCode).toBe(404);
    expect((await preview('not-a-uuid', counselor)).statusCode).toBe(400);
  });
});
