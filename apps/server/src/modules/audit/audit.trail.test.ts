import { randomUUID } from 'node:crypto';
import { AUDIT_RECORD_TYPES } from '@studydesk/shared/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../../../test/files.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { auditTestApp } from './audit.fixtures.ts';
import { recordLabels } from './audit.labels.ts';
import { recordAudits } from './audit.service.ts';

/**
 * The audit trail of applications and the visa, of accounts and roles (never a password), and of one's own
 * settings; then the trail itself, read back over the events this file recorded: who may read it, its filters by
 * kind of record, employee and office day, and its pages. A student's own record is in audit.students.test.ts.
 */
const {
  app,
  db,
  admin,
  engineer,
  receptionist,
  counselor,
  heir,
  officer,
  visa,
  hr,
  call,
  trail,
  eventsOf,
  latest,
  countAll,
} = await auditTestApp();

describe('applications and the visa', () => {
  let student: { _id: string; studentId: number; fullName: string };
  let applicationId: string;
  const leeds = {
    universityName: 'University of Leeds',
    subject: 'MSc Data Science',
    country: 'United Kingdom',
    intake: 'September 2027',
  };
  const applicationPath = () =>
    `/applicant/university-upload/${student.studentId}/${counselor.employeeId}/${officer.employeeId}`;

  beforeAll(async () => {
    student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName: 'Visa Bound' }));
  });

  it('records the assignment to an officer and the status it moved the student to', async () => {
    const refused = await call(
      'PATCH',
      `/counselor/assign-student-to-applicant/${student._id}/${visa.id}`,
      counselor,
      {},
    );
    expect(refused.statusCode).toBe(400);
    // The registration's welcome e-mail issued the student's first upload link.
    expect((await eventsOf(student._id)).map((e) => e.action).sort()).toEqual(['created', 'upload-link-issued']);

    await call('PATCH', `/counselor/assign-student-to-applicant/${student._id}/${officer.id}`, counselor, {});
    const events = await eventsOf(student._id);
    expect(events.map((e) => e.action).sort()).toEqual([
      'applicant-assigned',
      'created',
      'status-changed',
      'upload-link-issued',
    ]);
    expect(events.find((e) => e.action === 'applicant-assigned')).toMatchObject({
      before: { applicant: null },
      after: { applicant: `Olive Officer (${officer.employeeId})` },
    });
    expect(events.find((e) => e.action === 'status-changed')).toMatchObject({
      after: { status: 'application-processing' },
    });
  });

  it('records filing and editing an application, only the changed fields', async () => {
    expect((await call('POST', applicationPath(), officer, { ...leeds, universityName: '' })).statusCode).toBe(400);
    const created = await call('POST', applicationPath(), officer, leeds);
    applicationId = created.json().data._id;
    expect(await latest(applicationId, 'created')).toMatchObject({
      recordType: 'application',
      record: `University of Leeds · student ${student.studentId}`,
      after: { ...leeds, status: 'applied', applicant: `Olive Officer (${officer.employeeId})` },
    });
    await call('PATCH', applicationPath(), officer, { _id: applicationId, status: 'offer received', note: '' });
    expect(await latest(applicationId, 'updated')).toMatchObject({
      before: { status: 'applied' },
      after: { status: 'offer received' },
    });
    expect((await latest(applicationId, 'updated'))?.after).not.toHaveProperty('note');
    expect((await call('PATCH', applicationPath(), officer, { _id: applicationId, status: 'maybe' })).statusCode).toBe(
      400,
    );
    expect((await eventsOf(applicationId)).filter((e) => e.action === 'updated')).toHaveLength(1);
  });

  it('records university documents, the hand-over and the visa outcome', async () => {
    const form = new FormData();
    form.append('applicationId', applicationId);
    form.append('visaTeamId', visa.id);
    form.append('offerLetter', new Blob([PDF]), 'offer.pdf');
    const path = `/applicant/upload-all-university-document/${student.studentId}/${counselor.employeeId}/${officer.employeeId}/${student._id}`;
    expect((await call('POST', path, officer, form)).statusCode).toBe(200);
    const handover = await latest(applicationId, 'visa-handover');
    expect(handover).toMatchObject({
      actor: { _id: officer.id },
      before: { visaTeam: null, visaStatus: null },
      after: { visaTeam: `Vera Visa (${visa.employeeId})`, visaStatus: 'visa-processing' },
    });
    const studentTrail = await eventsOf(student._id);
    expect(studentTrail.find((e) => e.recordType === 'document')).toMatchObject({
      action: 'uploaded',
      after: { slot: 'offerLetter', application: `University of Leeds · student ${student.studentId}` },
    });

    const application = (await call('GET', `/applicant/university-upload/${student.studentId}/x`, admin)).json();
    const createdAt = application.data?.[0]?.universities?.[0]?.createdAt as string;
    const decide = `/visa/update-visa-status/${student.studentId}/${encodeURIComponent(createdAt)}`;
    expect((await call('PATCH', decide, officer, { status: 'success' })).statusCode).toBe(403);
    expect((await call('PATCH', decide, visa, { status: 'success' })).statusCode).toBe(200);
    expect(await latest(applicationId, 'visa-decided')).toMatchObject({
      actor: { _id: visa.id },
      before: { visaStatus: 'visa-processing' },
      after: { visaStatus: 'success' },
    });
    expect(await latest(student._id, 'status-changed')).toMatchObject({
      before: { status: 'visa-processing' },
      after: { status: 'success' },
    });
  });
});

