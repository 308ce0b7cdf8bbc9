import type { FollowUpMark } from '@studydesk/shared/students';
import { DEFAULT_STALL_DAYS } from '@studydesk/shared/tasks';
import { type SQL, sql } from 'drizzle-orm';
import { isoTime } from '../../db/iso-time.ts';

/** The columns a follow-up mark is read from, as `withFollowUpMarks` names them. */
export type FollowUpColumns = {
  fuActive: boolean;
  fuNextDueAt: string | null;
  fuOverdue: boolean;
  fuDaysInStage: number;
  fuStalled: boolean;
};

/**
 * A page of students (`page`, a subquery with the columns `id`, `status` and `created_raw`) with each row's
 * follow-up marks, worked out for the page's rows only: its next step, days since its last status change, and
 * whether it has had no event for longer than its status allows (the office's stall days, as My Day counts them).
 */
export function withFollowUpMarks(page: SQL) {
  const defaults = JSON.stringify(DEFAULT_STALL_DAYS);
  return sql`
    select p.*, p.status not in ('success', 'rejected') as "fuActive",
      ${isoTime(sql`n.due_at`)} as "fuNextDueAt", coalesce(n.due_at < now(), false) as "fuOverdue",
      floor(extract(epoch from now() - coalesce(f.stage_at, p.created_raw)) / 86400)::int as "fuDaysInStage",
      coalesce(f.stall_days is not null and p.created_raw < now() - make_interval(days => f.stall_days)
        and coalesce(f.last_at, '-infinity') < now() - make_interval(days => f.stall_days), false) as "fuStalled"
    from (${page}) p
    left join next_actions n on n.student_id = p.id
    cross join lateral (select
      (select max(ev.at) from student_events ev where ev.student_id = p.id) as last_at,
      (select max(ev.at) from student_events ev where ev.student_id = p.id and ev.kind = 'status-changed') as stage_at,
      coalesce((select (o.value->>p.status::text)::int from office_settings o where o.key = 'stallDays'),
        (${defaults}::jsonb->>p.status::text)::int) as stall_days) f`;
}

export const toFollowUpMark = (r: FollowUpColumns): FollowUpMark => ({
  active: r.fuActive,
  nextDueAt: r.fuNextDueAt,
  overdue: r.fuOverdue,
  daysInStage: r.fuDaysInStage,
  stalled: r.fuStalled,
});
