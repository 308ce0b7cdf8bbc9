import { ErrorCode } from '@studydesk/shared/errors';
import { type Agreement, type agreementInputSchema, toMinor } from '@studydesk/shared/money';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { agreements, commissions } from '../../db/schema/money.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';

// University agreements (issue 18): what a university pays for a successful student, per university (any case)
// and optionally per course level; one active agreement per university and level.

type AgreementInput = z.output<typeof agreementInputSchema>;
type AgreementRow = typeof agreements.$inferSelect;

/** The ledger rows made from an agreement (an agreement in use is deactivated); see partners.service.ts's count. */
const commissionCount = sql<number>`(select count(*)::int from ${commissions} c where c.agreement_id = agreements.id)`;

const agreementOf = (row: AgreementRow, commissionRows: number): Agreement => ({
  id: row.id,
  universityName: row.universityName,
  courseLevel: row.courseLevel,
  basis: row.basis,
  percent: row.percentBp === null ? null : row.percentBp / 100,
  amountMinor: row.amountMinor,
  currency: row.currency,
  instalments: row.instalments,
  monthsBetween: row.monthsBetween,
  claimable: row.claimable,
  censusDays: row.censusDays,
  active: row.active,
  commissions: commissionRows,
});

/**
 * The stored columns of a form: a per cent as basis points, or a fixed amount as minor units, never both. A per cent
 * of 0 is refused as a fixed amount of nothing is: it would make no ledger rows (a row of nothing is none).
 */
function columnsOf({ percent, amount, ...input }: AgreementInput) {
  const percentBp = input.basis === 'percent' && percent !== undefined ? Math.round(percent * 100) : null;
  if (percentBp === 0) throw invalid({ percent: 'Type a per cent above 0' });
  const amountMinor = input.basis === 'fixed' && amount !== undefined ? toMinor(amount, input.currency) : null;
  return { ...input, percentBp, amountMinor };
}

const audited = ({ commissions: _, ...agreement }: Agreement) => agreement;

/** Active first, then by university and level. */
export async function listAgreements(db: Db) {
  const rows = await db
    .select({ agreement: agreements, commissions: commissionCount })
    .from(agreements)
    .orderBy(
      desc(agreements.active),
      asc(sql`lower(${agreements.universityName})`),
      asc(agreements.courseLevel),
      asc(agreements.id),
    );
  return rows.map((r) => agreementOf(r.agreement, r.commissions));
}

/**
 * The agreement, locked until the transaction ends: no ledger row can be made from it meanwhile. Its rows are
 * counted in a statement of their own, after the lock: a statement that waits for the lock still counts from the
 * snapshot it began with, so it would miss the rows of the grant it waited for.
 */
async function lockedAgreement(tx: Tx, id: string) {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, id)).for('update');
  if (!row) throw notFound('The agreement');
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(commissions)
    .where(eq(commissions.agreementId, id));
  return agreementOf(row, counted?.n ?? 0);
}

/** A second active agreement for the same university and level: 409 naming the fields. */
async function oneActive<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'agreements_active_key')) {
      throw new AppError(
        ErrorCode.DUPLICATE,
        'This university already has an active agreement for this course level: edit that one, or deactivate it first.',
        { universityName: 'An active agreement for this university and level exists already' },
      );
    }
    throw error;
  }
}

export async function createAgreement(db: Db, input: AgreementInput, actor: Actor) {
  return oneActive(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(agreements).values(columnsOf(input)).returning();
      if (!row) throw new Error('the agreement was not saved');
      const agreement = agreementOf(row, 0);
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'agreement',
        recordId: row.id,
        action: 'created',
        after: audited(agreement),
      });
      return agreement;
    }),
  );
}

/** Rows already made from the agreement keep their amounts; the change holds for the next successes. */
export async function updateAgreement(db: Db, id: string, input: AgreementInput, actor: Actor) {
  return oneActive(() =>
    db.transaction(async (tx) => {
      const before = await lockedAgreement(tx, id);
      const [row] = await tx.update(agreements).set(columnsOf(input)).where(eq(agreements.id, id)).returning();
      if (!row) throw notFound('The agreement');
      const after = agreementOf(row, before.commissions);
      await recordAudit(tx, {
        actorId: actor.id,
        recordType: 'agreement',
        recordId: id,
        action: 'updated',
        before: audited(before),
        after: audited(after),
      });
      return after;
    }),
  );
}

export async function deleteAgreement(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const agreement = await lockedAgreement(tx, id);
    if (agreement.commissions > 0) {
      throw new AppError(
        ErrorCode.IN_USE,
        `Ledger rows were made from this agreement with ${agreement.universityName}: deactivate it instead of deleting it.`,
      );
    }
    await tx.delete(agreements).where(eq(agreements.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'agreement',
      recordId: id,
      action: 'deleted',
      before: audited(agreement),
    });
    return { id };
  });
}
