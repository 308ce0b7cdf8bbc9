import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agreements, commissions, partners } from '../../db/schema/money.ts';
import { type universityApplications, visaDecisions } from '../../db/schema.ts';
import { recordAudits } from '../audit/audit.service.ts';

// The ledger's rows follow the visa: a success makes the expected instalments from the university's agreement, a
// correction to a refusal writes off what was not claimed yet.

type Application = typeof universityApplications.$inferSelect;
type Agreement = typeof agreements.$inferSelect;

/** The note of rows written off because the visa outcome was corrected to a refusal. */
export const CORRECTED_NOTE = 'Visa outcome corrected';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(new Date(utc(day).getTime() + days * 86_400_000));

/** `months` later, on the same day or the month's last when it is shorter (31 Jan + 1 month = 28 Feb, as SQL). */
export function addMonths(day: string, months: number) {
  const start = utc(day);
  const month = start.getUTCMonth() + months;
  const last = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), last))));
}

/** `total` in `parts` whole pieces that add up to it exactly, the remainder on the first. */
export function splitEvenly(total: number, parts: number) {
  const piece = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === 0 ? total - piece * (parts - 1) : piece));
}

/**
 * The active agreement for a university (any case): the course level's own first, else the general one. Held FOR
 * SHARE until the grant's transaction ends, so the agreement is neither deleted nor changed under the rows made
 * from it; one deleted or deactivated while this waited is passed over for the next that fits.
 */
async function agreementFor(tx: Tx, universityName: string, courseLevel: string) {
  const [found] = await tx
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.active, true),
        sql`lower(${agreements.universityName}) = lower(${universityName})`,
        inArray(agreements.courseLevel, [...new Set([courseLevel, ''])]),
      ),
    )
    .orderBy(sql`${agreements.courseLevel} = ''`)
    .limit(1)
    .for('share');
  return found;
}

/**
 * The whole commission an agreement gives, in the agreement's currency (the one the university pays in); null when
 * a per cent has no tuition fee to be taken of, or one in another currency: no rate turns a per cent of a fee in USD
 * into GBP, so the application waits for staff to correct one of the two (see awaitingCommissions).
 */
function wholeCommission(agreement: Agreement, app: Application) {
  if (agreement.basis === 'fixed') {
    return agreement.amountMinor === null ? null : { amountMinor: agreement.amountMinor, currency: agreement.currency };
  }
  if (app.tuitionFeeMinor === null || !app.tuitionCurrency || agreement.percentBp === null) return null;
  if (app.tuitionCurrency !== agreement.currency) return null;
  // In BigInt: a large fee in a currency of many minor units times basis points passes 2^53. Rounded half up, as a
  // person reckons it: adding half before BigInt's truncating division does that for the never-negative fees.
  const amount = (BigInt(app.tuitionFeeMinor) * BigInt(agreement.percentBp) + 5_000n) / 10_000n;
  return { amountMinor: Number(amount), currency: agreement.currency };
}

/** The partner's share in basis points, copied onto each row so a later change of share keeps past rows. */
export async function partnerShare(tx: Tx, partnerId: string | null) {
  if (!partnerId) return 0;
  const [partner] = await tx.select({ shareBp: partners.shareBp }).from(partners).where(eq(partners.id, partnerId));
  return partner?.shareBp ?? 0;
}

/** What the trail keeps of a new row. */
export const createdValues = (row: typeof commissions.$inferSelect) => ({
  applicationId: row.applicationId,
  instalment: `${row.instalment} of ${row.instalments}`,
  amountMinor: row.amountMinor,
  currency: row.currency,
  dueOn: row.dueOn,
  state: row.state,
  partnerId: row.partnerId,
  shareBp: row.shareBp,
  note: row.note,
});

/** An instalment's due date under `agreement` for a visa granted on `decidedOn`. */
function dueOn(agreement: Agreement, decidedOn: string, instalment: number) {
  const start = agreement.claimable === 'census' ? addDays(decidedOn, agreement.censusDays) : decidedOn;
  return addMonths(start, (instalment - 1) * agreement.monthsBetween);
}

