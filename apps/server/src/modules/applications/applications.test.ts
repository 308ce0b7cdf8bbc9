import { and, eq, isNull } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXECUTABLE, PDF } from '../../../test/files.ts';
import { callerOf, holdOpen, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { universityApplications } from '../../db/schema.ts';
import { inMinutes } from '../tasks/tasks.fixtures.ts';
import { addApplication } from './applications.service.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let receptionist: TestEmployee;
let counselor: TestEmployee;
let otherCounselor: TestEmployee;
let officer: TestEmployee;
let otherOfficer: TestEmployee;
let visa: TestEmployee;
let otherVisa: TestEmployee;
let student: { _id: string; studentId: number };

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  otherCounselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer'], { name: 'Olive Officer' });
  otherOfficer = await makeEmployee(db, ['admin Officer']);
  visa = await makeEmployee(db, ['Admin Office Visa Section'], { name: 'Vera Visa' });
  otherVisa = await makeEmployee(db, ['Admin Office Visa Section']);
  student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Abroad Bound' }));
});

const call = callerOf(app);
const assign = (who: TestEmployee, officerId: string, studentUuid = student._id) =>
  call('PATCH', `/counselor/assign-student-to-applicant/${studentUuid}/${officerId}`, who, {});
const applicationPath = (who = officer) =>
  `/applicant/university-upload/${student.studentId}/${counselor.employeeId}/${who.employeeId}`;
const leeds = {
  universityName: 'University of Leeds',
  subject: 'MSc Data Science',
  country: 'United Kingdom',
  intake: 'September 2027',
  b2b: 'Global  Partners Ltd',
  link: 'https://apply.leeds.ac.uk/abc',
};

function universityForm(fields: Record<string, string>, files: Record<string, Buffer>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, new Blob([v]), `${k}.pdf`);
  return form;
}

describe('assigning to an admin Officer', () => {
  it('is refused to others and for someone who is not an officer, changing nothing', async () => {
    expect((await assign(otherCounselor, officer.id)).statusCode).toBe(403);
    expect((await assign(receptionist, officer.id)).statusCode).toBe(403);
    expect((await assign(officer, officer.id)).statusCode).toBe(403);
    const notOfficer = await assign(counselor, visa.id);
    expect(notOfficer.statusCode).toBe(400);
    expect(notOfficer.json().error.fields).toEqual({ applicant: 'Choose an active admin Officer' });
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe('follow-up');
    expect((await call('GET', `/student/${student.studentId}`, officer)).statusCode).toBe(403);
  });

  it('assigns, moves the student to application-processing, tells the officer, and keeps reassignments', async () => {
    const first = await assign(counselor, otherOfficer.id);
    expect(first.json().data).toMatchObject([
      { id: otherOfficer.id, applicantId: otherOfficer.employeeId, current: true },
    ]);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe(
      'application-processing',
    );
    expect((await assign(counselor, otherOfficer.id)).statusCode).toBe(409);

    const second = await assign(admin, officer.id);
    expect(
      second.json().data.map((a: { applicant_name: string; current: boolean }) => [a.applicant_name, a.current]),
    ).toEqual([
      ['Olive Officer', true],
      [otherOfficer.name, false],
    ]);
    const notes = (await call('GET', `/notifications/${officer.employeeId}`, officer)).json().data;
    expect(notes[0]).toMatchObject({ for: 'application', studentId: student.studentId });
    expect((await call('GET', `/student/${student.studentId}`, officer)).statusCode).toBe(200);
    expect((await call('GET', `/student/${student.studentId}`, otherOfficer)).statusCode).toBe(403);
    const desk = await call(
      'GET',
      `/utilities/filter-student-list/${officer.employeeId}?status=application-processing`,
      officer,
    );
    expect(desk.json().data.map((s: { studentId: number }) => s.studentId)).toEqual([student.studentId]);
  });

  it('gives the new officer the open tasks the previous one had about the student', async () => {
    const moving = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    expect((await assign(counselor, otherOfficer.id, moving._id)).statusCode).toBe(200);
    const given = await call('POST', '/tasks', counselor, {
      title: 'Ask for the bank statement',
      dueAt: inMinutes(60),
      assigneeId: otherOfficer.id,
      studentId: moving.studentId,
    });
    expect(given.statusCode, given.body).toBe(201);

    expect((await assign(counselor, officer.id, moving._id)).statusCode).toBe(200);
    const mine = await call('GET', '/tasks?view=assigned&page=1', officer);
    expect(mine.json().data.map((t: { _id: string }) => t._id)).toContain(given.json().data._id);
    const theirs = await call('GET', '/tasks?view=assigned&page=1', otherOfficer);
    expect(theirs.json().data).toEqual([]);
  });
});

