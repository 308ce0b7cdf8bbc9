import {
  kindsOfGroups,
  type StudentEventKind,
  type TimelineGroup,
  type TimelinePage,
  timelineGroupOf,
} from '@studydesk/shared/timeline';
import { UUID } from '@studydesk/shared/uuid';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { bound, preparedShapes } from '../../db/prepared.ts';
import { invalid, notFound } from '../../platform/errors.ts';

/** The moment as PostgreSQL holds it (microseconds), so a page never skips or repeats an entry of the same ms. */
const AT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The position after which the next page starts: the last entry's (at, id), opaque to the caller. */
export function encodeCursor(at: string, id: string) {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

/**
 * Whether `at` (AT_TEXT's shape) is a moment of the calendar PostgreSQL holds: month 13, 30 February and the year 0
 * (JavaScript's, not PostgreSQL's: a 500) are not.
 */
function isMoment(at: string) {
  const millis = Date.parse(`${at.slice(0, 23)}Z`);
  const calendar = !Number.isNaN(millis) && new Date(millis).toISOString().slice(0, 23) === at.slice(0, 23);
  return calendar && !at.startsWith('0000');
}

function decodeCursor(cursor: string) {
  const [at = '', id = '', extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (extra !== undefined || !AT_TEXT.test(at) || !isMoment(at) || !UUID.test(id)) {
    throw invalid({ cursor: 'Not a cursor of this timeline' });
  }
  return { at, id };
}

/** The names of the employees a payload names by uuid (an employee handed over to, an officer assigned). */
const namesOf = (payload: SQL) => sql`(select jsonb_object_agg(j.value #>> '{}', p.name)
  from jsonb_each(${payload}) j
  join employees p on p.id = (case when jsonb_typeof(j.value) = 'string' and j.value #>> '{}' ~* ${UUID.source}
    then (j.value #>> '{}')::uuid end))`;

type Row = {
  id: string | null;
  kind: StudentEventKind;
  at: string;
  atText: string;
  payload: Record<string, unknown>;
  actorId: string | null;
  actorName: string | null;
  names: Record<string, string> | null;
};

// "nulls last" as the index is built: a plain "desc" (nulls first) cannot read it in order, and sorts them all
const newestFirst = sql`e.at desc nulls last, e.id desc nulls last`;

/** A page's statement, written once for whether it keeps some groups and whether it follows a cursor. */
const timelineRows = preparedShapes<Row, { groups: boolean; after: boolean }>(({ groups, after }) => {
  const conditions: SQL[] = [sql`e.student_id = s.id`];
  if (groups) conditions.push(sql`e.kind = any(${bound('kinds')}::text[])`);
  if (after) conditions.push(sql`(e.at, e.id) < (${bound('at')}::timestamptz, ${bound('id')}::uuid)`);
  return sql`select e.id, e.kind, ${isoTime(sql`e.at`)} as at,
      to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "atText", e.payload,
      e.actor_id as "actorId", a.name as "actorName", ${namesOf(sql`e.payload`)} as names
    from students s
    left join lateral (select e.id, e.kind, e.at, e.payload, e.actor_id from student_events e
      where ${sql.join(conditions, sql` and `)} order by ${newestFirst} limit ${bound('limit')}) e on true
    left join employees a on a.id = e.actor_id
    where s.student_id = ${bound('student')} and (s.archived_at is null or ${bound('archived')}::boolean)
    order by ${newestFirst}`;
});

/**
 * A page of a student's timeline, newest first, read from the event log by its index (student, at desc, id desc):
 * keyset paging, so a page costs the same however long the log is and entries added meanwhile never shift it.
 * One statement: the student, its entries, who did each and the names each payload points at. An archived
 * (deleted) student's only with `archived` (Super Admin's): to anyone else it is not found, as its page is.
 */
export async function timelinePage(
  db: Db,
  studentId: number,
  query: { group: TimelineGroup[]; cursor?: string; limit: number },
  archived: boolean,
): Promise<TimelinePage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await timelineRows(
    db,
    { groups: query.group.length > 0, after: after !== undefined },
    {
      student: studentId,
      archived,
      kinds: kindsOfGroups(query.group),
      at: after?.at,
      id: after?.id,
      limit: query.limit + 1,
    },
  );
  if (rows.length === 0) throw notFound('Student');
  const events = rows.filter((r): r is Row & { id: string } => r.id !== null);
  const entries = events.slice(0, query.limit);
  const last = entries.at(-1);
  return {
    data: entries.map((e) => ({
      _id: e.id,
      kind: e.kind,
      group: timelineGroupOf(e.kind),
      at: e.at,
      actor: e.actorId ? { _id: e.actorId, name: e.actorName ?? '' } : null,
      payload: e.payload,
      names: e.names ?? {},
    })),
    page: { next: events.length > query.limit && last ? encodeCursor(last.atText, last.id) : null },
  };
}
