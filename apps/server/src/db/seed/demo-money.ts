import { officeToday } from '@studydesk/shared/dates';
import { agreementInputSchema, minorToText, partnerInputSchema } from '@studydesk/shared/money';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { createAgreement } from '../../modules/money/agreements.service.ts';
import { createClaim, receiveClaimPayment } from '../../modules/money/claims.service.ts';
import { saveOfficeProfile, saveRate } from '../../modules/money/money-settings.service.ts';
import { createPartner } from '../../modules/money/partners.service.ts';
import { recordPayment } from '../../modules/money/payments.service.ts';
import type { Db } from '../client.ts';
import { agreements, claims, commissions } from '../schema/money.ts';
import { students, universityApplications } from '../schema.ts';
import { type Actors, actorsOf, catalogueCourses, OFFICE, tell } from './demo-office.ts';
import { CURRENCY, storyEmail } from './demo-office-stories.ts';

// The demo office's money (issue 18): agreements made before the stories run, so each visa that succeeds makes its
// ledger rows through the product's own code; then earlier successes, claims, money received and students' fees.

/** The stories' B2B agents, as partners with their shares before any application names them. */
const PARTNERS = [
  { name: 'Global_Edu_Link', sharePercent: 30, contact: 'Shirin Akhter', country: 'Bangladesh' },
  { name: 'Study_Bridge_BD', sharePercent: 25, contact: 'Rezaul Karim', country: 'Bangladesh' },
  { name: 'Apex_Admissions', sharePercent: 20, contact: 'Daniel Moore', country: 'United Kingdom' },
];
const AGENTS = PARTNERS.map((p) => p.name);

/** Universities of the catalogue left without an agreement, so the ledger has applications waiting for an amount. */
const NO_AGREEMENT = new Set(['Ulster University', 'Wichita State University', 'Conestoga College']);

/** The office's name and address on claims and receipts, the partners, and an agreement with most universities of the catalogue. */
export async function seedDemoAgreements(db: Db) {
  const [any] = await db.select({ id: agreements.id }).from(agreements).limit(1);
  if (any) return 0;
  const actor = (await actorsOf(db))(OFFICE.superAdmin, 'Super Admin');
  await saveOfficeProfile(
    db,
    {
      name: 'StudyDesk Education Consultancy',
      address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
      currency: 'BDT',
    },
    actor,
  );
  for (const partner of PARTNERS) await createPartner(db, partnerInputSchema.parse(partner), actor);
  const names = [...new Map((await catalogueCourses(db)).map((c) => [c.university, c.country])).entries()];
  let made = 0;
  for (const [i, [universityName, country]] of names.entries()) {
    if (NO_AGREEMENT.has(universityName)) continue;
    const currency = CURRENCY[country] ?? 'MYR';
    const byPercent = currency !== 'EUR' && currency !== 'MYR';
    await createAgreement(
      db,
      agreementInputSchema.parse(
        byPercent
          ? {
              universityName,
              basis: 'percent',
              percent: 12 + (i % 4),
              currency,
              instalments: 2,
              monthsBetween: 6,
              claimable: 'enrolment',
            }
          : {
              universityName,
              basis: 'fixed',
              amount: currency === 'EUR' ? '1500' : '4000',
              currency,
              instalments: 1,
              claimable: 'census',
              censusDays: 30,
            },
      ),
      actor,
    );
    made += 1;
  }
  return made;
}

/** Students who got their visas months ago: the ledger's history, each told as the office's other stories are. */
const GRADUATES = [
  'Tahsin Ahmed',
  'Rumana Afroz',
  'Shafiqul Islam',
  'Nabila Haque',
  'Arif Mahmud',
  'Sumaiya Akter',
  'Kamrul Hasan',
  'Jannatul Ferdous',
  'Mahmudul Karim',
  'Tasnim Rahman',
];