describe('accounts and roles', () => {
  let created: { _id: string; employee_id: string };

  it('records a new account without its password, and nothing for a refused one', async () => {
    const form = (email: string) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        name: 'Nadia Karim',
        employee_id: `EMP-${email.length}`,
        email,
        password: 'a-secret-password',
        role: 'admin Officer',
      }))
        f.append(k, v);
      f.append('profilePic', new Blob([PNG]), 'me.png');
      f.append('cv', new Blob([PDF]), 'cv.pdf');
      return f;
    };
    const before = await countAll();
    expect((await call('POST', '/super-admin/add-employee', hr, form('nadia@example.com'))).statusCode).toBe(403);
    expect(await countAll()).toBe(before);
    const response = await call('POST', '/super-admin/add-employee', admin, form('nadia@example.com'));
    expect(response.statusCode, response.body).toBe(201);
    created = response.json().data;
    const events = await eventsOf(created._id);
    expect(events.find((e) => e.recordType === 'employee')).toMatchObject({
      action: 'created',
      actor: { _id: admin.id },
      record: `Nadia Karim (${created.employee_id})`,
      recordKey: created.employee_id,
      after: { name: 'Nadia Karim', email: 'nadia@example.com', roles: ['admin Officer'], active: true },
    });
    expect(
      events
        .filter((e) => e.recordType === 'document')
        .map((e) => e.after?.slot)
        .sort(),
    ).toEqual(['cv', 'profilePic']);
    expect(JSON.stringify(events)).not.toMatch(/a-secret-password|passwordHash|\$argon|\$scrypt/i);
  });

  it('records edits, role changes, password resets, deactivation with hand-over, and activation', async () => {
    await call('PATCH', `/super-admin/employee/${created._id}`, admin, {
      phone: '+880 1711 000111',
      name: 'Nadia Karim',
    });
    expect(await latest(created._id, 'updated')).toMatchObject({
      before: { phone: '' },
      after: { phone: '+880 1711 000111' },
    });
    expect((await latest(created._id, 'updated'))?.after).not.toHaveProperty('name');

    await call('POST', '/super-admin/add-new-role', admin, { employee_id: created.employee_id, role: 'Counselor' });
    expect(await latest(created._id, 'role-added')).toMatchObject({
      before: { roles: ['admin Officer'] },
      after: { roles: ['admin Officer', 'Counselor'] },
    });
    const roles = (await call('GET', `/super-admin/employee/${created._id}`, admin)).json().data.roles as {
      _id: string;
      role: string;
    }[];
    await call('DELETE', `/role/${roles[0]?._id}`, admin);
    expect(await latest(created._id, 'role-removed')).toMatchObject({
      before: { roles: ['admin Officer', 'Counselor'] },
      after: { roles: ['Counselor'] },
    });
    const before = await countAll();
    expect((await call('DELETE', `/role/${roles[1]?._id}`, admin)).statusCode).toBe(409);
    expect(await countAll()).toBe(before);

    await call('POST', `/super-admin/employee/${created._id}/reset-password`, admin, { password: 'brand-new-secret' });
    const reset = await latest(created._id, 'password-reset');
    expect(reset).toMatchObject({ actor: { _id: admin.id }, before: null, after: null });

    const student = await registerStudent(
      app,
      receptionist.cookie,
      studentInput(created._id, { fullName: 'Hand Over' }),
    );
    expect((await call('POST', `/super-admin/employee/${created._id}/deactivate`, admin, {})).statusCode).toBe(400);
    expect(await latest(created._id, 'deactivated')).toBeUndefined();
    await call('POST', `/super-admin/employee/${created._id}/deactivate`, admin, { handOverTo: heir.id });
    expect(await latest(created._id, 'deactivated')).toMatchObject({
      before: { active: true },
      after: { active: false, studentsHandedOverTo: `Hugo Heir (${heir.employeeId})` },
    });
    expect(await latest(student._id, 'counselor-changed')).toMatchObject({
      before: { counselor: `Nadia Karim (${created.employee_id})` },
      after: { counselor: `Hugo Heir (${heir.employeeId})` },
    });
    await call('POST', `/super-admin/employee/${created._id}/activate`, admin);
    expect(await latest(created._id, 'activated')).toMatchObject({ after: { active: true } });

    expect(JSON.stringify((await trail()).data)).not.toMatch(/brand-new-secret|a-secret-password/);
  });

  it('records one’s own settings: profile and password changes', async () => {
    await call('PATCH', '/settings/profile', counselor, { phone: '+880 1811 222333', address: 'Dhanmondi' });
    expect(await latest(counselor.id, 'updated')).toMatchObject({
      actor: { _id: counselor.id },
      after: { phone: '+880 1811 222333', address: 'Dhanmondi' },
    });
    const wrong = await call('PUT', '/settings/password', counselor, {
      currentPassword: 'not-it-at-all',
      newPassword: 'another-good-one',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await latest(counselor.id, 'password-changed')).toBeUndefined();
    const ok = await call('PUT', '/settings/password', counselor, {
      currentPassword: 'correct-horse-battery',
      newPassword: 'another-good-one',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await latest(counselor.id, 'password-changed')).toMatchObject({ before: null, after: null });
  });
});