describe('university applications', () => {
  let applicationId: string;

  it('lets the current officer file one, stores the B2B agent as typed, and refuses others', async () => {
    const bad = await call('POST', applicationPath(), officer, { universityName: '', link: 'not a link' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'country',
      'intake',
      'link',
      'subject',
      'universityName',
    ]);
    expect((await call('POST', applicationPath(otherOfficer), otherOfficer, leeds)).statusCode).toBe(403);
    expect((await call('POST', applicationPath(), counselor, leeds)).statusCode).toBe(403);

    const created = await call('POST', applicationPath(), officer, leeds);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      b2b: 'Global Partners Ltd',
      status: 'applied',
      applicantId: officer.employeeId,
      visaStatus: null,
    });
    applicationId = created.json().data._id;

    const updated = await call('PATCH', applicationPath(), officer, { _id: applicationId, status: 'offer received' });
    // Only what was sent changes.
    expect(updated.json().data).toMatchObject({
      status: 'offer received',
      b2b: 'Global Partners Ltd',
      link: leeds.link,
    });
    expect((await call('PATCH', applicationPath(), officer, { _id: applicationId, status: 'maybe' })).statusCode).toBe(
      400,
    );

    const listed = await call(
      'GET',
      `/applicant/university-upload/${student.studentId}/${counselor.employeeId}`,
      counselor,
    );
    expect(listed.json().data[0]).toMatchObject({
      applicantId: officer.employeeId,
      universities: [{ universityName: 'University of Leeds' }],
    });
  });

  it('lists an officer’s applications once when the student came back to them', async () => {
    expect((await assign(counselor, otherOfficer.id)).statusCode).toBe(200);
    expect((await assign(counselor, officer.id)).statusCode).toBe(200);
    const listed = await call(
      'GET',
      `/applicant/university-upload/${student.studentId}/${counselor.employeeId}`,
      counselor,
    );
    const groups = listed
      .json()
      .data.map((g: { applicantId: string; universities: unknown[] }) => [g.applicantId, g.universities.length]);
    expect(groups).toEqual([[officer.employeeId, 1]]);
  });

  it('takes the university documents and hands the application to a visa member', async () => {
    const path = `/applicant/upload-all-university-document/${student.studentId}/${counselor.employeeId}/${officer.employeeId}/${student._id}`;
    const refusedFile = await call(
      'POST',
      path,
      officer,
      universityForm({ applicationId }, { offerLetter: EXECUTABLE }),
    );
    expect(refusedFile.statusCode).toBe(415);
    expect(refusedFile.json().error.fields).toHaveProperty('offerLetter');
    const wrongMember = await call(
      'POST',
      path,
      officer,
      universityForm({ applicationId, visaTeamId: officer.id }, { offerLetter: PDF }),
    );
    expect(wrongMember.statusCode).toBe(400);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe(
      'application-processing',
    );

    const sent = await call(
      'POST',
      path,
      officer,
      universityForm({ applicationId, visaTeamId: visa.id }, { offerLetter: PDF, loa: PDF }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      visaTeamId: visa.id,
      visaTeamName: 'Vera Visa',
      visaStatus: 'visa-processing',
    });
    expect(Object.keys(sent.json().data.documents).sort()).toEqual(['loa', 'offerLetter']);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe('visa-processing');
    expect((await call('GET', `/notifications/${visa.employeeId}`, visa)).json().data[0]).toMatchObject({
      for: 'visa',
    });

    const byUniversity = `/applicant/get-uploaded-documents/${student.studentId}/United%20Kingdom/University%20of%20Leeds/MSc%20Data%20Science/September%202027`;
    expect((await call('GET', byUniversity, visa)).json().data.visaTeamName).toBe('Vera Visa');
    const patched = await call(
      'PATCH',
      `${byUniversity}/${student._id}`,
      officer,
      universityForm({}, { swiftCopy: PDF }),
    );
    expect(Object.keys(patched.json().data.documents).sort()).toEqual(['loa', 'offerLetter', 'swiftCopy']);

    const offer = sent.json().data.documents.offerLetter;
    expect((await app.inject({ method: 'GET', url: offer, headers: { cookie: visa.cookie } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: offer, headers: { cookie: otherVisa.cookie } })).statusCode).toBe(
      403,
    );
  });

  it('lists the visa member’s students, their documents, and zips them', async () => {
    const own = await call('GET', `/visa/${visa.employeeId}?status=visa-processing`, visa);
    expect(own.json().data[0].students.map((s: { studentId: number }) => s.studentId)).toEqual([student.studentId]);
    expect((await call('GET', `/visa/${visa.employeeId}`, otherVisa)).statusCode).toBe(403);
    expect((await call('GET', `/visa/${otherVisa.employeeId}`, otherVisa)).json().data[0].students).toEqual([]);
    const docs = await call('GET', `/visa/get-all-visa-pros-docs/${officer.employeeId}/${student.studentId}`, visa);
    expect(docs.json().data).toHaveLength(1);
    expect(
      (await call('GET', `/visa/get-all-visa-pros-docs/${officer.employeeId}/${student.studentId}`, otherVisa))
        .statusCode,
    ).toBe(403);

    const zip = await call('GET', `/utilities/download-docs/${officer.employeeId}/${student.studentId}`, visa);
    expect(zip.headers['content-disposition']).toContain(
      `filename="University documents of student - ${student.studentId}.zip"`,
    );
    const names = Object.keys((await JSZip.loadAsync(zip.rawPayload)).files)
      .filter((n) => !n.endsWith('/'))
      .sort();
    expect(names).toEqual([
      'University of Leeds - MSc Data Science (September 2027)/LOA.pdf',
      'University of Leeds - MSc Data Science (September 2027)/Offer Letter.pdf',
      'University of Leeds - MSc Data Science (September 2027)/Swift Copy.pdf',
    ]);
  });

  it('records the visa outcome by the member it was handed to, and tells the counselor and the officer', async () => {
    const application = (
      await call('GET', `/visa/get-all-visa-pros-docs/${officer.employeeId}/${student.studentId}`, visa)
    ).json().data[0];
    const path = `/visa/update-visa-status/${student.studentId}/${encodeURIComponent(application.createdAt)}`;
    expect((await call('PATCH', path, otherVisa, { status: 'success' })).statusCode).toBe(403);
    expect((await call('PATCH', path, officer, { status: 'success' })).statusCode).toBe(403);
    expect((await call('PATCH', path, visa, { status: 'granted' })).statusCode).toBe(400);
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe('visa-processing');

    const decided = await call('PATCH', path, visa, { status: 'success' });
    expect(decided.json().data.visaStatus).toBe('success');
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe('success');
    for (const who of [counselor, officer]) {
      const note = (await call('GET', `/notifications/${who.employeeId}`, who)).json().data[0];
      expect(note.message).toContain('was granted');
    }
    const history = (await call('GET', `/student/${student.studentId}/history`, admin)).json().data;
    expect(history.map((h: { status: string }) => h.status)).toEqual([
      'follow-up',
      'application-processing',
      'visa-processing',
      'success',
    ]);
  });

  it('lists the B2B commission rows for Super Admin, filtered and exported', async () => {
    const rows = await call('GET', '/super-admin/get-commission-list?b2b=Global%20Partners%20Ltd', admin);
    expect(rows.json().data).toEqual([
      {
        applicationId: expect.any(String),
        studentId: student.studentId,
        country: 'United Kingdom',
        universityName: 'University of Leeds',
        intake: 'September 2027',
        b2b: 'Global Partners Ltd',
        link: 'https://apply.leeds.ac.uk/abc',
        note: '',
      },
    ]);
    expect((await call('GET', '/super-admin/get-commission-list?intake=January%202030', admin)).json().data).toEqual(
      [],
    );
    expect((await call('GET', '/super-admin/get-commission-list', counselor)).statusCode).toBe(403);
    const xlsx = await call('GET', '/super-admin/download-commission-list', admin);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="data.xlsx"');
  });
});

