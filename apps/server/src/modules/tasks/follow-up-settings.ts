import { REPORT_STAGES } from '@studydesk/shared/reports';
import {
  DEFAULT_ESCALATION_DAYS,
  DEFAULT_STALL_DAYS,
  type FollowUpSettings,
  followUpSettingsSchema,
} from '@studydesk/shared/tasks';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { officeSettings } from '../../db/schema/follow-ups.ts';
import { transactionLock } from '../../db/transaction-lock.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** The follow-up rules as saved, over their defaults. */
export async function followUpSettings(db: Tx): Promise<FollowUpSettings> {
  const rows = await db
    .select()
    .from(officeSettings)
    .where(inArray(officeSettings.key, ['escalationDays', 'stallDays']));
  const saved = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const parsed = followUpSettingsSchema.safeParse({
    escalationDays: saved.escalationDays ?? DEFAULT_ESCALATION_DAYS,
    stallDays: { ...DEFAULT_STALL_DAYS, ...((saved.stallDays as object | undefined) ?? {}) },
  });
  return parsed.success
    ? parsed.data
    : { escalationDays: DEFAULT_ESCALATION_DAYS, stallDays: { ...DEFAULT_STALL_DAYS } };
}

/** The office's stall days by status (jsonb), as saved over their defaults (the saved ones were checked when saved). */
export const stallDays = sql`(${JSON.stringify(DEFAULT_STALL_DAYS)}::jsonb
  || coalesce((select o.value from office_settings o where o.key = 'stallDays'), '{}'::jsonb))`;

/**
 * The moment before which a student of `status` (a text in SQL) is stalled, read from `days` inside the statement
 * that needs it rather than in a round trip before it. A subquery: of a constant status, worked out once per
 * statement; of each row's status, once a row, so such a statement reads `stallDays` once into a column and gives
 * that as `days` (follow-up-marks.ts).
 */
export const stallCutoff = (status: SQL, days: SQL = stallDays) =>
  sql`(select now() - make_interval(days => (${days}->>${status})::int))`;

/**
 * A student (`s`) with no event for longer than its status allows: each status's cutoff is a range of the
 * activity indexes over `last_activity_at`, the event log's rollup on the student.
 */
export function stalledWhere() {
  const quiet = (status: keyof FollowUpSettings['stallDays']) =>
    sql`(s.status = ${status} and s.last_activity_at < ${stallCutoff(sql`${status}::text`)})`;
  return sql`s.archived_at is null and (${sql.join(REPORT_STAGES.map(quiet), sql` or `)})`;
}

/** The stages that stall, as a text array. */
export const STAGES = sql`array[${sql.join(
  REPORT_STAGES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[]`;

/**
 * Each stalling status's cutoff now and at the stall mark, as `bounds` rows (status, stage, now_cutoff, mark_cutoff)
 * worked out once per statement (`offset 0`: pulled up, the stall days were read once for each use; the mark a
 * subquery, so that the plan counts four bounds whatever it thinks of its table). The students stalled now are those
 * counted at the mark (migrations 0062, 0064) and those `betweenTheCutoffs`, each `sinceTheMark`.
 */
export const stallBounds = sql`select st.status, st.status::student_status as stage, c.at as now_cutoff,
    (select m.at - make_interval(days => (m.days->>st.status)::int) from stall_mark m) as mark_cutoff
  from unnest(${STAGES}) st(status)
  cross join lateral (select ${stallCutoff(sql`st.status`)} as at offset 0) c`;

/** A student `s` of a bound `b` whose activity lies between the mark's cutoff and now's (an hour, as the job runs). */
export const betweenTheCutoffs = sql`s.status = b.stage and s.last_activity_at >= least(b.mark_cutoff, b.now_cutoff)
  and s.last_activity_at < greatest(b.mark_cutoff, b.now_cutoff)`;

/** Such a student counts once more when now's cutoff is the later (stalled since the mark), once less when earlier. */
export const sinceTheMark = sql`case when b.now_cutoff > b.mark_cutoff then 1 else -1 end`;

/**
 * Keeps the stalled counts (migration 0062) at the start of the hour of `until` for the office's stall days: the
 * students whose cutoff passed since the last mark are added, or all counted again when the days changed.
 */
export async function keepStalledCounts(db: Tx, until = new Date()) {
  await db.execute(sql`select stalled_counts_keep(${stallDays}, ${until.toISOString()})`);
}

export async function saveFollowUpSettings(db: Db, settings: FollowUpSettings, actor: Actor) {
  return db.transaction(async (tx) => {
    await transactionLock(tx, 'office-settings');
    const before = await followUpSettings(tx);
    for (const [key, value] of Object.entries(settings)) {
      await tx
        .insert(officeSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: officeSettings.key, set: { value } });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      recordType: 'settings',
      recordId: 'follow-ups',
      action: 'updated',
      before,
      after: settings,
    });
    // The reports' stalled counts, kept at the new days in the same transaction.
    await keepStalledCounts(tx);
    return followUpSettings(tx);
  });
}
