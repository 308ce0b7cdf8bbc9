import type { claimReversalInputSchema } from '@studydesk/shared/commissions';
import { ErrorCode } from '@studydesk/shared/errors';
import { formatMoney } from '@studydesk/shared/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { claimPayments, claims, commissions } from '../../db/schema/money.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { recordAudit, recordAudits } from '../audit/audit.service.ts';
import { getClaim } from './claims.service.ts';
import { changedMeanwhile } from './commissions.service.ts';

// A receipt recorded against a claim by mistake is reversed, not deleted: a counter-entry of the opposite amount on
// the same day names it (`reverses_id`, unique: reversed once). Every sum of claim_payments (the money report's
// month) then nets to what it would be had the receipt never been recorded.

type Row = typeof commissions.$inferSelect;

/**
 * What each row holds of `totalMinor` received: filled in due order up to its amount, the surplus on the last.
 * Spreading receipts one by one (claims.service's spreadOverRows) fills the same order, so this is what the
 * remaining receipts would have left on the rows as long as the rows taking money did not change in between.
 */
function spreadTotal(rows: Row[], totalMinor: number) {
  let left = totalMinor;
  return rows.map((row, i) => {
    const receivedMinor = i === rows.length - 1 ? left : Math.min(left, row.amountMinor);
    left -= receivedMinor;
    const state =
      receivedMinor === 0
        ? ('claimed' as const)
        : receivedMinor >= row.amountMinor
          ? ('received' as const)
          : ('partly-received' as const);
    return { row, receivedMinor, state };
  });
}

/**
 * Reverses a receipt of a claim: under the claim's lock and on its `version`, as receiving is, the receipt gets its
 * counter-entry and the claim's rows get the spread of what the other receipts brought.
 */
export async function reverseClaimPayment(
  db: Db,
  claimId: string,
  paymentId: string,
  input: z.output<typeof claimReversalInputSchema>,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!claim) throw notFound('The claim');
    const [receipt] = await tx
      .select()
      .from(claimPayments)
      .where(
        and(eq(claimPayments.id, paymentId), eq(claimPayments.claimId, claimId), isNull(claimPayments.reversesId)),
      );
    if (!receipt) throw notFound('The payment on this claim');
    const [reversed] = await tx
      .select({ id: claimPayments.id })
      .from(claimPayments)
      .where(eq(claimPayments.reversesId, receipt.id));
    if (reversed) throw new AppError(ErrorCode.DUPLICATE, 'This payment was reversed already.');
    if (claim.version !== input.version) throw changedMeanwhile('This claim');
    const rows = await claimRows(tx, claimId);
    await tx.insert(claimPayments).values({
      reversesId: receipt.id,
      claimId,
      receivedOn: receipt.receivedOn,
      amountMinor: -receipt.amountMinor,
      recordedBy: actor.id,
    });
    const receivedMinor = claim.receivedMinor - receipt.amountMinor;
    await respread(tx, rows, receivedMinor, actor);
    await tx
      .update(claims)
      .set({ receivedMinor, version: claim.version + 1 })
      .where(eq(claims.id, claimId));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'claim',
      recordId: claimId,
      action: 'payment-reversed',
      before: { receivedMinor: claim.receivedMinor, differenceMinor: claim.totalMinor - claim.receivedMinor },
      after: {
        receivedMinor,
        differenceMinor: claim.totalMinor - receivedMinor,
        payment: { id: receipt.id, receivedOn: receipt.receivedOn, amountMinor: receipt.amountMinor },
      },
    });
    return getClaim(tx, claimId);
  });
}

/**
 * The claim's rows that take money, locked, in the order receiving spreads it. A row written off after money came
 * in on it keeps that money and its write-off took only the rest off the claim's total: which receipts paid it is
 * not recorded, so the spread without the reversed one cannot be told, and the reversal is refused.
 */
async function claimRows(tx: Tx, claimId: string) {
  const rows = await tx
    .select()
    .from(commissions)
    .where(eq(commissions.claimId, claimId))
    .orderBy(asc(commissions.dueOn), asc(commissions.instalment), asc(commissions.id))
    .for('update');
  const paidOff = rows.find((row) => row.state === 'written-off' && row.receivedMinor > 0);
  if (paidOff) {
    throw new AppError(
      ErrorCode.SETTLED,
      `A row of this claim was written off after ${formatMoney(paidOff.receivedMinor, paidOff.currency)} came in ` +
        'on it; which payment that money came from is not recorded, so no payment of this claim can be reversed.',
    );
  }
  return rows.filter((row) => row.state !== 'written-off');
}

async function respread(tx: Tx, rows: Row[], receivedMinor: number, actor: Actor) {
  const changes = spreadTotal(rows, receivedMinor).filter(
    ({ row, receivedMinor: now, state }) => now !== row.receivedMinor || state !== row.state,
  );
  for (const { row, receivedMinor: now, state } of changes) {
    await tx
      .update(commissions)
      .set({ receivedMinor: now, state, version: row.version + 1 })
      .where(eq(commissions.id, row.id));
  }
  await recordAudits(
    tx,
    changes.map(({ row, receivedMinor: now, state }) => ({
      actorId: actor.id,
      recordType: 'commission' as const,
      recordId: row.id,
      action: 'payment-reversed',
      before: { state: row.state, receivedMinor: row.receivedMinor },
      after: { state, receivedMinor: now },
    })),
  );
}
