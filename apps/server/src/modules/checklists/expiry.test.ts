import { and, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, PDF } from '../../../test/files.ts';
import { makeEmployee, type TestEmployee, testApp } from '../../../test/helpers.ts';
import { registerStudent, studentInput } from '../../../test/students.ts';
import { checklistReviews, checklistTemplates } from '../../db/schema/checklists.ts';
import { notifications, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import { type Jobs, startJobs } from '../../platform/jobs.ts';
import { EXPIRY_JOB, scheduleExpiry, sweepExpiry } from './expiry.ts';
import { addYears, intakeStart } from './expiry-dates.ts';

const { app, db, pool } = await testApp();
const receptionist = await makeEmployee(db, ['receptionist']);
const counselor = await makeEmployee(db, ['Counselor']);

const call = (method: 'PATCH' | 'POST', url: string, payload: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie: counselor.cookie }, payload });
const alertsOf = (who: TestEmployee, name: string) =>
  db
    .select({ message: notifications.message })
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, who.id),
        like(notifications.message, `%${name}%`),
        like(notifications.message, '%expires%'),
      ),
    );
/** 06:00 UTC of a day: noon in the office (Asia/Dhaka), the same calendar day. */
const at = (day: string) => new Date(`${day}T06:00:00Z`);

async function studentWithPassportExpiring(expiresAt: string) {
  const student = await registerStudent(app, receptionist.cookie, studentInput(counselor.id));
  await app.inject({
    method: 'POST',
    url: `/api/v1/student/add-documents/${student.studentId}/x`,
    headers: { cookie: counselor.cookie },
    payload: multipart({ documentName: 'passport' }, { name: 'passport.pdf', content: PDF }),
  });
  const set = await call('PATCH', `/student/${student.studentId}/checklist/passport`, { expiresAt });
  expect(set.statusCode, set.body).toBe(200);
  return student;
}

