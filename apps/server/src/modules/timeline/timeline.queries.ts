import { kindsOfGroups, type TimelineGroup, type TimelinePage, timelineGroupOf } from '@studydesk/shared/timeline';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, studentEvents, students } from '../../db/schema.ts';
import { invalid, notFound } from '../../platform/errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The moment as PostgreSQL holds it (microseconds), so a page never skips or repeats an entry of the same ms. */
const AT_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The position after which the next page starts: the last entry's (at, id), opaque to the caller. */
export function encodeCursor(at: string, id: string) {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string) {
  const [at = '', id = '', extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (extra !== undefined || !AT_TEXT.test(at) || !UUID.test(id)) {
    throw invalid({ cursor: 'Not a cursor of this timeline' });
  }
  return { at, id };
}

/** Every uuid a payload names (an employee handed over to, an officer assigned): their names go with the page. */
function namedIds(payload: Record<string, unknown>): string[] {
  return Object.values(payload).filter((v): v is string => typeof v === 'string' && UUID.test(v));
}

/**
 * A page of a student's timeline, newest first, read from the event log by its index (student, at desc, id desc):
 * keyset paging, so a page costs the same however long the log is and entries added meanwhile never shift it.
 */
export async function timelinePage(
  db: Db,
  studentId: number,
  query: { group: TimelineGroup[]; cursor?: string; limit: number },
): Promise<TimelinePage> {
  const [student] = await db.select({ id: students.id }).from(students).where(eq(students.studentId, studentId));
  if (!student) throw notFound('Student');
  const conditions: SQL[] = [eq(studentEvents.studentId, student.id)];
  if (query.group.length > 0) conditions.push(inArray(studentEvents.kind, kindsOfGroups(query.group)));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    conditions.push(sql`(${studentEvents.at}, ${studentEvents.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      id: studentEvents.id,
      kind: studentEvents.kind,
      at: studentEvents.at,
      atText: sql<string>`to_char(${studentEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      payload: studentEvents.payload,
      actorId: studentEvents.actorId,
      actorName: employees.name,
    })
    .from(studentEvents)
    .leftJoin(employees, eq(employees.id, studentEvents.actorId))
    .where(and(...conditions))
    // "nulls last" as the index is built: a plain "desc" (nulls first) cannot read it in order, and sorts them all
    .orderBy(sql`${studentEvents.at} desc nulls last`, sql`${studentEvents.id} desc nulls last`)
    .limit(query.limit + 1);
  const entries = rows.slice(0, query.limit);
  const last = entries.at(-1);
  const ids = [...new Set(entries.flatMap((e) => namedIds(e.payload)))];
  const people = ids.length
    ? await db.select({ id: employees.id, name: employees.name }).from(employees).where(inArray(employees.id, ids))
    : [];
  const names = new Map(people.map((p) => [p.id, p.name]));
  return {
    data: entries.map((e) => ({
      _id: e.id,
      kind: e.kind,
      group: timelineGroupOf(e.kind),
      at: e.at.toISOString(),
      actor: e.actorId ? { _id: e.actorId, name: e.actorName ?? '' } : null,
      payload: e.payload,
      names: Object.fromEntries(
        namedIds(e.payload).flatMap((id) => (names.has(id) ? [[id, names.get(id) as string]] : [])),
      ),
    })),
    page: { next: rows.length > query.limit && last ? encodeCursor(last.atText, last.id) : null },
  };
}