describe('the trail', () => {
  it('is for Super Admin and Software Engineer only', async () => {
    for (const who of [receptionist, counselor, officer, visa, hr]) {
      expect((await call('GET', '/audit', who)).statusCode).toBe(403);
      expect((await call('GET', '/audit/employees', who)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/audit' })).statusCode).toBe(401);
    expect((await trail({}, engineer)).data.length).toBeGreaterThan(0);
    const people = (await call('GET', '/audit/employees', engineer)).json().data;
    expect(people.map((p: { name: string }) => p.name)).toContain('Nadia Karim');
  });

  it('filters by kind of record, employee and office day, newest first, 50 a page', async () => {
    const filler = Array.from({ length: 60 }, (_, i) => ({
      actorId: engineer.id,
      recordType: 'website-profile' as const,
      recordId: `profile-${i}`,
      action: 'updated',
      before: { n: i },
      after: { n: i + 1, token: 'never-shown' },
    }));
    await recordAudits(db, filler);
    const all = await trail();
    expect(all.page).toMatchObject({ number: 1, size: 50, hasNext: true });
    const times = all.data.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await trail({ page: 2 });
    expect(page2.data.length).toBeGreaterThan(0);
    expect(page2.data.map((e) => e._id)).not.toContain(all.data[0]?._id);

    const byType = await trail({ recordType: 'application' });
    expect(byType.data.length).toBeGreaterThan(0);
    expect(new Set(byType.data.map((e) => e.recordType))).toEqual(new Set(['application']));

    const byActor = await trail({ actor: visa.id });
    expect(byActor.data.map((e) => e.action).sort()).toEqual(['status-changed', 'visa-decided']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
    expect((await trail({ from: today, to: today, actor: visa.id })).data).toHaveLength(2);
    expect((await trail({ from: '2001-01-01', to: '2001-01-31' })).data).toEqual([]);
    expect((await trail({ from: '2999-01-01' })).data).toEqual([]);

    expect((await call('GET', '/audit?from=yesterday', admin)).statusCode).toBe(400);
    expect((await call('GET', '/audit?actor=nobody', admin)).statusCode).toBe(400);
    expect((await trail({ recordId: 'no-such-record' })).data).toEqual([]);
    const byEmployeeId = await trail({ recordType: 'employee', recordId: counselor.employeeId });
    expect(byEmployeeId.data.map((e) => [e.action, e.recordKey])).toEqual([
      ['password-changed', counselor.employeeId],
      ['updated', counselor.employeeId],
    ]);
    const one = (await trail({ recordId: 'profile-7' })).data;
    expect(one).toMatchObject([{ actor: { _id: engineer.id }, before: { n: 7 }, after: { n: 8 } }]);
    expect(one[0]?.after).not.toHaveProperty('token');
  });
});

describe('money and the website, in words', () => {
  it('names a partner and a student payment by what the office calls them, not by their uuids', async () => {
    expect((await call('POST', '/partners', admin, { name: 'Dhaka Partners Ltd', sharePercent: 10 })).statusCode).toBe(
      201,
    );
    const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
    const paid = await call('POST', `/student/${student.studentId}/payments`, admin, {
      kind: 'service-fee',
      amount: '1250.50',
      currency: 'BDT',
      paidOn: '2026-11-24',
      method: 'Cash',
      seen: 0,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const named = async (recordType: string) => (await trail({ recordType })).data[0]?.record;
    expect(await named('partner')).toBe('Dhaka Partners Ltd');
    expect(await named('payment')).toMatch(new RegExp(`^R-\\d{6} · student ${student.studentId}$`));
  });

  it('reads the words of every kind of record with a statement that runs', async () => {
    const events = AUDIT_RECORD_TYPES.map(([recordType]) => ({ recordType, recordId: randomUUID() }));
    expect(await recordLabels(db, events)).toEqual(new Map());
  });
});
