import type {
  Claim,
  ClaimPage,
  Commission,
  claimInputSchema,
  claimPaymentInputSchema,
} from '@studydesk/shared/commissions';
import { officeToday } from '@studydesk/shared/dates';
import { ErrorCode } from '@studydesk/shared/errors';
import { formatMoney, toMinor } from '@studydesk/shared/money';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { OFFICE_TZ } from '../../db/office-time.ts';
import { claimPayments, claims, commissions } from '../../db/schema/money.ts';
import { employees, students, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import { changedMeanwhile, ledgerRows, stateLabel } from './commissions.service.ts';
import { claimLabel } from './money-numbers.ts';

// Claims (issue 18): expected rows of one university and currency become one numbered claim invoice; money
// received against it is spread over its rows by due date.

const summaryColumns = {
  id: claims.id,
  number: claims.number,
  universityName: claims.universityName,
  currency: claims.currency,
  createdOn: sql<string>`to_char(${claims.createdAt} at time zone ${OFFICE_TZ}, 'YYYY-MM-DD')`,
  totalMinor: claims.totalMinor,
  receivedMinor: claims.receivedMinor,
  version: claims.version,
};

/** A claim's columns as the API answers them: its number as printed, what is still to come. */
function toSummary<C extends { number: number; totalMinor: number; receivedMinor: number }>(claim: C) {
  return { ...claim, number: claimLabel(claim.number), differenceMinor: claim.totalMinor - claim.receivedMinor };
}

/** Claims a page of the list. */
export const CLAIMS_PAGE = 20;

/** A page of the claims, newest first, and how many there are. */
export async function listClaims(db: Db, page: number): Promise<ClaimPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(claims)
      .orderBy(desc(claims.createdAt), desc(claims.number))
      .limit(CLAIMS_PAGE)
      .offset((page - 1) * CLAIMS_PAGE),
    db.select({ total: sql<number>`count(*)::int` }).from(claims),
  ]);
  return { data: rows.map(toSummary), page: { page, size: CLAIMS_PAGE, total: counted?.total ?? 0 } };
}

/**
 * What a row of a claim is claimed for: its amount, or what it brought when it was written off after it was claimed
 * (it then leaves the claim's total): so the rows of an invoice or its spreadsheet add up to the claim's total.
 */
export const claimedMinor = (row: Pick<Commission, 'state' | 'amountMinor' | 'receivedMinor'>) =>
  row.state === 'written-off' ? row.receivedMinor : row.amountMinor;

/** One claim with its rows by due date and the payments received against it. */
export async function getClaim(tx: Tx, id: string): Promise<Claim> {
  const [claim] = await tx.select(summaryColumns).from(claims).where(eq(claims.id, id));
  if (!claim) throw notFound('The claim');
  const [rows, payments] = await Promise.all([
    ledgerRows(tx, eq(commissions.claimId, id)),
    tx
      .select({
        id: claimPayments.id,
        receivedOn: claimPayments.receivedOn,
        amountMinor: claimPayments.amountMinor,
        overPayment: claimPayments.overPayment,
        reversesId: claimPayments.reversesId,
        recordedBy: employees.name,
      })
      .from(claimPayments)
      .innerJoin(employees, eq(employees.id, claimPayments.recordedBy))
      .where(eq(claimPayments.claimId, id))
      .orderBy(asc(claimPayments.receivedOn), asc(claimPayments.createdAt)),
  ]);
  // A reversal's counter-entry (claims-reverse.ts) is no receipt: it marks the receipt it reverses.
  const reversed = new Set(payments.flatMap((p) => (p.reversesId ? [p.reversesId] : [])));
  const receipts = payments
    .filter((p) => p.reversesId === null)
    .map(({ reversesId: _counter, ...p }) => ({ ...p, reversed: reversed.has(p.id) }));
  return { ...toSummary(claim), rows, receipts };
}

const notClaimable = (row: { studentId: number; instalment: number; instalments: number }, why: string) =>
  new AppError(
    ErrorCode.NOT_CLAIMABLE,
    `Student ${row.studentId}, instalment ${row.instalment} of ${row.instalments}: ${why}`,
  );

/**
 * A numbered claim of rows that are all expected, of one university (any case) and one currency, for the total the
 * screen showed when it sends one.
 */
