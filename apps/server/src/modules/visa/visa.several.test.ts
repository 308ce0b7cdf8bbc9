// A student applying to several universities: their status follows all of their visas, not the last one recorded.
import { officeToday } from '@studydesk/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../../../test/files.ts';
import { callerOf, makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';

const { app, db } = await testApp();
const call = callerOf(app);
let receptionist: TestEmployee;
let counselor: TestEmployee;
let officer: TestEmployee;
let visa: TestEmployee;

beforeAll(async () => {
  receptionist = await makeEmployee(db, ['receptionist']);
  counselor = await makeEmployee(db, ['Counselor']);
  officer = await makeEmployee(db, ['admin Officer']);
  visa = await makeEmployee(db, ['Admin Office Visa Section']);
});

/** A student of the officer's, with a filed application a university, each handed to the visa member. */
async function applying(universities: string[]) {
  const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
  await call('PATCH', `/counselor/assign-student-to-applicant/${student._id}/${officer.id}`, counselor, {});
  const officerPath = `${student.studentId}/${counselor.employeeId}/${officer.employeeId}`;
  const applications: { _id: string; createdAt: string }[] = [];
  for (const universityName of universities) {
    const filed = await call('POST', `/applicant/university-upload/${officerPath}`, officer, {
      universityName,
      subject: 'MSc Finance',
      country: 'United Kingdom',
      intake: 'Sep 2027',
    });
    applications.push(filed.json().data);
  }
  const handOver = (index: number, member = visa) => {
    const form = new FormData();
    form.append('applicationId', applications[index]?._id ?? '');
    form.append('visaTeamId', member.id);
    form.append('offerLetter', new Blob([PDF]), 'offer.pdf');
    return call('POST', `/applicant/upload-all-university-document/${officerPath}/${student._id}`, officer, form);
  };
  const decide = (index: number, body: Record<string, string>, member = visa) =>
    call(
      'PATCH',
      `/visa/update-visa-status/${student.studentId}/${encodeURIComponent(applications[index]?.createdAt ?? '')}`,
      member,
      body,
    );
  const status = async () => (await call('GET', `/student/${student.studentId}`, counselor)).json().data[0].status;
  return { student, handOver, decide, status };
}

describe('a student with several applications', () => {
  it('is kept by the visa member still deciding one, not by the member of a newer one already refused', async () => {
    const other = await makeEmployee(db, ['Admin Office Visa Section']);
    const { student, handOver, decide } = await applying(['Leeds', 'York']);
    expect((await handOver(0, other)).statusCode).toBe(200);
    expect((await handOver(1)).statusCode).toBe(200);
    expect((await decide(1, { status: 'rejected', refusalReason: 'Funds' })).statusCode).toBe(200);
    const setStep = (who: TestEmployee) =>
      call('PUT', `/student/${student.studentId}/next-action`, who, {
        dueAt: new Date(Date.now() + 3_600_000).toISOString(),
        note: 'Biometrics',
      });
    expect((await setStep(other)).statusCode).toBe(200);
    expect((await setStep(visa)).statusCode).toBe(403);
    const answer = (await call('GET', `/student/${student.studentId}`, other)).json().data[0];
    expect(answer.nextActionKeeper).toBe(other.id);
  });

  it('stays granted when another visa is refused after, and waits while one is still undecided', async () => {
    const { handOver, decide, status } = await applying(['Leeds', 'York', 'Bath']);
    for (const index of [0, 1, 2]) expect((await handOver(index)).statusCode).toBe(200);
    expect(await status()).toBe('visa-processing');
    expect((await decide(0, { status: 'rejected', refusalReason: 'Funds' })).statusCode).toBe(200);
    expect(await status()).toBe('visa-processing');
    expect((await decide(1, { status: 'success' })).statusCode).toBe(200);
    expect(await status()).toBe('success');
    expect((await decide(2, { status: 'rejected', refusalReason: 'Late' })).statusCode).toBe(200);
    expect(await status()).toBe('success');
    // the grant corrected to a refusal: nothing is granted, nothing waits
    expect((await decide(1, { status: 'rejected', refusalReason: 'Revoked' })).statusCode).toBe(200);
    expect(await status()).toBe('rejected');
  });

  it('is in visa processing again when a refused student is handed over for another university', async () => {
    const { student, handOver, decide, status } = await applying(['Leeds', 'Toronto']);
    await handOver(0);
    await decide(0, { status: 'rejected', refusalReason: 'Funds' });
    expect(await status()).toBe('rejected');
    expect((await handOver(1)).statusCode).toBe(200);
    expect(await status()).toBe('visa-processing');
    // the visa member's Ongoing tab has them again
    const ongoing = await call('GET', `/visa/${visa.employeeId}?status=visa-processing`, visa);
    expect(ongoing.statusCode, ongoing.body).toBe(200);
    expect(JSON.stringify(ongoing.json())).toContain(student._id);
  });

  it('records a first { status } alone as decided today, with no reference', async () => {
    const { student, handOver, decide } = await applying(['Leeds']);
    await handOver(0);
    expect((await decide(0, { status: 'success' })).statusCode).toBe(200);
    const view = await call('GET', `/visa/get-all-visa-pros-docs/-/${student.studentId}`, visa);
    expect(view.json().data[0].decisions).toEqual([
      expect.objectContaining({ status: 'success', decidedOn: officeToday(), reference: '', correction: false }),
    ]);
  });
});
