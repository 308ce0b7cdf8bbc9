import { addDays, addMonths } from '@studydesk/shared/dates';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
export async function agreementFor(tx: Tx, universityName: string, courseLevel: string) {
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

/**
 * The instalments `agreement` gives an application granted on `decidedOn`; none when the whole is nothing (a fee of
 * 0, a per cent of 0 or one rounding to nothing): a row of 0 would wait "expected, overdue" forever, and one entered
 * by hand is refused. No more instalments than minor units, so none of them is 0 either.
 */
export function plannedRows(agreement: Agreement, app: Application, decidedOn: string) {
  const whole = wholeCommission(agreement, app);
  if (!whole || whole.amountMinor <= 0) return [];
  const instalments = Math.min(agreement.instalments, whole.amountMinor);
  return splitEvenly(whole.amountMinor, instalments).map((amountMinor, i) => ({
    agreementId: agreement.id,
    instalment: i + 1,
    instalments,
    amountMinor,
    currency: whole.currency,
    dueOn: dueOn(agreement, decidedOn, i + 1),
  }));
}

export type PlannedRow = ReturnType<typeof plannedRows>[number];

/** Inserts planned rows of the application, the partner and share given, each in the trail. */
export async function insertPlanned(
  tx: Tx,
  app: Application,
  planned: PlannedRow[],
  partner: { partnerId: string | null; shareBp: number },
  actorId: string,
) {
  if (planned.length === 0) return;
  const made = await tx
    .insert(commissions)
    .values(planned.map((row) => ({ ...row, ...partner, applicationId: app.id, studentId: app.studentId })))
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

/** The expected instalments of a successful application that has none yet, from its university's agreement. */
export async function makeExpected(tx: Tx, app: Application, decidedOn: string, actorId: string) {
  const agreement = await agreementFor(tx, app.universityName, app.courseLevel);
  const planned = agreement ? plannedRows(agreement, app, decidedOn) : [];
  if (planned.length === 0) return;
  const partner = { partnerId: app.partnerId, shareBp: await partnerShare(tx, app.partnerId) };
  await insertPlanned(tx, app, planned, partner, actorId);
}

/**
 * A row written off by a correction to a refusal carries the mark before the accountant's own note, which comes back
 * when the visa is granted after all: the mark alone would have overwritten the note (no column holds why a row was
 * written off).
 */
const MARK = `${CORRECTED_NOTE} · `;
const markedNote = (note: string) => (note === '' ? CORRECTED_NOTE : `${MARK}${note}`);
const unmarkedNote = (note: string) => (note.startsWith(MARK) ? note.slice(MARK.length) : '');

/**
 * Moves the application's unclaimed rows: expected ones to written off with the mark, or those the mark says a
 * correction wrote off back to expected with the note they had. Each change is in the trail.
 */
async function moveUnclaimed(tx: Tx, applicationId: string, to: 'expected' | 'written-off', actorId: string) {
  const rows = await tx
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.applicationId, applicationId),
        isNull(commissions.claimId),
        to === 'written-off'
          ? eq(commissions.state, 'expected')
          : and(
              eq(commissions.state, 'written-off'),
              or(eq(commissions.note, CORRECTED_NOTE), sql`starts_with(${commissions.note}, ${MARK})`),
            ),
      ),
    )
    .orderBy(asc(commissions.instalment))
    .for('update');
  const moved = rows.map((row) => ({
    row,
    after: { state: to, note: to === 'written-off' ? markedNote(row.note) : unmarkedNote(row.note) },
  }));
  for (const { row, after } of moved) {
    await tx
      .update(commissions)
      .set({ ...after, version: sql`${commissions.version} + 1` })
      .where(eq(commissions.id, row.id));
  }
  await recordAudits(
    tx,
    moved.map(({ row, after }) => ({
      actorId,
      recordType: 'commission' as const,
      recordId: row.id,
      action: to === 'written-off' ? 'written-off' : 'updated',
      before: { state: row.state, note: row.note },
      after,
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
    await moveUnclaimed(tx, app.id, 'written-off', actorId);
    return;
  }
  const [existing] = await tx
    .select({ id: commissions.id })
    .from(commissions)
    .where(eq(commissions.applicationId, app.id))
    .limit(1);
  if (!existing) return makeExpected(tx, app, outcome.decidedOn, actorId);
  await moveUnclaimed(tx, app.id, 'expected', actorId);
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
