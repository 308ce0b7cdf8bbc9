import { firstName } from '@studydesk/shared/portal';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXECUTABLE, multipart, PDF } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { employees, notifications, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import { appSecret } from '../../platform/secrets.ts';
import { signUploadToken } from '../documents/upload-link.ts';

const { app, db } = await testApp({ UPLOAD_LIMIT_MB: '1' });
let receptionist: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
type Registered = { _id: string; studentId: number; fullName: string };
let student: Registered;
let neighbour: Registered;
let token: string;

/** A fresh link of a student, as the counselor's Copy Link gives it: its token. */
async function linkOf(who: Registered, by = counselor) {
  const issued = await app.inject({
    method: 'POST',
    url: `/api/v1/student/${who.studentId}/upload-link`,
    headers: { cookie: by.cookie },
  });
  return new URL(issued.json().data.url, 'http://x').searchParams.get('t') ?? '';
}

const portal = (studentId: number, t: string | null) =>
  app.inject({ method: 'GET', url: `/api/v1/public/portal/${studentId}${t === null ? '' : `?t=${t}`}` });
const send = (studentId: number, key: string, t: string, body: FormData) =>
  app.inject({ method: 'POST', url: `/api/v1/public/portal/${studentId}/items/${key}?t=${t}`, payload: body });
const choose = (studentId: number, t: string, language: string) =>
  app.inject({ method: 'PUT', url: `/api/v1/public/portal/${studentId}/language?t=${t}`, payload: { language } });
const messageLanguageOf = async (who: Registered) =>
  (await db.select().from(students).where(eq(students.id, who._id)))[0]?.messageLanguage;
const pdf = (name = 'scan.pdf') => multipart({}, { name, content: PDF });

beforeAll(async () => {
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor'], { name: 'Farhana Akter Chowdhury' });
  officer = await makeEmployee(db, ['admin Officer'], { name: 'Officer Kamrul Hasan' });
  student = await registerStudent(
    app,
    receptionist.cookie,
    studentInput(counselor.id, { fullName: 'Nusrat Jahan Mim', chosenCountryName: 'UK' }),
  );
  neighbour = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Other Pupil' }));
  const application = {
    applicantId: officer.id,
    subject: 'MSc Data Science',
    country: 'United Kingdom',
    intake: 'September 2027',
    note: 'internal: commission 12%',
    b2b: 'Partner Agency Ltd',
  };
  await db.insert(universityApplications).values([
    { ...application, studentId: student._id, universityName: 'University of Leeds', status: 'offer received' },
    { ...application, studentId: neighbour._id, universityName: 'Secret University' },
  ]);
  token = await linkOf(student);
});

describe('the student’s portal', () => {
  it('shows the student’s checklist, applications and status, and nothing of others or of staff', async () => {
    const response = await portal(student.studentId, token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      studentId: student.studentId,
      firstName: 'Nusrat',
      status: 'follow-up',
      counselorFirstName: 'Farhana',
      destination: 'UK',
    });
    expect(data.items.find((i: { key: string }) => i.key === 'passport')).toEqual({
      key: 'passport',
      label: 'Passport',
      stage: 'application',
      state: 'requested',
      reason: null,
      receivedAt: null,
      expiresAt: null,
      expiryWarning: null,
    });
    expect(data.items.some((i: { key: string }) => i.key === 'cas')).toBe(true);
    expect(data.applications).toEqual([
      expect.objectContaining({
        universityName: 'University of Leeds',
        subject: 'MSc Data Science',
        status: 'offer received',
        visaStatus: null,
      }),
    ]);
    const text = response.body;
    for (const hidden of [
      'Jahan', // the student's full name stays with the office
      'Akter',
      'Chowdhury',
      counselor.email,
      counselor.employeeId,
      'Kamrul',
      officer.id,
      'commission',
      'Partner Agency',
      'Secret University',
      'Other Pupil',
      '/api/v1/documents',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });

  it('takes a file per checklist item, a slot or an item of its own, and tells the counselor', async () => {
    const sent = await send(student.studentId, 'passport', token, pdf('passport.pdf'));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ key: 'passport', state: 'uploaded', reason: null });
    const cas = await send(student.studentId, 'cas', token, pdf('cas.pdf'));
    expect(cas.json().data).toMatchObject({ key: 'cas', state: 'uploaded' });

    const map = await app.inject({
      method: 'GET',
      url: `/api/v1/student/get-documents/${student.studentId}`,
      headers: { cookie: counselor.cookie },
    });
    expect(map.json().data.passport.current).toMatchObject({
      fileName: 'passport.pdf',
      uploadedBy: 'the student (upload link)',
    });
    const notes = await app.inject({
      method: 'GET',
      url: `/api/v1/notifications/${counselor.employeeId}`,
      headers: { cookie: counselor.cookie },
    });
    expect(notes.body).toContain('uploaded CAS (Confirmation of Acceptance for Studies) through the upload link.');
    const timeline = await app.inject({
      method: 'GET',
      url: `/api/v1/student/${student.studentId}/timeline?group=documents`,
      headers: { cookie: counselor.cookie },
    });
    // an item of its own has no name the web knows by its key: the event carries it
    expect(timeline.json().data[0].payload).toMatchObject({
      slot: 'cas',
      label: 'CAS (Confirmation of Acceptance for Studies)',
      via: 'upload-link',
    });
  });

  it('shows a rejection with its reason, without the reviewer', async () => {
    const reason = 'পাসপোর্টের ছবি ঝাপসা, আবার পাঠান';
    const review = await app.inject({
      method: 'PATCH',
      url: `/api/v1/student/${student.studentId}/checklist/passport`,
      headers: { cookie: counselor.cookie },
      payload: { state: 'rejected', reason },
    });
    expect(review.statusCode, review.body).toBe(200);
    const response = await portal(student.studentId, token);
    const passport = response.json().data.items.find((i: { key: string }) => i.key === 'passport');
    expect(passport).toMatchObject({ state: 'rejected', reason });
    expect(response.body).not.toContain('Akter');
    expect(response.body).not.toContain(counselor.id);
  });

  it('refuses what is not on the checklist, not a document, or no file, storing nothing', async () => {
    const cases: [string, FormData, number][] = [
      ['nothingLikeThis', pdf(), 404],
      ['Bad-Key', pdf(), 400],
      ['cv', multipart({}, { name: 'cv.pdf', content: EXECUTABLE }), 415],
      ['cv', multipart({}, { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]) }), 413],
      ['cv', multipart({ documentName: 'cv' }), 400],
    ];
    for (const [key, body, status] of cases) {
      const response = await send(student.studentId, key, token, body);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(status);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    const items = (await portal(student.studentId, token)).json().data.items;
    expect(items.find((i: { key: string }) => i.key === 'cv').state).toBe('requested');
  });

  it('does not replace a verified document, keeping its verification', async () => {
    expect((await send(student.studentId, 'bankSolvency', token, pdf('bank.pdf'))).statusCode).toBe(200);
    const verify = await app.inject({
      method: 'PATCH',
      url: `/api/v1/student/${student.studentId}/checklist/bankSolvency`,
      headers: { cookie: counselor.cookie },
      payload: { state: 'verified' },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const again = await send(student.studentId, 'bankSolvency', token, pdf('bank-2.pdf'));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_VERIFIED');
    expect(again.json().error.message).toContain('already been checked and verified');
    // nor through the older page's call, which names the slot in the form
    const old = await app.inject({
      method: 'POST',
      url: `/api/v1/public/upload/${student.studentId}?t=${token}`,
      payload: multipart({ documentName: 'bankSolvency' }, { name: 'bank-3.pdf', content: PDF }),
    });
    expect(old.statusCode, old.body).toBe(409);
    const items = (await portal(student.studentId, token)).json().data.items;
    expect(items.find((i: { key: string }) => i.key === 'bankSolvency')).toMatchObject({ state: 'verified' });
  });

  it('greets by the given name, not a prefix written before it', async () => {
    const md = await makeEmployee(db, ['Counselor'], { name: 'Md. Kamrul Hasan' });
    const rafiq = await registerStudent(app, receptionist.cookie, studentInput(md.id, { fullName: 'MD Rafiq Islam' }));
    const issued = await app.inject({
      method: 'POST',
      url: `/api/v1/student/${rafiq.studentId}/upload-link`,
      headers: { cookie: md.cookie },
    });
    const t = new URL(issued.json().data.url, 'http://x').searchParams.get('t') ?? '';
    const { data } = (await portal(rafiq.studentId, t)).json();
    expect(data).toMatchObject({ firstName: 'Rafiq', counselorFirstName: 'Kamrul' });
    const names = ['Mohammad Ali', 'Dr. Md. Kamrul', 'mst rokeya', 'Sk. Abdul', 'Mrs Nadia', 'Md.', ' '];
    expect(names.map(firstName)).toEqual(['Mohammad', 'Kamrul', 'rokeya', 'Abdul', 'Nadia', 'Md.', '']);
  });
});

describe('the language the student chooses on their page', () => {
  it('is kept for their messages and answered with the page; another language is refused', async () => {
    expect((await portal(student.studentId, token)).json().data.language).toBeNull();
    const chosen = await choose(student.studentId, token, 'bn');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toEqual({ language: 'bn' });
    expect(await messageLanguageOf(student)).toBe('bn');
    expect((await portal(student.studentId, token)).json().data.language).toBe('bn');
    expect((await choose(student.studentId, token, 'fr')).statusCode).toBe(400);
    expect(await messageLanguageOf(student)).toBe('bn');
  });
});

describe('the portal’s link', () => {
  const refused = async (studentId: number, t: string | null, status = 403) => {
    const page = await portal(studentId, t);
    expect(page.statusCode, page.body).toBe(status);
    const upload = await send(studentId, 'cv', t ?? '', pdf());
    expect(upload.statusCode, upload.body).toBe(t === null ? 400 : status);
    if (status === 403) expect(page.json().error.message).toBe('This upload link is invalid or has expired.');
    expect((await choose(studentId, t ?? '', 'en')).statusCode).toBe(t === null ? 400 : status);
  };

  it('is refused when forged, missing, another student’s, expired or revoked', async () => {
    await refused(student.studentId, `${token.slice(0, -2)}xx`);
    await refused(student.studentId, null, 400);
    await refused(neighbour.studentId, token);
    await refused(9_999_999, token);

    const [row] = await db.select().from(students).where(eq(students.id, student._id));
    const secret = await appSecret(db, 'upload-link');
    const expired = signUploadToken(secret, student._id, row?.uploadLinkVersion ?? 0, new Date(Date.now() - 1000));
    await refused(student.studentId, expired);

    const fresh = await linkOf(student);
    expect((await portal(student.studentId, fresh)).statusCode).toBe(200);
    await refused(student.studentId, token); // revoked by the new link
    token = fresh;
  });

  it('is refused once the student is archived', async () => {
    const t = await linkOf(neighbour);
    expect((await portal(neighbour.studentId, t)).statusCode).toBe(200);
    await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, neighbour._id));
    await refused(neighbour.studentId, t);
  });
});

