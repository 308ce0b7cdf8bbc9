import {
  type AwaitingCommission,
  COMMISSION_STATES,
  type Commission,
  type commissionFilterSchema,
  type commissionInputSchema,
  type commissionUpdateSchema,
} from '@studydesk/shared/commissions';
import { ErrorCode } from '@studydesk/shared/errors';
import { minorDigits, toMinor } from '@studydesk/shared/money';
import { and, asc, count, eq, not, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { OFFICE_DATE, OFFICE_TZ } from '../../db/office-time.ts';
import { claims, commissions, partners } from '../../db/schema/money.ts';
import { students, universityApplications } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { changedFields, recordAudit } from '../audit/audit.service.ts';
import { createdValues, partnerShare } from './ledger.service.ts';
import { claimLabel } from './money-numbers.ts';

// The commission ledger (issue 18): the rows, their filters and totals per currency, a change or write-off of one
// row, a row entered by hand, and the months of the chart.

const PAGE_SIZE = 50;

/** Claimed (or due to be) and not all received by its due date, in the office's calendar. */
const overdue = sql<boolean>`(${commissions.state} in ('expected', 'claimed', 'partly-received') and ${commissions.dueOn} < ${OFFICE_DATE})`;
/** The partner's share of what was received, rounded down (integer division of non-negative numbers). */
const partnerPayable = sql`(${commissions.receivedMinor} * ${commissions.shareBp} / 10000)`;
/**
 * What a row is expected to bring: a row written off brings only what it had received by then, as its claim counts
 * it. Left out whole instead, its money received would still be in "received" and look like too much.
 */
const expectedMinorOfRow = sql`(case when ${commissions.state} = 'written-off'
  then ${commissions.receivedMinor} else ${commissions.amountMinor} end)`;

/**
 * Expected and received per month and currency, from `from` to `to` (dates, both included): expected by the month a
 * row falls due, received by the month the money came in (the payments recorded against claims, a reversal netting
 * its receipt out), so a row paid a month after it fell due shows its money in the month it came. The ledger's chart
 * and the money report both read this, so they never count one payment in two different months.
 */
export const ledgerMonths = (from: SQL, to: SQL) => sql`
  select month, currency, sum(expected) as expected, sum(received) as received from (
    select date_trunc('month', ${commissions.dueOn})::date as month, ${commissions.currency} as currency,
           sum(${expectedMinorOfRow}) as expected, 0 as received
    from ${commissions} where ${commissions.dueOn} between ${from} and ${to} group by 1, 2
    union all
    select date_trunc('month', p.received_on)::date, c.currency, 0, sum(p.amount_minor)
    from claim_payments p join claims c on c.id = p.claim_id
    where p.received_on between ${from} and ${to} group by 1, 2
  ) sides group by 1, 2`;

export const stateLabel = (state: Commission['state']) =>
  (COMMISSION_STATES.find(([s]) => s === state)?.[1] ?? state).toLowerCase();

/** 409 for a change made on an older version of a record. */
export const changedMeanwhile = (what: string) =>
  new AppError(
    ErrorCode.CHANGED_MEANWHILE,
    `${what} was changed by someone else a moment ago. Reload it to see the change, then try again.`,
  );

/** The ledger's rows that `where` selects, by due date, as the API answers them. */
export async function ledgerRows(tx: Tx, where: SQL | undefined, page?: number): Promise<Commission[]> {
  const query = tx
    .select({
      id: commissions.id,
      applicationId: commissions.applicationId,
      studentId: students.studentId,
      studentName: students.fullName,
      universityName: universityApplications.universityName,
      country: universityApplications.country,
      intake: universityApplications.intake,
      partnerId: commissions.partnerId,
      partnerName: sql<string>`coalesce(${partners.name}, '')`,
      instalment: commissions.instalment,
      instalments: commissions.instalments,
      amountMinor: commissions.amountMinor,
      currency: commissions.currency,
      dueOn: commissions.dueOn,
      state: commissions.state,
      receivedMinor: commissions.receivedMinor,
      partnerPayableMinor: partnerPayable.mapWith(Number),
      shareBp: commissions.shareBp,
      claimId: commissions.claimId,
      claimNumber: claims.number,
      overdue,
      note: commissions.note,
      version: commissions.version,
    })
    .from(commissions)
    .innerJoin(universityApplications, eq(universityApplications.id, commissions.applicationId))
    .innerJoin(students, eq(students.id, commissions.studentId))
    .leftJoin(partners, eq(partners.id, commissions.partnerId))
    .leftJoin(claims, eq(claims.id, commissions.claimId))
    .where(where)
    .orderBy(asc(commissions.dueOn), asc(commissions.id))
    .$dynamic();
  const rows = page === undefined ? await query : await query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
  return rows.map(({ shareBp, claimNumber, ...row }) => ({
    ...row,
    sharePercent: shareBp / 100,
    claimNumber: claimNumber === null ? null : claimLabel(claimNumber),
  }));
}

async function ledgerRow(tx: Tx, id: string) {
  const [row] = await ledgerRows(tx, eq(commissions.id, id));
  if (!row) throw notFound('The ledger row');
  return row;
}

type Filter = z.output<typeof commissionFilterSchema>;

function filterWhere(filter: Filter) {
  const { university, partnerId, intake, state, applicationId } = filter;
  return and(
    university ? sql`lower(${universityApplications.universityName}) = lower(${university})` : undefined,
    partnerId ? eq(commissions.partnerId, partnerId) : undefined,
    intake ? sql`lower(${universityApplications.intake}) = lower(${intake})` : undefined,
    state ? eq(commissions.state, state) : undefined,
    filter.overdue === undefined ? undefined : filter.overdue === 'true' ? overdue : not(overdue),
    applicationId ? eq(commissions.applicationId, applicationId) : undefined,
  );
}

const sumOf = (expression: SQL) => sql`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);

/** A page of the ledger, with the number of rows and the totals per currency of every row the filter matches. */
export async function listCommissions(db: Db, filter: Filter) {
  const where = filterWhere(filter);
  const [data, totals] = await Promise.all([
    ledgerRows(db, where, filter.page),
    db
      .select({
        currency: commissions.currency,
        rows: count(),
        expectedMinor: sumOf(expectedMinorOfRow),
        receivedMinor: sumOf(sql`${commissions.receivedMinor}`),
        // nothing for a row written off: it expects no more than it received
        outstandingMinor: sumOf(sql`greatest(${expectedMinorOfRow} - ${commissions.receivedMinor}, 0)`),
        partnerPayableMinor: sumOf(partnerPayable),
      })
      .from(commissions)
      .innerJoin(universityApplications, eq(universityApplications.id, commissions.applicationId))
      .where(where)
      .groupBy(commissions.currency)
      .orderBy(asc(commissions.currency)),
  ]);
  return {
    data,
    page: { page: filter.page, size: PAGE_SIZE, total: totals.reduce((sum, t) => sum + t.rows, 0) },
    totals: totals.map(({ rows: _rows, ...t }) => t),
  };
}

type CommissionRow = typeof commissions.$inferSelect;

/** The claim of a ledger row, locked before the row, in the order a payment against the claim locks them. */
async function lockedClaimOf(tx: Tx, id: string) {
  const [row] = await tx.select({ claimId: commissions.claimId }).from(commissions).where(eq(commissions.id, id));
  if (!row?.claimId) return undefined;
  const [claim] = await tx.select().from(claims).where(eq(claims.id, row.claimId)).for('update');
  return claim;
}

/**
 * A claim's total is what its rows may still bring: what was not received of a row written off will not come, so it
 * leaves the total (and a claim whose other rows are all received is settled). Its version moves on, so a payment
 * typed against the former total is refused (409) instead of being checked against it.
 */
async function writeOffFromClaim(tx: Tx, claim: typeof claims.$inferSelect, row: CommissionRow, actor: Actor) {
  const notComing = Math.max(row.amountMinor - row.receivedMinor, 0);
  if (notComing === 0) return;
  const totalMinor = claim.totalMinor - notComing;
  await tx
    .update(claims)
    .set({ totalMinor, version: claim.version + 1 })
    .where(eq(claims.id, claim.id));
  await recordAudit(tx, {
    actorId: actor.id,
    recordType: 'claim',
    recordId: claim.id,
    action: 'written-off',
    before: { totalMinor: claim.totalMinor, differenceMinor: claim.totalMinor - claim.receivedMinor },
    after: { totalMinor, differenceMinor: totalMinor - claim.receivedMinor, row: row.id },
  });
}

/**
 * A change of one row: its amount, currency and due date while it is expected, its note always, or a write-off
 * of anything not all received. `version` must be the row's current one, so nobody overwrites a change unseen.
 */
export async function updateCommission(
  db: Db,
  id: string,
  input: z.output<typeof commissionUpdateSchema>,
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const claim = input.state === 'written-off' ? await lockedClaimOf(tx, id) : undefined;
    const [row] = await tx.select().from(commissions).where(eq(commissions.id, id)).for('update');
    if (!row) throw notFound('The ledger row');
    if (row.version !== input.version) throw changedMeanwhile('This ledger row');
    // Claimed meanwhile (which moves its version too): its claim is not the one locked.
    if (input.state === 'written-off' && row.claimId !== (claim?.id ?? null)) throw changedMeanwhile('This ledger row');
    const { amount, dueOn, note, state } = input;
    if ((amount !== undefined || input.currency !== undefined || dueOn !== undefined) && row.state !== 'expected') {
      throw new AppError(
        ErrorCode.SETTLED,
        `Only an expected row’s amount, currency and due date can be changed; this one is ${stateLabel(row.state)}.`,
      );
    }
    if (state === 'written-off' && row.state === 'received') {
      throw new AppError(ErrorCode.SETTLED, 'This row was received in full and cannot be written off.');
    }
    const currency = input.currency ?? row.currency;
    if (currency !== row.currency && amount === undefined) throw invalid({ amount: `Type the amount in ${currency}` });
    const amountMinor = amount === undefined ? row.amountMinor : toMinor(amount, currency);
    if (amountMinor === null) throw invalid({ amount: `Use at most ${minorDigits(currency)} decimals in ${currency}` });
    const next = {
      amountMinor,
      currency,
      dueOn: dueOn ?? row.dueOn,
      note: note ?? row.note,
      state: state ?? row.state,
    };
    const change = changedFields(row, next);
    if (!change) return ledgerRow(tx, id);
    await tx
      .update(commissions)
      .set({ ...next, version: row.version + 1 })
      .where(eq(commissions.id, id));
    const writtenOff = next.state === 'written-off' && row.state !== 'written-off';
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'commission',
      recordId: id,
      action: writtenOff ? 'written-off' : 'updated',
      ...change,
    });
    if (writtenOff && claim) await writeOffFromClaim(tx, claim, row, actor);
    return ledgerRow(tx, id);
  });
}

/** A row entered by hand (instalment 1 of 1) for a successful application that has none. */
export async function enterCommission(db: Db, input: z.output<typeof commissionInputSchema>, actor: Actor) {
  return db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(universityApplications)
      .where(eq(universityApplications.id, input.applicationId))
      .for('update');
    if (!app || app.removedAt) throw notFound('The application');
    if (app.visaStatus !== 'success') {
      throw new AppError(
        ErrorCode.NO_APPLICATION,
        'Only an application whose visa succeeded earns a commission; the visa of this one has not.',
      );
    }
    const [existing] = await tx
      .select({ id: commissions.id })
      .from(commissions)
      .where(eq(commissions.applicationId, app.id))
      .limit(1);
    if (existing) {
      throw new AppError(
        ErrorCode.DUPLICATE,
        'This application has ledger rows already: change them in the ledger instead of entering new ones.',
      );
    }
    const amountMinor = toMinor(input.amount, input.currency);
    if (amountMinor === null) throw invalid({ amount: `Use at most ${minorDigits(input.currency)} decimals` });
    const [row] = await tx
      .insert(commissions)
      .values({
        applicationId: app.id,
        studentId: app.studentId,
        partnerId: app.partnerId,
        shareBp: await partnerShare(tx, app.partnerId),
        amountMinor,
        currency: input.currency,
        dueOn: input.dueOn,
        note: input.note,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'commission',
      recordId: row.id,
      action: 'created',
      after: createdValues(row),
    });
    return ledgerRow(tx, row.id);
  });
}

/**
 * Per month and currency, 12 months back and 11 on: expected by the month a row falls due, received by the month
 * the money came in.
 */
export async function commissionMonths(db: Db) {
  const { rows } = await db.execute<{ month: string; currency: string; expected: string; received: string }>(sql`
    with months as (
      select generate_series(date_trunc('month', ${OFFICE_DATE}) - interval '12 months',
                             date_trunc('month', ${OFFICE_DATE}) + interval '11 months', interval '1 month')::date as start
    ), span as (
      select min(start) as first, (max(start) + interval '1 month' - interval '1 day')::date as last from months
    ), sums as (${ledgerMonths(sql`(select first from span)`, sql`(select last from span)`)})
    select to_char(m.start, 'YYYY-MM') as month, cur.currency,
           coalesce(s.expected, 0)::text as expected, coalesce(s.received, 0)::text as received
    from months m
    cross join (select distinct currency from sums) cur
    left join sums s on s.month = m.start and s.currency = cur.currency
    order by m.start, cur.currency`);
  return rows.map((r) => ({
    month: r.month,
    currency: r.currency,
    expectedMinor: Number(r.expected),
    receivedMinor: Number(r.received),
  }));
}

/**
 * The successful applications (not removed) that have no ledger row, and why none was made, for a hand entry:
 * at most 200, the newest decision first.
 */
export async function awaitingCommissions(db: Db): Promise<AwaitingCommission[]> {
  const { rows } = await db.execute<AwaitingCommission>(sql`
    select a.id as "applicationId", s.student_id as "studentId", s.full_name as "studentName",
           a.university_name as "universityName", a.intake, coalesce(p.name, '') as "partnerName",
           to_char(coalesce(d.decided_on, (a.visa_decided_at at time zone ${OFFICE_TZ})::date), 'YYYY-MM-DD')
             as "decidedOn",
           case when g.id is null then 'no-agreement'
                -- an agreement of nothing makes no rows (plannedRows in ledger.service); the form refuses one
                when coalesce(g.amount_minor, 0) = 0 and coalesce(g.percent_bp, 0) = 0 then 'no-agreement'
                when g.basis = 'percent' and (a.tuition_fee_minor is null or a.tuition_currency is null)
                  then 'no-tuition-fee'
                -- as wholeCommission in ledger.service: a per cent is taken only of a fee in the agreement currency
                when g.basis = 'percent' and a.tuition_currency <> g.currency then 'tuition-other-currency'
                -- a fee of 0, or one whose per cent rounds to nothing, is no fee to take a per cent of
                when g.basis = 'percent' and a.tuition_fee_minor::numeric * g.percent_bp < 5000 then 'no-tuition-fee'
                else 'agreement-added-later' end as why
    from university_applications a
    join students s on s.id = a.student_id
    left join partners p on p.id = a.partner_id
    left join lateral (
      select v.decided_on, v.created_at from visa_decisions v
      where v.application_id = a.id order by v.created_at desc limit 1
    ) d on true
    left join lateral (
      select g.id, g.basis, g.currency, g.amount_minor, g.percent_bp from agreements g
      where g.active and lower(g.university_name) = lower(a.university_name) and g.course_level in (a.course_level, '')
      order by g.course_level = '' limit 1
    ) g on true
    where a.visa_status = 'success' and a.removed_at is null
      and not exists (select 1 from commissions c where c.application_id = a.id)
    order by 7 desc, d.created_at desc nulls last
    limit 200`);
  return rows;
}
