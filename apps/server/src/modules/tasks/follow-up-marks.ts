import { type FollowUpMark, isClosed, type StudentStatus } from '@studydesk/shared/students';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';
import { officeDaysSince } from '../../db/office-time.ts';
import { stallCutoff, stallDays } from './follow-up-settings.ts';

/** The columns a follow-up mark is read from, as `withFollowUpMarks` names them. */
export type FollowUpColumns = {
  fuNextDueAt: string | null;
  fuNextNote: string | null;
  fuOverdue: boolean;
  fuDaysInStage: number;
  fuStalled: boolean;
};

/** The rollups a page's marks are worked out from, and its order's key (every such page is newest first). */
const rollupColumns = sql`students.stage_since, students.last_activity_at, students.created_at as sort_at`;

/** A page's own columns by the names they are answered as; `id` and `status` are the marks' too. */
export type PageColumns = { id: AnyColumn | SQL; status: AnyColumn | SQL } & Record<string, AnyColumn | SQL>;

/**
 * A page of students with each row's follow-up marks, worked out for the page's rows only: its next step (when and
 * what), the office days since its last status change (calendar days, as My Day and the reports count them), and
 * whether it has had no event for longer than its status allows (the office's stall days, as My Day counts them).
 * `page` is given the select list of `columns` (each named as it is answered) and the rollups the marks need, and
 * reads the students as `students`, in `order`. Of the page's columns only `columns` are answered: the rollups and
 * the order's key were three timestamps a row read, sent and parsed for nothing (a tenth of a board column's 51
 * rows' time). The page's order (newest first unless said) is given again outside: a join does not keep the order of
 * its inputs. With a `total`, each row has it as `listTotal`.
 */
export function withFollowUpMarks(
  columns: PageColumns,
  page: (select: SQL) => SQL,
  { order = sql`p.sort_at desc nulls last, p.id desc nulls last`, total }: { order?: SQL; total?: SQL } = {},
) {
  const names = Object.keys(columns);
  const select = sql.join(
    [...names.map((name) => sql`${columns[name]} as ${sql.identifier(name)}`), rollupColumns],
    sql`, `,
  );
  const answered = sql.raw(names.map((name) => `p."${name}"`).join(', '));
  // A list's total (a number) beside its page, in the same statement: every row carries it, and an empty page is
  // one row of it alone (its page's columns null).
  const from = total
    ? sql`(select (${total})::int as n) total left join lateral (${page(select)}) p on true`
    : sql`(${page(select)}) p`;
  return sql`
    select ${answered},${total ? sql` total.n as "listTotal",` : sql``}
      ${isoTime(sql`n.due_at`)} as "fuNextDueAt", n.note as "fuNextNote", coalesce(n.due_at < now(), false) as "fuOverdue",
      ${officeDaysSince(sql`p.stage_since`)} as "fuDaysInStage",
      coalesce(p.last_activity_at < ${stallCutoff(sql`p.status::text`, sql`sd.days`)}, false) as "fuStalled"
    from ${from}
    -- The stall days read once for the page, not once a row.
    cross join (select ${stallDays} as days offset 0) sd
    -- Each row's next step by its key, as the page is read (\`offset 0\` keeps the subquery from being made a join):
    -- joined, a generic plan hashed every next step of the office for a page of 51 (6,300 rows at a million).
    left join lateral (select n.due_at, n.note from next_actions n where n.student_id = p.id offset 0) n on true
    order by ${order}`;
}

export const toFollowUpMark = (r: FollowUpColumns & { status: StudentStatus }): FollowUpMark => ({
  active: !isClosed(r.status),
  nextDueAt: r.fuNextDueAt,
  overdue: r.fuOverdue,
  daysInStage: r.fuDaysInStage,
  stalled: r.fuStalled,
});
