import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { OFFICE_DATE, OFFICE_TZ } from '../../db/office-time.ts';
import { agreements, commissions } from '../../db/schema/money.ts';
import type { universityApplications } from '../../db/schema.ts';
import { type AuditEntry, changedFields, recordAudits } from '../audit/audit.service.ts';
import {
  agreementFor,
  createdValues,
  insertPlanned,
  makeExpected,
  type PlannedRow,
  plannedRows,
} from './ledger.service.ts';

// An application edited after its visa was granted: the ledger made its rows from the fee, currency, university and
// course level it had then. A fee typed or corrected later has to reach the rows, or a granted student earns
// nothing (no rows) or 15% of a typo.

type Application = typeof universityApplications.$inferSelect;
type Row = typeof commissions.$inferSelect;

/** What the agreement is matched by (university, level) and what a per cent is taken of (fee, currency). */
const MADE_FROM = ['universityName', 'courseLevel', 'tuitionFeeMinor', 'tuitionCurrency'] as const;

/** Why rows were left as they were, in their trail (Accounts decides what the change means for them). */
const KEPT_WHY =
  'The application’s tuition fee, university or course level changed; this row was claimed, received, written ' +
  'off or changed by hand, so its amount was kept';

const samePlan = (row: Row, planned: PlannedRow | undefined) =>
  planned !== undefined &&
  row.agreementId === planned.agreementId &&
  row.instalment === planned.instalment &&
  row.instalments === planned.instalments &&
  row.amountMinor === planned.amountMinor &&
  row.currency === planned.currency &&
  row.dueOn === planned.dueOn;

const samePlans = (rows: Row[], planned: PlannedRow[]) =>
  rows.length === planned.length && rows.every((row, i) => samePlan(row, planned[i]));

/** The day the visa was granted, as the awaiting list reads it: the newest decision, else the status's own day. */
async function grantedOn(tx: Tx, app: Application) {
  const { rows } = await tx.execute<{ day: string }>(sql`
    select to_char(coalesce(d.decided_on, (a.visa_decided_at at time zone ${OFFICE_TZ})::date, ${OFFICE_DATE}),
      'YYYY-MM-DD') as day
    from university_applications a
    left join lateral (
      select v.decided_on from visa_decisions v where v.application_id = a.id order by v.created_at desc limit 1
    ) d on true
    where a.id = ${app.id}`);
  const day = rows[0]?.day;
  if (!day) throw new Error('the application is gone');
  return day;
}

/**
 * Whether the rows are still what the ledger made of the application as it was: every one expected, unclaimed,
 * nothing received, and its amount, currency and due date those its agreement gives the former fields (a row
 * entered or changed by hand, or made under an agreement changed since, is not).
 */
async function untouched(tx: Tx, rows: Row[], before: Application, decidedOn: string) {
  const open = rows.every((row) => row.state === 'expected' && row.claimId === null && row.receivedMinor === 0);
  const agreementId = rows[0]?.agreementId;
  if (!open || !agreementId) return false;
  const [agreement] = await tx.select().from(agreements).where(eq(agreements.id, agreementId));
  return agreement !== undefined && samePlans(rows, plannedRows(agreement, before, decidedOn));
}

/** Brings the rows to the plan in place (their notes stay), deleting those it drops and adding those it adds. */
async function replan(tx: Tx, app: Application, rows: Row[], planned: PlannedRow[], actorId: string) {
  const audits: Omit<AuditEntry, 'actorId' | 'recordType'>[] = [];
  for (const [i, row] of rows.entries()) {
    const next = planned[i];
    if (samePlan(row, next)) continue;
    if (!next) {
      await tx.delete(commissions).where(eq(commissions.id, row.id));
      audits.push({ recordId: row.id, action: 'deleted', before: createdValues(row) });
      continue;
    }
    const { instalment: _same, ...set } = next;
    await tx
      .update(commissions)
      .set({ ...set, version: row.version + 1 })
      .where(eq(commissions.id, row.id));
    const change = changedFields(row, set);
    if (change) audits.push({ recordId: row.id, action: 'updated', ...change });
  }
  await recordAudits(
    tx,
    audits.map((audit) => ({ ...audit, actorId, recordType: 'commission' as const })),
  );
  // the partner and share agreed when the rows were made, as a later change of share keeps them
  const [first] = rows;
  const partner = { partnerId: first?.partnerId ?? null, shareBp: first?.shareBp ?? 0 };
  await insertPlanned(tx, app, planned.slice(rows.length), partner, actorId);
}

/**
 * Follows an edit of a granted application in the ledger, in the edit's transaction (the application locked first,
 * then the ledger, as a visa outcome takes them). No rows yet: the rows the grant would make now. Rows still as the
 * ledger made them: made again from the fields as they are now. Otherwise they are kept, and their trail says so.
 */
export async function followApplicationEdit(tx: Tx, before: Application, after: Application, actorId: string) {
  if (after.visaStatus !== 'success' || after.removedAt !== null) return;
  if (MADE_FROM.every((field) => before[field] === after[field])) return;
  const decidedOn = await grantedOn(tx, after);
  const rows = await tx
    .select()
    .from(commissions)
    .where(eq(commissions.applicationId, after.id))
    .orderBy(asc(commissions.instalment))
    .for('update');
  if (rows.length === 0) return makeExpected(tx, after, decidedOn, actorId);
  const agreement = await agreementFor(tx, after.universityName, after.courseLevel);
  const planned = agreement ? plannedRows(agreement, after, decidedOn) : [];
  if (samePlans(rows, planned)) return;
  // a row the new plan drops would take an accountant's note with it
  const notesLost = rows.some((row, i) => planned[i] === undefined && row.note !== '');
  if (!notesLost && (await untouched(tx, rows, before, decidedOn))) return replan(tx, after, rows, planned, actorId);
  const fields = Object.fromEntries(MADE_FROM.map((field) => [field, after[field]]));
  await recordAudits(
    tx,
    rows.map((row) => ({
      actorId,
      recordType: 'commission' as const,
      recordId: row.id,
      action: 'kept',
      before: Object.fromEntries(MADE_FROM.map((field) => [field, before[field]])),
      after: { ...fields, why: KEPT_WHY },
    })),
  );
}
