import type { ApplicationInput } from '@studydesk/shared/applications';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { agreements, partners } from '../src/db/schema/money.ts';
import { callerOf, makeEmployee } from './helpers.ts';
import { registerStudent, studentInput } from './students.ts';

// The way to a ledger row for the money tests, through the API as the office works: a student registered and
// handed to an officer, an application filed, its visa outcome recorded (by Super Admin, as visa.test.ts does).

export async function ledgerWorld(app: FastifyInstance, db: Db) {
  const admin = await makeEmployee(db, ['Super Admin'], { name: 'Sara Admin' });
  const accounts = await makeEmployee(db, ['Accounts'], { name: 'Ada Accounts' });
  const counselor = await makeEmployee(db, ['Counselor']);
  const officer = await makeEmployee(db, ['admin Officer']);
  const receptionist = await makeEmployee(db, ['receptionist']);

  const call = callerOf(app);

  /** A registered student handed to the officer. */
  async function student(fullName: string) {
    const made = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName }));
    await call('PATCH', `/counselor/assign-student-to-applicant/${made._id}/${officer.id}`, counselor, {});
    return made;
  }

  /** A university application of the student, filed by the officer; answers its id. */
  async function apply(of: { studentId: number }, fields: Partial<ApplicationInput> & { universityName: string }) {
    const path = `/applicant/university-upload/${of.studentId}/${counselor.employeeId}/${officer.employeeId}`;
    const body = { subject: 'MSc', country: 'United Kingdom', intake: 'Sep 2026', ...fields };
    const filed = await call('POST', path, officer, body);
    if (filed.statusCode !== 201) throw new Error(`apply: ${filed.body}`);
    return filed.json().data._id as string;
  }

  /** Records the visa outcome of an application, decided on `decidedOn`. */
  async function decide(of: { studentId: number }, applicationId: string, status: string, decidedOn: string) {
    const form = new FormData();
    form.append('status', status);
    form.append('decidedOn', decidedOn);
    if (status === 'rejected') form.append('refusalReason', 'Funds not shown');
    const recorded = await call('POST', `/visa/outcome/${of.studentId}/${applicationId}`, admin, form);
    if (recorded.statusCode !== 200) throw new Error(`decide: ${recorded.body}`);
  }

  /** A student with one application whose visa succeeded on `decidedOn`; answers both. */
  async function success(
    fullName: string,
    fields: Partial<ApplicationInput> & { universityName: string },
    decidedOn: string,
  ) {
    const made = await student(fullName);
    const applicationId = await apply(made, fields);
    await decide(made, applicationId, 'success', decidedOn);
    return { student: made, applicationId };
  }

  return { admin, accounts, counselor, call, student, apply, decide, success };
}

export async function addAgreement(db: Db, values: typeof agreements.$inferInsert) {
  const [row] = await db.insert(agreements).values(values).returning();
  if (!row) throw new Error('no agreement');
  return row;
}

export async function addPartner(db: Db, name: string, shareBp: number) {
  const [row] = await db.insert(partners).values({ name, shareBp }).returning();
  if (!row) throw new Error('no partner');
  return row;
}