describe('the notice of an upload through the link', () => {
  /** A new student of `counselorOf` whose applications `applicant` files, and their link's token. */
  async function studentFiledBy(counselorOf: TestEmployee, applicant: TestEmployee) {
    const who = await registerStudent(app, receptionist.cookie, studentInput(counselorOf.id));
    await db.insert(studentApplicants).values({ studentId: who._id, applicantId: applicant.id });
    return { who, t: await linkOf(who, counselorOf) };
  }
  /** The employees told that the student uploaded `label`, one entry a notification, in a stable order. */
  async function told(who: Registered, label: string) {
    const rows = await db
      .select({ to: notifications.recipientId })
      .from(notifications)
      .where(and(eq(notifications.studentId, who._id), like(notifications.message, `%uploaded ${label} through%`)));
    return rows.map((r) => r.to).sort();
  }
  const ids = (...who: TestEmployee[]) => who.map((e) => e.id).sort();
  const deactivate = (who: TestEmployee) => db.update(employees).set({ active: false }).where(eq(employees.id, who.id));

  it('tells the admin Officer who files the student’s applications, as well as the counselor', async () => {
    const filer = await makeEmployee(db, ['admin Officer']);
    const { who, t } = await studentFiledBy(counselor, filer);
    expect((await send(who.studentId, 'passport', t, pdf())).statusCode).toBe(200);
    expect(await told(who, 'Passport')).toEqual(ids(counselor, filer));
    const inbox = await app.inject({
      method: 'GET',
      url: `/api/v1/notifications/${filer.employeeId}`,
      headers: { cookie: filer.cookie },
    });
    expect(inbox.json().data).toEqual([
      expect.objectContaining({
        message: `${who.fullName} (${who.studentId}) uploaded Passport through the upload link.`,
        for: 'counseling',
        isRead: false,
      }),
    ]);
  });

  it('tells a counselor who also files the applications once, and of the students they only file for', async () => {
    const both = await makeEmployee(db, ['Counselor', 'admin Officer']);
    const own = await studentFiledBy(both, both);
    expect((await send(own.who.studentId, 'passport', own.t, pdf())).statusCode).toBe(200);
    expect(await told(own.who, 'Passport')).toEqual(ids(both));
    const filedOnly = await studentFiledBy(counselor, both);
    expect((await send(filedOnly.who.studentId, 'passport', filedOnly.t, pdf())).statusCode).toBe(200);
    expect(await told(filedOnly.who, 'Passport')).toEqual(ids(counselor, both));
  });

  it('tells no inactive employee, counselor or applicant', async () => {
    const [leftCounselor, filer, leftFiler] = await Promise.all([
      makeEmployee(db, ['Counselor']),
      makeEmployee(db, ['admin Officer']),
      makeEmployee(db, ['admin Officer']),
    ]);
    const ofLeftCounselor = await studentFiledBy(leftCounselor, filer);
    const ofLeftFiler = await studentFiledBy(counselor, leftFiler);
    await deactivate(leftCounselor);
    await deactivate(leftFiler);
    expect((await send(ofLeftCounselor.who.studentId, 'cv', ofLeftCounselor.t, pdf())).statusCode).toBe(200);
    expect((await send(ofLeftFiler.who.studentId, 'cv', ofLeftFiler.t, pdf())).statusCode).toBe(200);
    expect(await told(ofLeftCounselor.who, 'CV')).toEqual(ids(filer));
    expect(await told(ofLeftFiler.who, 'CV')).toEqual(ids(counselor));
  });

  it('keeps each of three identical uploads at once, and tells each recipient once', async () => {
    const filer = await makeEmployee(db, ['admin Officer']);
    const { who, t } = await studentFiledBy(counselor, filer);
    const sent = await Promise.all([1, 2, 3].map(() => send(who.studentId, 'passport', t, pdf('passport.jpg.pdf'))));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const map = await app.inject({
      method: 'GET',
      url: `/api/v1/student/get-documents/${who.studentId}`,
      headers: { cookie: counselor.cookie },
    });
    expect(map.json().data.passport.history).toHaveLength(2);
    expect(await told(who, 'Passport')).toEqual(ids(counselor, filer));
  });

  it('tells again of another slot, once the notice is read, or once the window has passed', async () => {
    const filer = await makeEmployee(db, ['admin Officer']);
    const { who, t } = await studentFiledBy(counselor, filer);
    const upload = async (key: string) => expect((await send(who.studentId, key, t, pdf())).statusCode).toBe(200);
    await upload('passport');
    await upload('cv');
    expect(await told(who, 'CV')).toEqual(ids(counselor, filer));

    await db.update(notifications).set({ isRead: true }).where(eq(notifications.recipientId, filer.id));
    await upload('passport');
    expect(await told(who, 'Passport')).toEqual(ids(counselor, filer, filer));

    const earlier = sql`${notifications.createdAt} - interval '11 minutes'`;
    await db.update(notifications).set({ createdAt: earlier }).where(eq(notifications.studentId, who._id));
    await upload('passport');
    expect(await told(who, 'Passport')).toEqual(ids(counselor, counselor, filer, filer, filer));
  });
});
