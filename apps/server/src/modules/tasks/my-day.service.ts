import { REPORT_STAGES } from '@studydesk/shared/reports';
import type { Role } from '@studydesk/shared/role-names';
import type { StudentStatus } from '@studydesk/shared/students';
import { type DayItem, type FollowUpSettings, MY_DAY_FIRST, type MyDay } from '@studydesk/shared/tasks';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoOfText } from '../../db/iso-time.ts';
import { OFFICE_DATE, OFFICE_TZ, officeDay, officeDaysSince } from '../../db/office-time.ts';
import { preparedRows, preparedShape, written } from '../../db/prepared.ts';
import { ASSIGNED_TO, employees } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/sessions.ts';
import { documentUrl } from '../documents/documents.service.ts';
import { betweenTheCutoffs, sinceTheMark, stallBounds, stallCutoff } from './follow-up-settings.ts';
import { openingRole, worksOn } from './tasks.service.ts';

const WEEK = 7;

/** The caller and the role they work as: the values of My Day's statement, whose text is written once (preparedShape). */
const ME = sql.placeholder('me');
const ROLE = sql.placeholder('role');

/** The time of the student `s`'s next step, by its key. */
const nextStepOf = sql`(select n.due_at from next_actions n where n.student_id = s.id)`;
/**
 * A student's columns of My Day, from `s` and `withCounselor`'s `sc`; `nextDue`, when its next step is due. A row
 * about a student of another desk of the caller's (a task, a kept student) opens in that desk's area (openingRole).
 */
const studentColumns = (nextDue: SQL = nextStepOf) => sql`s.student_id as "studentId", s.full_name as "fullName",
  s.status, sc.employee_id as "counselorEmployeeId", ${nextDue} as "nextDueAt",
  ${openingRole(ME, ROLE, sql`s.id`, sql`s.counselor_id`)} as "openAs"`;
/** A join, not a subquery per row: the office's few employees are read once, not once a student. */
const withCounselor = sql`left join employees sc on sc.id = s.counselor_id`;

type StudentRef = {
  studentId: number;
  fullName: string;
  status: StudentStatus;
  counselorEmployeeId: string | null;
  nextDueAt: string | null;
  openAs: Role;
};

/** My Day's lists, each a part of its one statement. */
type List = 'overdue' | 'dueToday' | 'upcoming' | 'stalled' | 'newAssignments' | 'documentsToReview';
type Due = Extract<List, 'overdue' | 'dueToday' | 'upcoming'>;

/**
 * A row of any list: `at` is its time (due, last activity, assignment, upload); `id` a task's or next step's (the
 * student's uuid) or a document's; `kind` and `title` a task's or next step's; `slot` a document's; `days` a stalled
 * student's office days in its stage (officeDaysSince).
 */
type DayRow = StudentRef & {
  list: List;
  kind: 'task' | 'next-action' | null;
  id: string | null;
  title: string | null;
  at: string;
  hasStudent: boolean;
  slot: string | null;
  days: number | null;
};

const ref = (r: StudentRef) => ({
  studentId: r.studentId,
  fullName: r.fullName,
  status: r.status,
  counselorEmployeeId: r.counselorEmployeeId,
  nextDueAt: r.nextDueAt ? isoOfText(r.nextDueAt) : null,
  openAs: r.openAs,
});

/** Each list's size (MY_DAY_FIRST); one more is read to tell that there are more. Two sizes, two prepared shapes. */
type Size = (typeof MY_DAY_FIRST)[keyof typeof MY_DAY_FIRST];

/** A list's name, its rows' first column: written into the text, one of ours. */
const named = (list: List) => sql.raw(`'${list}'::text`);

/**
 * The caller's open tasks and next steps due in the three ranges My Day shows: each range its own first `READ`,
 * read from the (assignee, due) index of open tasks and the (keeper, due) index of active next steps, so the done
 * tasks and the finished students' steps of years lie in no range (migration 0063). One limit over all three let
 * 300 overdue next steps leave "Due today" empty when it was not. The students are joined to the `READ` a range
 * keeps, not to the twice as many its two kinds read (a next step's student is active when the step is, migration
 * 0059); a next step's row is its student's next step, so only a task's student has it looked up. A task's student
 * is shown only while the caller works on it (worksOn): a task can outlive the role that let them reach its student;
 * and only while the student is live: a deleted student's task stays on the list, without a link to a page refused.
 */