describe('expiry alerts', () => {
  it('reach the owner 90, 30 and 7 days before and on the day, each once', async () => {
    const student = await studentWithPassportExpiring('2030-04-01');
    const alerts = async () => (await alertsOf(counselor, student.fullName)).map((a) => a.message);

    await sweepExpiry(db, at('2029-12-31'));
    expect(await alerts()).toEqual([]);
    const [delivery] = await sweepExpiry(db, at('2030-01-01'));
    expect(delivery?.recipientId).toBe(counselor.id);
    await sweepExpiry(db, at('2030-01-01'));
    await sweepExpiry(db, at('2030-01-02'));
    expect(await alerts()).toEqual([
      `The Passport of ${student.fullName} (${student.studentId}) expires in 90 days, on 1 April 2030.`,
    ]);

    // two instances sweeping at once alert once
    await Promise.all([sweepExpiry(db, at('2030-03-02')), sweepExpiry(db, at('2030-03-02'))]);
    await sweepExpiry(db, at('2030-03-25'));
    await sweepExpiry(db, at('2030-03-26'));
    await sweepExpiry(db, at('2030-04-01'));
    await sweepExpiry(db, at('2030-04-01'));
    await sweepExpiry(db, at('2030-04-02'));
    const sent = await alerts();
    expect(sent).toHaveLength(4);
    expect(sent.slice(1)).toEqual([
      expect.stringContaining('expires in 30 days'),
      expect.stringContaining('expires in 7 days'),
      expect.stringContaining('expires today (1 April 2030)'),
    ]);
  });

  it('go to Super Admin, saying whose, when the owner left', async () => {
    const admin = await makeEmployee(db, ['Super Admin']);
    const student = await studentWithPassportExpiring('2032-03-01');
    await db.execute(sql`update employees set active = false where id = ${counselor.id}`);
    try {
      await sweepExpiry(db, at('2032-02-23'));
    } finally {
      await db.execute(sql`update employees set active = true where id = ${counselor.id}`);
    }
    expect((await alertsOf(admin, student.fullName)).map((a) => a.message)).toEqual([
      `For ${counselor.name} (no longer here): The Passport of ${student.fullName} (${student.studentId}) expires in 7 days, on 1 March 2032.`,
    ]);
    expect(await alertsOf(counselor, student.fullName)).toEqual([]);
  });

  it('alert once at the nearest mark when days were missed, and not for a date already past', async () => {
    const late = await studentWithPassportExpiring('2031-01-20');
    await sweepExpiry(db, at('2031-01-10'));
    await sweepExpiry(db, at('2031-01-11'));
    expect((await alertsOf(counselor, late.fullName)).map((a) => a.message)).toEqual([
      expect.stringContaining('expires in 10 days'),
    ]);
    const past = await studentWithPassportExpiring('2020-01-01');
    await sweepExpiry(db, at('2031-01-12'));
    expect(await alertsOf(counselor, past.fullName)).toEqual([]);
  });

  it('reach each file’s own desk in one sweep, named by its destination, and none of a closed or archived file', async () => {
    const officer = await makeEmployee(db, ['admin Officer']);
    const visa = await makeEmployee(db, ['Admin Office Visa Section']);
    const register = (fullName: string) =>
      registerStudent(app, receptionist.cookie, studentInput(counselor.id, { fullName }));
    const [kept, applying, handedOn, closed, archived] = await Promise.all(
      ['Desk Counselor', 'Desk Officer', 'Desk Visa', 'Desk Closed', 'Desk Archived'].map(register),
    );
    if (!kept || !applying || !handedOn || !closed || !archived) throw new Error('students not registered');
    for (const student of [applying, handedOn]) {
      await db.insert(studentApplicants).values({ studentId: student._id, applicantId: officer.id });
    }
    await db.update(students).set({ status: 'application-processing' }).where(eq(students.id, applying._id));
    await db.update(students).set({ status: 'visa-processing' }).where(eq(students.id, handedOn._id));
    await db.insert(universityApplications).values({
      studentId: handedOn._id,
      applicantId: officer.id,
      visaTeamId: visa.id,
      universityName: 'McGill',
      subject: 'Law',
      country: 'Canada',
      intake: 'September 2034',
    });
    await db.update(students).set({ status: 'success' }).where(eq(students.id, closed._id));
    await db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, archived._id));
    await db
      .update(checklistTemplates)
      .set({ items: sql`jsonb_set(items, '{0,label}', '"Canadian passport"')` })
      .where(eq(checklistTemplates.country, 'Canada'));
    for (const student of [kept, applying, handedOn, closed, archived]) {
      await db
        .insert(checklistReviews)
        .values({ studentId: student._id, itemKey: 'passport', expiresAt: '2034-03-08' });
    }

    const deliveries = await sweepExpiry(db, at('2034-03-01'));
    expect(
      deliveries
        .map((d) => [d.recipientId, d.notification.for, d.notification.message])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))), // by desk
    ).toEqual([
      [
        officer.id,
        'application',
        `The Passport of Desk Officer (${applying.studentId}) expires in 7 days, on 8 March 2034.`,
      ],
      [
        counselor.id,
        'counseling',
        `The Passport of Desk Counselor (${kept.studentId}) expires in 7 days, on 8 March 2034.`,
      ],
      [
        visa.id,
        'visa',
        `The Canadian passport of Desk Visa (${handedOn.studentId}) expires in 7 days, on 8 March 2034.`,
      ],
    ]);
    // the closed and the archived files' marks are claimed too: reopened, they are alerted at the next mark only
    await db.update(students).set({ archivedAt: null }).where(eq(students.id, archived._id));
    expect(await sweepExpiry(db, at('2034-03-02'))).toEqual([]);
    expect((await sweepExpiry(db, at('2034-03-08'))).map((d) => d.notification.message)).toContain(
      `The Passport of Desk Archived (${archived.studentId}) expires today (8 March 2034).`,
    );
  });

  it('alert nobody of a document no longer on the student’s checklist, or no longer one that expires', async () => {
    const student = await studentWithPassportExpiring('2035-06-01');
    await db.insert(checklistReviews).values({ studentId: student._id, itemKey: 'gone', expiresAt: '2035-06-01' });
    // Super Admin's checklists say a passport does not expire (every destination's, whichever the student's is)
    const templates = await db.select().from(checklistTemplates);
    const setPassport = async (expires: (was: boolean) => boolean) => {
      for (const { country, items } of templates) {
        const changed = items.map((item) =>
          item.key === 'passport' ? { ...item, expires: expires(item.expires) } : item,
        );
        await db.update(checklistTemplates).set({ items: changed }).where(eq(checklistTemplates.country, country));
      }
    };
    await setPassport(() => false);
    try {
      await sweepExpiry(db, at('2035-05-30'));
    } finally {
      await setPassport((was) => was);
    }
    expect((await alertsOf(counselor, student.fullName)).map((a) => a.message)).toEqual([]);
  });

  describe('on the job queue', () => {
    let jobs: Jobs | undefined;
    afterAll(async () => jobs?.stop());

    it('runs the sweep with the injected clock', async () => {
      const student = await studentWithPassportExpiring('2032-06-08');
      jobs = await startJobs(pool, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
      const realtime = { publish: () => {}, disconnect: () => {}, connectedClients: () => 0 };
      await scheduleExpiry(jobs, db, realtime, () => at('2032-06-01'));
      await jobs.send(EXPIRY_JOB, {});
      for (let i = 0; i < 60 && (await alertsOf(counselor, student.fullName)).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect((await alertsOf(counselor, student.fullName)).map((a) => a.message)).toEqual([
        expect.stringContaining('expires in 7 days, on 8 June 2032'),
      ]);
      // Every hour of the office's day from 09:00 (03:00 to 17:00 UTC), not 09:00 alone, which a stop would lose;
      // a later run of the day claims nothing again.
      const { rows } = await pool.query(`select cron from pgboss.schedule where name = $1`, [EXPIRY_JOB]);
      expect(rows).toEqual([{ cron: '0 3-17 * * *' }]);
      await sweepExpiry(db, at('2032-06-01'));
      expect(await alertsOf(counselor, student.fullName)).toHaveLength(1);
    });
  });
});

describe('intakes', () => {
  it('are read as staff write them', () => {
    expect(intakeStart('September 2027')).toBe('2027-09-01');
    expect(intakeStart('Sep-27')).toBe('2027-09-01');
    expect(intakeStart('2028-01')).toBe('2028-01-01');
    expect(intakeStart('Jan 2028 (main)')).toBe('2028-01-01');
    expect(intakeStart('next year')).toBeNull();
  });
});

describe('an English test taken on 29 February', () => {
  it('lapses two years on, on 28 February, as the database adds years (not on 1 March)', () => {
    expect(addYears('2024-02-29', 2)).toBe('2026-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-06-15T10:00:00Z', 2)).toBe('2027-06-15');
    expect(addYears('not a date', 2)).toBeNull();
  });
});
