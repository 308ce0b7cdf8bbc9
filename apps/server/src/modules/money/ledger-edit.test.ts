import type { Commission } from '@studydesk/shared/commissions';
import { addMonths, officeToday } from '@studydesk/shared/dates';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { addAgreement, ledgerWorld } from '../../../test/ledger.ts';
import { auditEvents } from '../../db/schema.ts';

// The ledger after the grant: a fee typed or corrected later reaches the rows still as the ledger made them, a
// commission of nothing makes no rows, and a correction of the visa keeps the accountant's note.

const { app, db } = await testApp();
const world = await ledgerWorld(app, db);
const { accounts, admin, call } = world;
const granted = addMonths(officeToday(), -2);

const rowsOf = async (applicationId: string) =>
  (await call('GET', `/commissions?applicationId=${applicationId}`, accounts)).json().data as Commission[];
const awaitingOf = async (applicationId: string) => {
  const answer = await call('GET', '/commissions/awaiting', accounts);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.find((a: { applicationId: string }) => a.applicationId === applicationId);
};
const trailOf = (recordId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, 'commission'), eq(auditEvents.recordId, recordId)))
    .orderBy(auditEvents.at);

async function edit(of: { studentId: number }, applicationId: string, body: object) {
  const answer = await call('PATCH', `/student/${of.studentId}/applications/${applicationId}`, admin, body);
  expect(answer.statusCode, answer.body).toBe(200);
}

const amounts = (rows: Commission[]) => rows.map((r) => [r.instalment, r.instalments, r.amountMinor, r.currency]);

beforeAll(async () => {
  const percent = { basis: 'percent', claimable: 'enrolment', currency: 'GBP', monthsBetween: 6 } as const;
  await addAgreement(db, { ...percent, universityName: 'University of Leeds', percentBp: 1500, instalments: 2 });
  await addAgreement(db, { ...percent, universityName: 'University of York', percentBp: 1000, instalments: 1 });
  await addAgreement(db, { ...percent, universityName: 'Nothing College', percentBp: 0, instalments: 1 });
  await addAgreement(db, {
    universityName: 'Tiny Institute',
    basis: 'fixed',
    amountMinor: 2,
    currency: 'JPY',
    instalments: 3,
    monthsBetween: 6,
    claimable: 'enrolment',
  });
});

describe('a tuition fee typed after the grant', () => {
  it('makes the rows the grant would have made, and the application no longer waits', async () => {
    const { student, applicationId } = await world.success(
      'Late Lena',
      { universityName: 'University of Leeds' },
      granted,
    );
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await awaitingOf(applicationId)).toMatchObject({ why: 'no-tuition-fee' });
    await edit(student, applicationId, { tuitionFee: '20000', tuitionCurrency: 'GBP' });
    const rows = await rowsOf(applicationId);
    // 15% of GBP 20,000.00 in two instalments, due from the grant
    expect(amounts(rows)).toEqual([
      [1, 2, 150_000, 'GBP'],
      [2, 2, 150_000, 'GBP'],
    ]);
    expect(rows.map((r) => r.dueOn)).toEqual([granted, addMonths(granted, 6)]);
    expect(await awaitingOf(applicationId)).toBeUndefined();
    expect((await trailOf(rows[0]?.id ?? ''))[0]).toMatchObject({ action: 'created', actorId: admin.id });
  });
});