function dueParts(READ: SQL) {
  const endOfToday = sql`((date_trunc('day', now() at time zone ${OFFICE_TZ}) + interval '1 day') at time zone ${OFFICE_TZ})`;
  const ranges: [Due, SQL | null, SQL][] = [
    ['overdue', null, sql`now()`],
    ['dueToday', sql`now()`, endOfToday],
    ['upcoming', endOfToday, sql`${endOfToday} + interval '${written(WEEK)} days'`],
  ];
  const within = (due: SQL, from: SQL | null, to: SQL) =>
    sql`${from ? sql`${due} >= ${from} and ` : sql``}${due} < ${to}`;
  return ranges.map(
    ([name, from, to]) => sql`(select ${named(name)} as list, x.kind, x.id, x.title, x.at,
      s.id is not null as "hasStudent", null::text as slot, null::int as days,
      ${studentColumns(sql`case when x.kind = 'next-action' then x.at else ${nextStepOf} end`)}
    from (select * from (
      (select 'task'::text as kind, t.id::text as id, t.title, t.due_at as at, t.student_id from tasks t
        where t.assignee_id = ${ME} and t.done_at is null and ${within(sql`t.due_at`, from, to)}
        order by t.due_at limit ${READ})
      union all
      (select 'next-action', n.student_id::text, coalesce(nullif(n.note, ''), 'Next step'), n.due_at, n.student_id
        from next_actions n where n.keeper_id = ${ME} and n.active and ${within(sql`n.due_at`, from, to)}
        order by n.due_at limit ${READ})) both_kinds
      order by at limit ${READ}) x
    left join students s on s.id = x.student_id and s.archived_at is null
      and (x.kind = 'next-action' or ${worksOn(ME, sql`x.student_id`)})
      ${withCounselor}
    order by x.at)`,
  );
}

type Stage = keyof FollowUpSettings['stallDays'];

/**
 * The quietest stalled students `who` keeps, `READ` of them (`students.keeper_id`, migration 0044): each status is a
 * range of the (keeper, status, last activity) index read from its quiet end, so a keeper of tens of thousands of
 * students costs a few hundred index entries. Each branch reads the columns My Day shows from the rows its index
 * scan already fetched: taking ids first and joining the students again read each of them twice.
 */
function stalledPart(READ: SQL) {
  const quietest = (status: Stage) => sql`(select s.id, s.student_id, s.full_name, s.status, s.counselor_id,
      s.last_activity_at, s.stage_since from students s
    where s.keeper_id = ${ME} and s.archived_at is null and s.status = ${status}
      and s.last_activity_at < ${stallCutoff(sql`${status}::text`)}
    order by s.last_activity_at, s.id limit ${READ})`;
  return sql`(select ${named('stalled')}, null, null, null, s.last_activity_at, true, null,
      ${officeDaysSince(sql`s.stage_since`)}, ${studentColumns()}
    from (select * from (${sql.join(REPORT_STAGES.map(quietest), sql` union all `)}) kept
      order by kept.last_activity_at, kept.id limit ${READ}) s ${withCounselor}
    order by s.last_activity_at, s.id)`;
}

/**
 * Students who became the caller's since My Day was last seen (`since`) and are theirs still: registered to them,
 * or handed to them by an event. Each branch takes its newest from its own index before the students are joined: joined first, the
 * planner hashed every student of the office (0.7 s at 100,000 students; 8 ms this way).
 */
function newAssignmentsPart(READ: SQL) {
  return sql`(select ${named('newAssignments')}, null, null, null, x.at, true, null, null, ${studentColumns()} from (
      select id, max(at) as at from (
        (select st.id, st.created_at as at from students st
          where st.counselor_id = ${ME} and st.archived_at is null and st.created_at > (select at from since)
          order by st.created_at desc nulls last limit ${READ})
        union all
        (select ev.student_id, ev.at from student_events ev
          where ev.kind in ('counselor-changed', 'applicant-assigned') and (${ASSIGNED_TO}) = ${ME}
            and ev.at > (select at from since)
          order by ev.at desc limit ${READ})
      ) fresh group by id
    ) x join students s on s.id = x.id ${withCounselor}
    where s.archived_at is null
      -- still theirs: handed on since, a student is no longer new to them
      and (s.counselor_id = ${ME} or exists (select 1 from student_applicants a
        where a.student_id = s.id and a.applicant_id = ${ME} and a.current))
    order by x.at desc limit ${READ})`;
}

/** The keeper's own unopened link uploads, a range of their partial index (documents.keeper_id, migration 0048). */
function documentsPart(READ: SQL) {
  return sql`(select ${named('documentsToReview')}, null, d.id::text, null, d.created_at, true, d.slot, null,
      ${studentColumns()}
    from documents d join students s on s.id = d.owner_id ${withCounselor}
    where d.keeper_id = ${ME} and d.uploaded_via = 'public-link' and d.opened_at is null and s.archived_at is null
    order by d.created_at limit ${READ})`;
}

/** My Day's statement for lists of `size`, written once: its six lists in one statement (one round trip, one plan). */
const dayOf = (size: Size) =>
  preparedShape<DayRow>(() => {
    const READ = written(size + 1);
    const parts = [...dueParts(READ), stalledPart(READ), newAssignmentsPart(READ), documentsPart(READ)];
    return sql`with since as materialized (
      select coalesce(my_day_seen_at, now() - interval '7 days') as at from employees where id = ${ME})
    ${sql.join(parts, sql` union all `)}`;
  });
