import { officeToday } from '@studydesk/shared/dates';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../../../test/files.ts';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { notifications, studentEvents } from '../../db/schema.ts';

const { app, db } = await testApp();
let admin: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
let visa: TestEmployee;
let otherVisa: TestEmployee;
let student: { _id: string; studentId: number };
let application: { _id: string; createdAt: string };

const call = callerOf(app);

/** The outcome form as the browser sends it: text fields, then the optional letter. */
function outcomeForm(fields: Record<string, string>, letter?: { content: Buffer; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (letter) form.append('letter', new Blob([letter.content]), letter.name);
  return form;
}
const record = (who: TestEmployee, form: FormData, applicationId = application._id) =>
  call('POST', `/visa/outcome/${student.studentId}/${applicationId}`, who, form);
const visaView = async (who = visa) =>
  (await call('GET', `/visa/get-all-visa-pros-docs/-/${student.studentId}`, who)).json().data[0];
const dayOffset = (days: number) => officeToday(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  admin = await makeEmployee(db, ['Super Admin']);
  const receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer'], { name: 'Olive Officer' });
  visa = await makeEmployee(db, ['Admin Office Visa Section'], { name: 'Vera Visa' });
  otherVisa = await makeEmployee(db, ['Admin Office Visa Section']);
  student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Visa Bound' }));
  await call('PATCH', `/counselor/assign-student-to-applicant/${student._id}/${officer.id}`, counselor, {});
  const filed = await call(
    'POST',
    `/applicant/university-upload/${student.studentId}/${counselor.employeeId}/${officer.employeeId}`,
    officer,
    {
      universityName: 'University of Leeds',
      subject: 'MSc Data Science',
      country: 'United Kingdom',
      intake: 'Sep 2027',
    },
  );
  application = filed.json().data;
  const handOver = new FormData();
  handOver.append('applicationId', application._id);
  handOver.append('visaTeamId', visa.id);
  handOver.append('offerLetter', new Blob([PDF]), 'offer.pdf');
  const path = `/applicant/upload-all-university-document/${student.studentId}/${counselor.employeeId}/${officer.employeeId}/${student._id}`;
  expect((await call('POST', path, officer, handOver)).statusCode).toBe(200);
});