describe('the same application added twice', () => {
  it('is filed once when the second comes while the first is still being written, and refused with 409', async () => {
    const twice = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    expect((await assign(counselor, officer.id, twice._id)).statusCode).toBe(200);
    const path = `/applicant/university-upload/${twice.studentId}/${counselor.employeeId}/${officer.employeeId}`;
    const york = { universityName: 'University of York', subject: 'MSc Economics', country: 'UK', intake: 'Sep 2027' };
    const counts = async () => ({
      live: await db.$count(
        universityApplications,
        and(eq(universityApplications.studentId, twice._id), isNull(universityApplications.removedAt)),
      ),
      mails: await db.$count(
        outboxMessages,
        and(eq(outboxMessages.studentId, twice._id), eq(outboxMessages.templateKey, 'application-submitted')),
      ),
    });
    // The first click's add, its transaction still open when the second click's (or the retry's) arrives.
    const first = holdOpen(db, (tx) => addApplication(tx, twice._id, officer.id, york, officer.id));
    await first.opened;
    const second = call('POST', path, officer, york);
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.release();
    await first.ended;
    const refused = await second;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'DUPLICATE',
      message:
        'The student has an application to University of York for MSc Economics, Sep 2027 already: edit that one instead.',
    });
    expect(await counts()).toEqual({ live: 1, mails: 1 });
    // the same words in other case and spaces are the same application; another intake is another one
    const again = { ...york, universityName: ' university of YORK ', subject: 'msc economics ', intake: 'SEP 2027' };
    expect((await call('POST', path, officer, again)).statusCode).toBe(409);
    expect((await call('POST', path, officer, { ...york, intake: 'Jan 2028' })).statusCode).toBe(201);
    expect(await counts()).toEqual({ live: 2, mails: 2 });
  });
});