describe('a tuition fee corrected after the grant', () => {
  it('makes the rows again when they are as the ledger made them, keeping their notes', async () => {
    const { student, applicationId } = await world.success(
      'Typo Tom',
      { universityName: 'University of Leeds', tuitionFee: '2000', tuitionCurrency: 'GBP' },
      granted,
    );
    const [first] = await rowsOf(applicationId);
    const noted = await call('PATCH', `/commissions/${first?.id}`, accounts, { version: 1, note: 'Asked for the CAS' });
    expect(noted.statusCode, noted.body).toBe(200);
    await edit(student, applicationId, { tuitionFee: '20000', tuitionCurrency: 'GBP' });
    const rows = await rowsOf(applicationId);
    expect(amounts(rows)).toEqual([
      [1, 2, 150_000, 'GBP'],
      [2, 2, 150_000, 'GBP'],
    ]);
    expect(rows.map((r) => [r.id, r.note, r.version])).toEqual([
      [first?.id, 'Asked for the CAS', 3],
      [rows[1]?.id, '', 2],
    ]);
    expect((await trailOf(first?.id ?? '')).at(-1)).toMatchObject({
      action: 'updated',
      before: { amountMinor: 15_000 },
      after: { amountMinor: 150_000 },
    });
  });

  it('follows a change of university: the other agreement’s rows, or none and a wait for a hand entry', async () => {
    const { student, applicationId } = await world.success(
      'Moving Mo',
      { universityName: 'University of Leeds', tuitionFee: '10000', tuitionCurrency: 'GBP' },
      granted,
    );
    const [, gone] = await rowsOf(applicationId);
    await edit(student, applicationId, { universityName: 'University of York' });
    expect(amounts(await rowsOf(applicationId))).toEqual([[1, 1, 100_000, 'GBP']]);
    expect((await trailOf(gone?.id ?? '')).map((e) => e.action)).toEqual(['created', 'deleted']);
    await edit(student, applicationId, { universityName: 'Unknown College' });
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await awaitingOf(applicationId)).toMatchObject({ why: 'no-agreement' });
  });

  it('keeps rows claimed or changed by hand, and says so in their trail', async () => {
    const claimedOne = await world.success(
      'Claimed Cleo',
      { universityName: 'University of York', tuitionFee: '2000', tuitionCurrency: 'GBP' },
      granted,
    );
    const [claimedRow] = await rowsOf(claimedOne.applicationId);
    const claim = await call('POST', '/commissions/claims', accounts, { commissionIds: [claimedRow?.id] });
    expect(claim.statusCode, claim.body).toBe(201);
    await edit(claimedOne.student, claimedOne.applicationId, { tuitionFee: '20000', tuitionCurrency: 'GBP' });
    expect(amounts(await rowsOf(claimedOne.applicationId))).toEqual([[1, 1, 20_000, 'GBP']]);
    expect((await trailOf(claimedRow?.id ?? '')).at(-1)).toMatchObject({
      action: 'kept',
      before: { tuitionFeeMinor: 200_000 },
      after: expect.objectContaining({ tuitionFeeMinor: 2_000_000 }),
    });

    const typed = await world.success(
      'Typed Tess',
      { universityName: 'University of York', tuitionFee: '2000', tuitionCurrency: 'GBP' },
      granted,
    );
    const [row] = await rowsOf(typed.applicationId);
    await call('PATCH', `/commissions/${row?.id}`, accounts, { version: 1, amount: '250' });
    await edit(typed.student, typed.applicationId, { tuitionFee: '20000', tuitionCurrency: 'GBP' });
    expect(amounts(await rowsOf(typed.applicationId))).toEqual([[1, 1, 25_000, 'GBP']]);
    expect((await trailOf(row?.id ?? '')).at(-1)).toMatchObject({ action: 'kept' });
  });
});

describe('a commission of nothing', () => {
  it('makes no rows of a fee of 0, and the application waits for its fee', async () => {
    const { applicationId } = await world.success(
      'Zero Zoe',
      { universityName: 'University of Leeds', tuitionFee: '0', tuitionCurrency: 'GBP' },
      granted,
    );
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await awaitingOf(applicationId)).toMatchObject({ why: 'no-tuition-fee' });
  });

  it('makes no rows of an agreement of 0%, which is refused as a fixed amount of nothing is', async () => {
    const { applicationId } = await world.success(
      'Nil Nora',
      { universityName: 'Nothing College', tuitionFee: '9000', tuitionCurrency: 'GBP' },
      granted,
    );
    expect(await rowsOf(applicationId)).toEqual([]);
    expect(await awaitingOf(applicationId)).toMatchObject({ why: 'no-agreement' });
    const refused = await call('POST', '/agreements', accounts, {
      universityName: 'University of Hull',
      basis: 'percent',
      percent: 0,
      currency: 'GBP',
      instalments: 1,
      claimable: 'enrolment',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ percent: 'Type a per cent above 0' });
  });

  it('makes no instalment of 0 when the whole is smaller than the instalments', async () => {
    const { applicationId } = await world.success('Yen Yui', { universityName: 'Tiny Institute' }, granted);
    expect(amounts(await rowsOf(applicationId))).toEqual([
      [1, 2, 1, 'JPY'],
      [2, 2, 1, 'JPY'],
    ]);
  });
});

describe('a correction of the visa', () => {
  it('keeps the accountant’s note on the rows it writes off and brings back', async () => {
    const { student, applicationId } = await world.success(
      'Noted Nell',
      { universityName: 'University of Leeds', tuitionFee: '10000', tuitionCurrency: 'GBP' },
      granted,
    );
    const [first] = await rowsOf(applicationId);
    await call('PATCH', `/commissions/${first?.id}`, accounts, { version: 1, note: 'Invoice after the census' });
    await world.decide(student, applicationId, 'rejected', granted);
    expect((await rowsOf(applicationId)).map((r) => [r.state, r.note])).toEqual([
      ['written-off', 'Visa outcome corrected · Invoice after the census'],
      ['written-off', 'Visa outcome corrected'],
    ]);
    await world.decide(student, applicationId, 'success', granted);
    expect((await rowsOf(applicationId)).map((r) => [r.state, r.note])).toEqual([
      ['expected', 'Invoice after the census'],
      ['expected', ''],
    ]);
  });
});