/** The expected instalments of a successful application that has none yet, from its university's agreement. */
async function makeExpected(tx: Tx, app: Application, decidedOn: string, actorId: string) {
  const agreement = await agreementFor(tx, app.universityName, app.courseLevel);
  const whole = agreement ? wholeCommission(agreement, app) : null;
  if (!agreement || !whole) return;
  const shareBp = await partnerShare(tx, app.partnerId);
  const made = await tx
    .insert(commissions)
    .values(
      splitEvenly(whole.amountMinor, agreement.instalments).map((amountMinor, i) => ({
        applicationId: app.id,
        studentId: app.studentId,
        agreementId: agreement.id,
        partnerId: app.partnerId,
        shareBp,
        instalment: i + 1,
        instalments: agreement.instalments,
        amountMinor,
        currency: whole.currency,
        dueOn: dueOn(agreement, decidedOn, i + 1),
      })),
    )
    .onConflictDoNothing()
    .returning();
  await recordAudits(
    tx,
    made.map((row) => ({
      actorId,
      recordType: 'commission' as const,
      recordId: row.id,
      action: 'created',
      after: createdValues(row),
    })),
  );
}

/** Moves the application's unclaimed rows from one state to another, each change in the trail. */
async function moveUnclaimed(
  tx: Tx,
  applicationId: string,
  from: { state: 'expected' | 'written-off'; note?: string },
  to: { state: 'expected' | 'written-off'; note: string },
  actorId: string,
) {
  const rows = await tx
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.applicationId, applicationId),
        eq(commissions.state, from.state),
        isNull(commissions.claimId),
        from.note === undefined ? undefined : eq(commissions.note, from.note),
      ),
    )
    .orderBy(asc(commissions.instalment))
    .for('update');
  if (rows.length === 0) return;
  await tx
    .update(commissions)
    .set({ ...to, version: sql`${commissions.version} + 1` })
    .where(
      inArray(
        commissions.id,
        rows.map((r) => r.id),
      ),
    );
  await recordAudits(
    tx,
    rows.map((row) => ({
      actorId,
      recordType: 'commission' as const,
      recordId: row.id,
      action: to.state === 'written-off' ? 'written-off' : 'updated',
      before: { state: row.state, note: row.note },
      after: to,
    })),
  );
}

/**
 * Follows a recorded visa outcome in the ledger, in the outcome's transaction. A success makes the expected rows
 * when the application has none (and brings back rows an earlier correction wrote off); a refusal writes off the
 * rows still expected and not claimed.
 */
export async function followVisaOutcome(
  tx: Tx,
  app: Application,
  outcome: { status: 'success' | 'rejected'; decidedOn: string },
  actorId: string,
) {
  if (outcome.status === 'rejected') {
    await moveUnclaimed(tx, app.id, { state: 'expected' }, { state: 'written-off', note: CORRECTED_NOTE }, actorId);
    return;
  }
  const [existing] = await tx
    .select({ id: commissions.id })
    .from(commissions)
    .where(eq(commissions.applicationId, app.id))
    .limit(1);
  if (!existing) return makeExpected(tx, app, outcome.decidedOn, actorId);
  await moveUnclaimed(
    tx,
    app.id,
    { state: 'written-off', note: CORRECTED_NOTE },
    { state: 'expected', note: '' },
    actorId,
  );
  await redate(tx, app.id, outcome.decidedOn, actorId);
}

/**
 * A grant's date corrected: the expected, unclaimed rows still due as the former grant's date made them follow the
 * new one; a row whose due date was typed by hand, or made under another agreement since, keeps its own.
 */
async function redate(tx: Tx, applicationId: string, decidedOn: string, actorId: string) {
  // the grant before this one (this one is recorded already)
  const [former] = await tx
    .select({ decidedOn: visaDecisions.decidedOn })
    .from(visaDecisions)
    .where(and(eq(visaDecisions.applicationId, applicationId), eq(visaDecisions.status, 'success')))
    .orderBy(desc(visaDecisions.createdAt))
    .offset(1)
    .limit(1);
  if (!former || former.decidedOn === decidedOn) return;
  const rows = await tx
    .select({ row: commissions, agreement: agreements })
    .from(commissions)
    .innerJoin(agreements, eq(agreements.id, commissions.agreementId))
    .where(
      and(eq(commissions.applicationId, applicationId), eq(commissions.state, 'expected'), isNull(commissions.claimId)),
    )
    .for('update', { of: commissions });
  for (const { row, agreement } of rows) {
    if (row.dueOn !== dueOn(agreement, former.decidedOn, row.instalment)) continue;
    const next = dueOn(agreement, decidedOn, row.instalment);
    await tx
      .update(commissions)
      .set({ dueOn: next, version: sql`${commissions.version} + 1` })
      .where(eq(commissions.id, row.id));
    await recordAudits(tx, [
      {
        actorId,
        recordType: 'commission',
        recordId: row.id,
        action: 'updated',
        before: { dueOn: row.dueOn },
        after: { dueOn: next },
      },
    ]);
  }
}