describe('the visa outcome', () => {
  it('shows the officer by name beside the id', async () => {
    expect(await visaView()).toMatchObject({ applicantId: officer.employeeId, applicantName: 'Olive Officer' });
  });

  it('refuses a future decision date, a refusal without its reason and a Word letter, storing nothing', async () => {
    const future = await record(visa, outcomeForm({ status: 'success', decidedOn: dayOffset(2) }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ decidedOn: 'The decision date cannot be in the future' });
    const noReason = await record(visa, outcomeForm({ status: 'rejected', decidedOn: officeToday() }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ refusalReason: 'Enter the reason for the refusal' });
    const empty = await record(visa, outcomeForm({}));
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['decidedOn', 'status']);
    const tooLong = await record(
      visa,
      outcomeForm({ status: 'success', decidedOn: officeToday(), reference: 'x'.repeat(61) }),
    );
    expect(tooLong.json().error.fields).toEqual({ reference: 'Use at most 60 characters' });
    const notADay = await record(visa, outcomeForm({ status: 'success', decidedOn: '2026-02-30' }));
    expect(notADay.json().error.fields).toEqual({ decidedOn: 'Not a real date' });
    // The spec's call takes the same rules.
    const path = `/visa/update-visa-status/${student.studentId}/${encodeURIComponent(application.createdAt)}`;
    expect((await call('PATCH', path, visa, { status: 'rejected' })).json().error.fields).toEqual({
      refusalReason: 'Enter the reason for the refusal',
    });
    expect((await call('PATCH', path, visa, { status: 'success', decidedOn: dayOffset(3) })).statusCode).toBe(400);
    expect((await visaView()).decisions).toEqual([]);
    expect((await visaView()).visaStatus).toBe('visa-processing');
  });

  it('refuses someone else’s student with 403, before reading the letter, and a bad application id', async () => {
    const form = () => outcomeForm({ status: 'success', decidedOn: officeToday() }, { content: PDF, name: 'l.pdf' });
    const other = await record(otherVisa, form());
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Leeds');
    expect((await record(officer, form())).statusCode).toBe(403);
    expect((await record(counselor, form())).statusCode).toBe(403);
    expect((await call('GET', `/visa/get-all-visa-pros-docs/-/${student.studentId}`, otherVisa)).statusCode).toBe(403);
    expect((await record(visa, form(), 'not-a-uuid')).statusCode).toBe(400);
    expect((await record(admin, form(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('records the decision date, reference, refusal reason and letter, served only to those who may see it', async () => {
    const refused = await record(
      visa,
      outcomeForm(
        { status: 'rejected', decidedOn: dayOffset(-1), reference: 'UKVI-123', refusalReason: 'Funds not shown' },
        { content: PDF, name: 'refusal.pdf' },
      ),
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const data = refused.json().data;
    expect(data.visaStatus).toBe('rejected');
    expect(data.decisions).toEqual([
      expect.objectContaining({
        status: 'rejected',
        decidedOn: dayOffset(-1),
        reference: 'UKVI-123',
        refusalReason: 'Funds not shown',
        letterName: 'refusal.pdf',
        decidedBy: 'Vera Visa',
        correction: false,
      }),
    ]);
    const letter = data.decisions[0].letter as string;
    expect((await app.inject({ method: 'GET', url: letter, headers: { cookie: counselor.cookie } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: letter, headers: { cookie: otherVisa.cookie } })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe('rejected');
  });

  it('lets the member correct it: the first outcome stays in the history, the log and the trail', async () => {
    const corrected = await record(
      visa,
      outcomeForm(
        { status: 'success', decidedOn: officeToday(), reference: 'UKVI-124' },
        { content: PNG, name: 'v.png' },
      ),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const decisions = corrected.json().data.decisions;
    expect(decisions.map((d: { status: string; correction: boolean }) => [d.status, d.correction])).toEqual([
      ['success', true],
      ['rejected', false],
    ]);
    expect(decisions[1]).toMatchObject({ refusalReason: 'Funds not shown', letterName: 'refusal.pdf' });
    expect((await call('GET', `/student/${student.studentId}`, admin)).json().data[0].status).toBe('success');

    const events = await db
      .select()
      .from(studentEvents)
      .where(and(eq(studentEvents.studentId, student._id), eq(studentEvents.kind, 'visa-decided')))
      .orderBy(asc(studentEvents.at));
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ visaStatus: 'rejected', correction: false }),
      expect.objectContaining({
        visaStatus: 'success',
        correction: true,
        previous: expect.objectContaining({ visaStatus: 'rejected', refusalReason: 'Funds not shown' }),
      }),
    ]);
    const trail = (await call('GET', `/audit?recordId=${application._id}`, admin)).json().data;
    expect(trail.find((e: { action: string }) => e.action === 'visa-corrected')).toMatchObject({
      before: { visaStatus: 'rejected', reference: 'UKVI-123' },
      after: { visaStatus: 'success', reference: 'UKVI-124' },
    });
    const note = (await call('GET', `/notifications/${counselor.employeeId}`, counselor)).json().data[0];
    expect(note.message).toContain('was corrected to granted');
  });

  it('keeps the spec’s call: the same outcome again, or { status } alone, changes nothing recorded', async () => {
    const path = `/visa/update-visa-status/${student.studentId}/${encodeURIComponent(application.createdAt)}`;
    const again = await call('PATCH', path, visa, {
      status: 'success',
      decidedOn: officeToday(),
      reference: 'UKVI-124',
    });
    expect(again.statusCode).toBe(200);
    expect((await visaView()).decisions).toHaveLength(2);
    // The earlier client's bare { status } leaves out the date and the reference: they are kept, not wiped.
    const admins = await call('PATCH', path, admin, { status: 'success' });
    expect(admins.json().data.visaStatus).toBe('success');
    expect((await visaView()).decisions).toHaveLength(2);
    const redated = await call('PATCH', path, admin, { status: 'success', decidedOn: dayOffset(-2) });
    expect(redated.statusCode).toBe(200);
    const latest = (await visaView()).decisions[0];
    expect(latest).toMatchObject({ decidedOn: dayOffset(-2), reference: 'UKVI-124', correction: true });
    expect(latest.decidedBy).toBe(admin.name);
    // A correction keeping the outcome keeps its letter.
    expect(latest.letterName).toBe('v.png');

    // The outcome form sent again with the same letter (a double click, a retry after a timeout): nothing recorded
    // twice, nobody told twice.
    const told = async () => (await call('GET', `/notifications/${counselor.employeeId}`, counselor)).json().data;
    const toldBefore = (await told()).length;
    const resend = () =>
      record(
        visa,
        outcomeForm(
          { status: 'success', decidedOn: dayOffset(-2), reference: 'UKVI-124' },
          { content: PNG, name: 'v.png' },
        ),
      );
    const both = await Promise.all([resend(), resend()]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await visaView()).decisions).toHaveLength(3);
    expect(await told()).toHaveLength(toldBefore);
  });

  it('refuses to hand a decided visa on: the outcome stands and no queue gets it back', async () => {
    const handOn = new FormData();
    handOn.append('applicationId', application._id);
    handOn.append('visaTeamId', otherVisa.id);
    const path = `/applicant/upload-all-university-document/${student.studentId}/${counselor.employeeId}/${officer.employeeId}/${student._id}`;
    const refused = await call('POST', path, officer, handOn);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'VISA_DECIDED',
      message: 'The visa outcome (success) is recorded: a correction is made on the visa page, not by handing it on.',
    });
    expect(await visaView()).toMatchObject({ visaStatus: 'success', visaTeamId: visa.id });
    // the documents alone still go in, as a new version
    const documents = new FormData();
    documents.append('applicationId', application._id);
    documents.append('offerLetter', new Blob([PDF]), 'offer-2.pdf');
    expect((await call('POST', path, officer, documents)).statusCode).toBe(200);
  });

  it('tells the officer who holds the student now, not the one who filed the application', async () => {
    const successor = await makeEmployee(db, ['admin Officer']);
    const moved = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${student._id}/${successor.id}`,
      counselor,
      {},
    );
    expect(moved.statusCode).toBe(200);
    const told = (id: string) =>
      db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.recipientId, id), like(notifications.message, 'The visa of Visa Bound%')));
    const before = (await told(officer.id)).length;
    const corrected = await record(
      visa,
      outcomeForm({ status: 'rejected', decidedOn: officeToday(), refusalReason: 'Late documents' }),
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await told(successor.id)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('rejected') }),
    ]);
    expect(await told(officer.id)).toHaveLength(before);
  });
});