const DAY = { page: dayOf(MY_DAY_FIRST.page), all: dayOf(MY_DAY_FIRST.all) };

/**
 * The caller's day: each list's first page, or (`all`) its first hundred, each part read in its list's order and
 * limited to its size and one.
 */
export async function myDay(db: Db, actor: Actor, all = false): Promise<MyDay> {
  const shape = all ? 'all' : 'page';
  const size: Size = MY_DAY_FIRST[shape];
  const [rows, team] = await Promise.all([
    DAY[shape](db, { me: actor.id, role: actor.role }),
    actor.role === 'Super Admin' ? teamCounts(db) : Promise.resolve([]),
  ]);
  const lists = new Map<List, DayRow[]>();
  for (const row of rows) {
    const list = lists.get(row.list);
    if (list) list.push(row);
    else lists.set(row.list, [row]);
  }
  const first = (list: List) => (lists.get(list) ?? []).slice(0, size);
  const more = (list: List) => (lists.get(list)?.length ?? 0) > size;
  const due = (list: Due) =>
    first(list).map(
      (r): DayItem => ({
        kind: r.kind ?? 'task',
        id: r.id ?? '',
        title: r.title ?? '',
        dueAt: isoOfText(r.at),
        overdue: list === 'overdue',
        student: r.hasStudent ? ref(r) : null,
      }),
    );
  return {
    overdue: due('overdue'),
    dueToday: due('dueToday'),
    upcoming: due('upcoming'),
    newAssignments: first('newAssignments').map((r) => ({ ...ref(r), assignedAt: isoOfText(r.at) })),
    stalled: first('stalled').map((r) => ({ ...ref(r), daysInStage: Number(r.days), lastActivityAt: isoOfText(r.at) })),
    documentsToReview: first('documentsToReview').map((r) => ({
      documentId: r.id ?? '',
      slot: r.slot ?? '',
      url: documentUrl(r.id ?? ''),
      uploadedAt: isoOfText(r.at),
      student: ref(r),
    })),
    more: {
      overdue: more('overdue'),
      dueToday: more('dueToday'),
      upcoming: more('upcoming'),
      newAssignments: more('newAssignments'),
      stalled: more('stalled'),
      documentsToReview: more('documentsToReview'),
    },
    team,
  };
}

/**
 * Per active employee: open tasks and next steps past due (of live students: kept on the task, migration 0076, and
 * of active ones on the next step, migration 0059), added up from their counts by employee and due day for the days before today and counted from their
 * indexes for earlier today (migration 0069); and stalled students they keep: counted at the stall mark by keeper
 * (migration 0064) and changed by those whose cutoff lies between the mark's and now's, as the counselors report
 * counts them by counselor.
 */
async function teamCounts(db: Db) {
  const today = officeDay(OFFICE_DATE);
  const rows = await preparedRows<{ id: string; name: string; employeeId: string; overdue: number; stalled: number }>(
    db,
    sql`with bounds as materialized (${stallBounds}),
    stalled as (
      select x.keeper_id, sum(x.n)::int as n from (
        select k.keeper_id, k.n from keeper_stalled_counts k
        union all
        select s.keeper_id, ${sinceTheMark} from bounds b join students s on ${betweenTheCutoffs}
        where s.archived_at is null
      ) x group by 1
    ),
    overdue as (
      select x.id, sum(x.n)::int as n from (
        select f.employee_id as id, f.n from follow_up_days f where f.day < ${OFFICE_DATE}
        union all
        select t.assignee_id, count(*) from tasks t
        where t.done_at is null and t.student_live and t.due_at >= ${today} and t.due_at < now() group by 1
        union all
        select n.keeper_id, count(*) from next_actions n
        where n.active and n.due_at >= ${today} and n.due_at < now() and n.keeper_id is not null group by 1
      ) x group by 1
    )
    select e.id, e.name, e.employee_id as "employeeId", coalesce(o.n, 0) as overdue, coalesce(st.n, 0) as stalled
    from employees e left join overdue o on o.id = e.id left join stalled st on st.keeper_id = e.id
    where e.active order by e.name`,
  );
  return rows
    .filter((r) => r.overdue > 0 || r.stalled > 0)
    .map((r) => ({
      employee: { _id: r.id, name: r.name, employee_id: r.employeeId },
      overdue: r.overdue,
      stalled: r.stalled,
    }));
}

/** The caller has seen their new assignments. */
export async function markMyDaySeen(db: Db, actor: Actor) {
  await db.update(employees).set({ myDaySeenAt: new Date() }).where(eq(employees.id, actor.id));
}