/** Earlier successes, claims with money received, students' fees and a year of rates. */
export async function seedDemoMoney(db: Db) {
  const [done] = await db.select({ id: claims.id }).from(claims).limit(1);
  if (done) return 0;
  const actor = await actorsOf(db);
  const courses = await catalogueCourses(db);
  for (const [i, name] of GRADUATES.entries()) {
    const [exists] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.email, storyEmail(name)));
    if (exists) continue;
    const story = { name, stage: 'success' as const, counselor: i % 3, officer: i % 2, visa: (i + 1) % 2 };
    await tell(
      db,
      { ...story, daysAgo: 70 + i * 30, b2b: i % 3 === 2 ? '' : (AGENTS[i % 3] ?? ''), city: 'Dhaka' },
      courses,
      100 + i * 3,
      actor,
    );
  }
  const accounts = actor(OFFICE.accounts, 'Accounts');
  await claimsAndReceipts(db, accounts);
  await studentFees(db, accounts);
  await rates(db, accounts);
  return GRADUATES.length;
}

/** The rows due by today, claimed per university: the oldest claims paid in full, the next in part, the rest open. */
async function claimsAndReceipts(db: Db, actor: ReturnType<Actors>) {
  const due = await db
    .select({ id: commissions.id, university: universityApplications.universityName, currency: commissions.currency })
    .from(commissions)
    .innerJoin(universityApplications, eq(universityApplications.id, commissions.applicationId))
    .where(and(eq(commissions.state, 'expected'), lte(commissions.dueOn, sql`current_date`)))
    .orderBy(asc(commissions.dueOn));
  const groups = new Map<string, string[]>();
  for (const row of due)
    groups.set(`${row.university}|${row.currency}`, [
      ...(groups.get(`${row.university}|${row.currency}`) ?? []),
      row.id,
    ]);
  let n = 0;
  for (const ids of groups.values()) {
    const claim = await createClaim(db, { commissionIds: ids }, actor);
    const share = n % 3 === 0 ? 1 : n % 3 === 1 ? 0.6 : 0;
    const amount = Math.round(claim.totalMinor * share);
    if (amount > 0) {
      await receiveClaimPayment(
        db,
        claim.id,
        {
          version: claim.version,
          receivedOn: officeToday(),
          amount: minorToText(amount, claim.currency),
          currency: claim.currency,
          overPayment: false,
        },
        actor,
      );
    }
    n += 1;
  }
}

/** Service fees, deposits and one refund, paid by students whose visas succeeded. */
async function studentFees(db: Db, actor: ReturnType<Actors>) {
  const paying = await db
    .selectDistinct({ studentId: students.studentId })
    .from(students)
    .innerJoin(commissions, eq(commissions.studentId, students.id))
    .orderBy(asc(students.studentId))
    .limit(8);
  for (const [i, { studentId }] of paying.entries()) {
    const day = officeToday();
    const base = { currency: 'BDT', paidOn: day, note: '' } as const;
    await recordPayment(
      db,
      studentId,
      { ...base, kind: 'service-fee', amount: '25000', method: 'Bank transfer', seen: 0 },
      actor,
    );
    if (i % 2 === 0)
      await recordPayment(db, studentId, { ...base, kind: 'deposit', amount: '50000', method: 'Cash', seen: 1 }, actor);
    if (i === 2) {
      await recordPayment(
        db,
        studentId,
        {
          ...base,
          kind: 'refund',
          amount: '20000',
          method: 'Bank transfer',
          note: 'Deposit returned after the offer was deferred.',
          seen: 2,
        },
        actor,
      );
    }
  }
}

/** Six months of rates for the currencies the agreements use, in taka. */
async function rates(db: Db, actor: ReturnType<Actors>) {
  const base: Record<string, number> = { GBP: 152.4, USD: 119.8, CAD: 87.6, AUD: 78.9, EUR: 129.3, MYR: 25.4 };
  const now = new Date();
  for (let back = 5; back >= 0; back--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    for (const [currency, rate] of Object.entries(base)) {
      await saveRate(db, { month, currency, rate: Number((rate * (1 + (back - 2) * 0.004)).toFixed(2)) }, actor);
    }
  }
}
