import type { Role } from '@studydesk/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, testApp } from '../../../test/helpers.ts';
import { sweepMissingDocumentReminders } from '../../modules/messages/automatic.reminders.ts';
import { employees, students } from '../schema.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAgreements, seedDemoMoney } from './demo-money.ts';
import { OFFICE, seedDemoOffice } from './demo-office.ts';
import { STORIES } from './demo-office-stories.ts';
import { seedDemoReminderLooks } from './demo-reminders.ts';
import { seedDemoStudents } from './demo-students.ts';
import { seedDemoTasks } from './demo-tasks.ts';
import { seedDemoWebsiteLeads } from './demo-website-leads.ts';

const { app, db } = await testApp();

/** What `npm run seed:demo` does, on a small office. */
async function seed() {
  await seedDemoAccounts(db);
  await seedDemoStudents(db, 40, OFFICE.counselors, OFFICE.receptionist);
  await seedDemoWebsiteLeads(db);
  await seedDemoAgreements(db);
  const office = await seedDemoOffice(db);
  await seedDemoMoney(db);
  await seedDemoTasks(db, OFFICE.counselors, OFFICE.superAdmin);
  await seedDemoReminderLooks(db);
  return office;
}

async function as(email: string, role: Role) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.email, email));
  if (!account || !row) throw new Error(`no demo account ${email}`);
  const cookie = await cookieFor(db, row.id, role);
  return async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
}
const employeeIdOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)?.employeeId ?? '';

describe('the demo office', () => {
  let firstRun = 0;
  beforeAll(async () => {
    firstRun = await seed();
  });

  it('fills the admin Officer’s two lists, for each officer', async () => {
    for (const email of OFFICE.officers) {
      const get = await as(email, 'admin Officer');
      const id = employeeIdOf(email);
      const applying = await get(`/utilities/filter-student-list/${id}?status=application-processing`);
      const later = await get(
        `/utilities/filter-student-list/${id}?status=visa-processing&status=success&status=rejected`,
      );
      expect(applying.data.length, email).toBeGreaterThan(0);
      expect(later.data.length, email).toBeGreaterThan(0);
    }
  });

  it('fills each visa member’s tabs: ongoing and decided', async () => {
    for (const email of OFFICE.visa) {
      const get = await as(email, 'Admin Office Visa Section');
      const id = employeeIdOf(email);
      expect((await get(`/utilities/filter-student-list/${id}?status=visa-processing`)).data.length).toBeGreaterThan(0);
      const decided = await get(`/utilities/filter-student-list/${id}?status=success&status=rejected`);
      expect(decided.data.length, email).toBeGreaterThan(0);
    }
  });

  it('fills the commission list, the archived students and the Super Admin’s website leads', async () => {
    const get = await as(OFFICE.superAdmin, 'Super Admin');
    const commission = await get('/super-admin/get-commission-list');
    expect(commission.data.length).toBeGreaterThan(3);
    expect((await get('/utilities/archived-students')).data.length).toBeGreaterThanOrEqual(3);
    const leads = await get('/admin/enrolled-profile-list?page=1');
    expect(leads.totalProfiles).toBeGreaterThan(10);
    const counts = await get('/super-admin/dashboard');
    for (const status of ['follow-up', 'enrolled', 'application-processing', 'visa-processing', 'success']) {
      expect(counts.data.byStatus[status], status).toBeGreaterThan(0);
    }
  });

  it('gives each counselor students at every stage, converted website leads and notifications', async () => {
    for (const email of OFFICE.counselors) {
      const get = await as(email, 'Counselor');
      const id = employeeIdOf(email);
      const mine = await get(`/utilities/filter-student-list/${id}?pageSize=100`);
      const statuses = new Set(mine.data.map((s: { status: string }) => s.status));
      expect([...statuses].sort(), email).toEqual(
        ['application-processing', 'enrolled', 'follow-up', 'rejected', 'success', 'visa-processing'].sort(),
      );
      const leads = await get(`/admin/counselor-student-profile-list/${id}?page=1`);
      expect(leads.totalProfiles, email).toBeGreaterThanOrEqual(2);
      const notes = await get(`/notifications/${id}`);
      expect(notes.data.length, email).toBeGreaterThan(0);
    }
  });

  it('gives the officers and visa members notifications, some of them unread', async () => {
    for (const [email, role] of [
      [OFFICE.officers[0], 'admin Officer'],
      [OFFICE.visa[0], 'Admin Office Visa Section'],
    ] as const) {
      const get = await as(email ?? '', role);
      const notes = await get(`/notifications/${employeeIdOf(email ?? '')}`);
      expect(notes.data.length, email).toBeGreaterThan(0);
      expect(notes.unread, email).toBeGreaterThan(0);
    }
  });

  it('spreads the students’ arrival over the last months, their history in order', async () => {
    const [span] = await db
      .select({ days: sql<number>`extract(day from now() - min(${students.createdAt}))::int` })
      .from(students)
      .where(sql`${students.email} like '%@example.org'`);
    expect(span?.days).toBeGreaterThan(60);
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from student_events e join students s on s.id = e.student_id
      where e.at < s.created_at - interval '1 second'`);
    expect(rows[0]?.n).toBe(0);
  });

  it('fills the money screens: a ledger with every state, claims, waiting applications, fees and rates', async () => {
    const get = await as(OFFICE.accounts, 'Accounts');
    const ledger = await get('/commissions');
    const states = new Set(ledger.data.map((r: { state: string }) => r.state));
    for (const state of ['expected', 'claimed', 'received']) expect(states, state).toContain(state);
    expect(ledger.data.some((r: { partnerPayableMinor: number }) => r.partnerPayableMinor > 0)).toBe(true);
    expect(ledger.totals.length).toBeGreaterThan(1);
    expect((await get('/commissions/claims')).data.length).toBeGreaterThan(1);
    expect((await get('/commissions/awaiting')).data.length).toBeGreaterThan(0);
    expect((await get('/agreements')).data.length).toBeGreaterThan(20);
    expect((await get('/money/rates')).data.length).toBeGreaterThan(20);
    const partners = await get('/partners');
    expect(partners.data.filter((p: { sharePercent: number }) => p.sharePercent > 0)).toHaveLength(3);
  });

  it('gives the same office when it runs again', async () => {
    expect(firstRun).toBe(STORIES.length + OFFICE.counselors.length * 2);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(students);
    expect(await seed()).toBe(0);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(students)).toEqual(before);
  });

  it('has been swept for missing documents: the students fall due over the interval, not all at the first hour', async () => {
    const { rows } = await db.execute<{ older: number; looked: number }>(sql`
      select (select count(*)::int from students where archived_at is null
          and created_at <= now() - interval '7 days') as older,
        (select count(*)::int from missing_document_reminders) as looked`);
    expect(rows[0]?.looked).toBe(rows[0]?.older);
    const missingEverything = async () => ['Passport'];
    const sweepIn = (days: number) =>
      sweepMissingDocumentReminders(db, new Date(Date.now() + days * 86_400_000), missingEverything);
    expect(await sweepIn(0)).toBe(0);
    const halfway = await sweepIn(3.5);
    expect(halfway).toBeGreaterThan(0);
    expect(await sweepIn(7)).toBeGreaterThan(0);
  });
});