export async function createClaim(db: Db, input: z.output<typeof claimInputSchema>, actor: Actor) {
  const { commissionIds, totalMinor: shown } = input;
  return db.transaction(async (tx) => {
    const ids = [...new Set(commissionIds)];
    const rows = await tx
      .select({
        id: commissions.id,
        state: commissions.state,
        amountMinor: commissions.amountMinor,
        currency: commissions.currency,
        instalment: commissions.instalment,
        instalments: commissions.instalments,
        universityName: universityApplications.universityName,
        studentId: students.studentId,
      })
      .from(commissions)
      .innerJoin(universityApplications, eq(universityApplications.id, commissions.applicationId))
      .innerJoin(students, eq(students.id, commissions.studentId))
      .where(inArray(commissions.id, ids))
      .orderBy(asc(commissions.dueOn), asc(commissions.id))
      .for('update', { of: commissions });
    const [first] = rows;
    if (!first || rows.length !== ids.length) throw notFound('A ledger row of the claim');
    for (const row of rows) {
      if (row.state !== 'expected') throw notClaimable(row, `it is ${stateLabel(row.state)}, not expected.`);
      if (row.universityName.toLowerCase() !== first.universityName.toLowerCase()) {
        throw notClaimable(
          row,
          `it is for ${row.universityName}; a claim is to one university (${first.universityName}).`,
        );
      }
      if (row.currency !== first.currency) {
        throw notClaimable(row, `it is in ${row.currency}; a claim is in one currency (${first.currency}).`);
      }
    }
    const totalMinor = rows.reduce((sum, r) => sum + r.amountMinor, 0);
    if (shown !== undefined && shown !== totalMinor) {
      throw new AppError(
        ErrorCode.CHANGED_MEANWHILE,
        `The rows were changed by someone else a moment ago: their total is ${formatMoney(totalMinor, first.currency)}, ` +
          `not ${formatMoney(shown, first.currency)}. Look at them again, then make the claim.`,
      );
    }
    const [claim] = await tx
      .insert(claims)
      .values({
        universityName: first.universityName,
        currency: first.currency,
        totalMinor,
        createdBy: actor.id,
      })
      .returning();
    if (!claim) throw new Error('insert returned nothing');
    await tx
      .update(commissions)
      .set({ state: 'claimed', claimId: claim.id, version: sql`${commissions.version} + 1` })
      .where(inArray(commissions.id, ids));
    const number = claimLabel(claim.number);
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'claim',
      recordId: claim.id,
      action: 'created',
      after: {
        number,
        universityName: claim.universityName,
        currency: claim.currency,
        totalMinor: claim.totalMinor,
        rows: rows.length,
      },
    });
    await recordAudits(
      tx,
      rows.map((row) => ({
        actorId: actor.id,
        recordType: 'commission' as const,
        recordId: row.id,
        action: 'claimed',
        before: { state: row.state, claim: null },
        after: { state: 'claimed', claim: number },
      })),
    );
    return getClaim(tx, claim.id);
  });
}

/**
 * Spreads money received over the claim's rows (not written off) by due date, each up to its amount; what is
 * left after all of them (an over-payment) stays on the last.
 */
async function spreadOverRows(tx: Tx, claimId: string, amountMinor: number, actor: Actor) {
  const rows = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.claimId, claimId), ne(commissions.state, 'written-off')))
    .orderBy(asc(commissions.dueOn), asc(commissions.instalment), asc(commissions.id))
    .for('update');
  if (rows.length === 0) {
    throw new AppError(ErrorCode.SETTLED, 'Every row of this claim was written off: there is nothing to receive.');
  }
  let left = amountMinor;
  const changes = rows.flatMap((row, i) => {
    const take = i === rows.length - 1 ? left : Math.min(left, Math.max(row.amountMinor - row.receivedMinor, 0));
    left -= take;
    const receivedMinor = row.receivedMinor + take;
    const state = receivedMinor >= row.amountMinor ? ('received' as const) : ('partly-received' as const);
    return take > 0 ? [{ row, receivedMinor, state }] : [];
  });
  for (const { row, receivedMinor, state } of changes) {
    await tx
      .update(commissions)
      .set({ receivedMinor, state, version: row.version + 1 })
      .where(eq(commissions.id, row.id));
  }
  await recordAudits(
    tx,
    changes.map(({ row, receivedMinor, state }) => ({
      actorId: actor.id,
      recordType: 'commission' as const,
      recordId: row.id,
      action: 'payment-received',
      before: { state: row.state, receivedMinor: row.receivedMinor },
      after: { state, receivedMinor },
    })),
  );
}

/**
 * Records money received against a claim. The claim is locked, so of two people recording at once on the same
 * `version` one wins and the other gets a 409: nothing is counted twice. More than is still due needs
 * `overPayment`.
 */
export async function receiveClaimPayment(
  db: Db,
  id: string,
  input: z.output<typeof claimPaymentInputSchema>,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    if (!claim) throw notFound('The claim');
    if (claim.version !== input.version) throw changedMeanwhile('This claim');
    if (input.currency !== claim.currency) throw invalid({ currency: `This claim is in ${claim.currency}` });
    if (input.receivedOn > officeToday()) throw invalid({ receivedOn: 'The date received cannot be in the future' });
    const amountMinor = toMinor(input.amount, input.currency);
    if (!amountMinor) throw invalid({ amount: 'Type an amount above 0' });
    const due = claim.totalMinor - claim.receivedMinor;
    if (amountMinor > due && !input.overPayment) {
      throw new AppError(
        ErrorCode.OVER_PAYMENT,
        `That is more than the ${formatMoney(Math.max(due, 0), claim.currency)} still due on this claim; ` +
          'mark it as an over-payment to record it.',
      );
    }
    await tx.insert(claimPayments).values({
      claimId: id,
      receivedOn: input.receivedOn,
      amountMinor,
      overPayment: amountMinor > due,
      recordedBy: actor.id,
    });
    await spreadOverRows(tx, id, amountMinor, actor);
    const receivedMinor = claim.receivedMinor + amountMinor;
    await tx
      .update(claims)
      .set({ receivedMinor, version: claim.version + 1 })
      .where(eq(claims.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'claim',
      recordId: id,
      action: 'payment-received',
      before: { receivedMinor: claim.receivedMinor, differenceMinor: due },
      after: {
        receivedMinor,
        differenceMinor: claim.totalMinor - receivedMinor,
        payment: { receivedOn: input.receivedOn, amountMinor, overPayment: amountMinor > due },
      },
    });
    return getClaim(tx, id);
  });
}
