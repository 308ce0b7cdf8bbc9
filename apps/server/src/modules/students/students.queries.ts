import type { ListSort } from '@studydesk/shared/lists';
import type { CheckedStudentFilter, ListedStudent, Student, StudentStatus } from '@studydesk/shared/students';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { escapeLike } from '../../db/like.ts';
import { OFFICE_TZ, officeDay } from '../../db/office-time.ts';
import { descNullsLast, listOrder, type OrderColumns } from '../../db/order.ts';
import { type Bound, bound, preparedRows, preparedShapes, written } from '../../db/prepared.ts';
import { studentCounts } from '../../db/schema/counts.ts';
import { employees, type StudentRow, studentApplicants, students, universityApplications } from '../../db/schema.ts';
import { type FollowUpColumns, toFollowUpMark, withFollowUpMarks } from '../tasks/follow-up-marks.ts';

const counselors = alias(employees, 'counselor');

/** A student row with its counselor, as SPEC.md section 3 shapes it. */
export function selectStudents(db: Tx) {
  return db
    .select({
      student: students,
      counselorEmployeeId: counselors.employeeId,
      counselorName: counselors.name,
    })
    .from(students)
    .leftJoin(counselors, eq(counselors.id, students.counselorId));
}

/** A student and its counselor's id and name: what a Student answer is made of. */
type StudentFields = Pick<
  StudentRow,
  'id' | 'studentId' | 'fullName' | 'email' | 'phoneNumber' | 'details' | 'counselorId' | 'status' | 'advices'
> & {
  /** A Date from the ORM, already ISO text from plain SQL. */
  createdAt: Date | string;
  counselorEmployeeId: string | null;
  counselorName: string | null;
};

/** Builds the answer in the row's own details object (a fresh parse per query, not shared). */
export function toStudent(s: StudentFields): Student {
  // Copying 50 parsed fields into a new literal ({ ...details, ... }) cost 35 µs a student in V8; adding ten
  // fields to the parsed object costs under 1 µs. The own fields still win over any key of the details.
  return Object.assign(s.details, {
    _id: s.id,
    studentId: s.studentId,
    fullName: s.fullName,
    email: s.email,
    phoneNumber: s.phoneNumber,
    counselor:
      s.counselorId && s.counselorEmployeeId
        ? { id: s.counselorId, employee_id: s.counselorEmployeeId, employee_name: s.counselorName ?? '' }
        : null,
    status: s.status,
    advices: s.advices,
    advise: s.advices.length > 0,
    createdAt: typeof s.createdAt === 'string' ? s.createdAt : s.createdAt.toISOString(),
  });
}

/** The columns a listed student is made of, by the names studentPage answers them as. */
const STUDENT_COLUMNS = {
  id: students.id,
  studentId: students.studentId,
  fullName: students.fullName,
  email: students.email,
  phoneNumber: students.phoneNumber,
  details: students.details,
  counselorId: students.counselorId,
  status: students.status,
  advices: students.advices,
  createdAt: isoTime(students.createdAt),
  counselorEmployeeId: sql`counselor.employee_id`,
  counselorName: sql`counselor.name`,
} satisfies Record<keyof StudentFields, unknown>;

type Selected = { student: StudentRow; counselorEmployeeId: string | null; counselorName: string | null };

/** A row of selectStudents as a Student. */
export const selectedToStudent = ({ student, counselorEmployeeId, counselorName }: Selected) =>
  toStudent({ ...student, counselorEmployeeId, counselorName });

/** The newest `rows` students of `scope`, of whom those `matching`: a page is looked for among them first. */
type StudentWindow = { scope: SQL; rows: number; matching: SQL };

/** A page's rows as studentPage reads them: each a student with its marks, or the total alone on an empty page. */
type PageRow =
  | (StudentFields & { createdAt: string } & FollowUpColumns & { listTotal?: number })
  | { id: null; listTotal: number };

/**
 * A page of students, newest first, as plain SQL read as pg's rows: the ORM's building and mapping of the
 * row and its join cost more than the query itself (an index scan of `limit` rows), and planning it more still.
 * The page's ids are chosen first and only its rows are read whole and joined: a name's matches (2,350 of a
 * counselor's at a million) were sorted with all their columns and their counselor.
 */
function studentPage(
  where: SQL | undefined,
  limit: number,
  offset: number,
  { within, sort = 'newest', total }: { within?: StudentWindow; sort?: ListSort; total?: SQL } = {},
): SQL {
  // Materialized: the newest rows of the scope by its own index walk, whatever the generic plan would guess of the
  // rest. The window's rows are named `students` so that `matching` reads them: matched outside, the planner hashed
  // them against every student the name matched, or against all of them (190 ms for 'ra' at 100,000 students).
  const newest = sql.join(newestFirst, sql`, `);
  const window = within
    ? sql`with in_window as materialized (select students.id from (
        select ${students.id}, ${students.fullName}, ${students.createdAt} from ${students} where ${within.scope}
        order by ${newest} limit ${within.rows}) students
      where ${within.matching} order by ${newest} limit ${limit + offset}) `
    : sql``;
  // The page's bounds are written into the text (numbers, never input), as the notifications' are: as parameters,
  // the generic plan took a tenth of the table for the page and was never chosen.
  return withFollowUpMarks(
    STUDENT_COLUMNS,
    (select) => sql`${window}
    select ${select}
    from (select ${students.id} from ${students}
      ${within ? sql`join in_window on in_window.id = ${students.id}` : sql``}
      where ${where ?? sql`true`}
      order by ${listOrder(sort, TABLE_COLUMNS)}
      limit ${written(limit)} offset ${written(offset)}) page_ids
    join ${students} on ${students.id} = page_ids.id
    left join ${employees} counselor on counselor.id = ${students.counselorId}
    order by ${listOrder(sort, TABLE_COLUMNS)}`,
    { order: listOrder(sort, PAGE_COLUMNS), total },
  );
}

/** A page's students and the total its statement read beside them. */
export const pageOfRows = (rows: PageRow[]): { rows: ListedStudent[]; total?: number } => ({
  rows: rows.flatMap((row) =>
    row.id === null ? [] : [Object.assign(toStudent(row), { followUp: toFollowUpMark(row) })],
  ),
  total: rows[0]?.listTotal,
});

/**
 * The end of tomorrow in office time (a list's default end day), by the database's clock and written into the
 * statement: as a parameter, PostgreSQL's generic plan guessed a third of the students before it, never looked
 * cheaper than planning each call, and the students' page was planned anew every time (about 0.8 ms of 1.4).
 */
const END_OF_TOMORROW = sql`(((now() at time zone ${OFFICE_TZ})::date + 2)::timestamp at time zone ${OFFICE_TZ})`;

/**
 * Whether a part of a name has three letters or digits in a row: then `name_part_keys` (migration 0043) gives at
 * least one trigram every name containing it has.
 */
const hasNameKeys = (part: string) => /[\p{L}\p{N}]{3}/u.test(part);

/** A part of a name as the lists match it: in lower case, as a LIKE pattern, and whether it has trigram keys. */
interface NamePart {
  text: Bound<string>;
  like: Bound<string>;
  keyed: boolean;
}

export function namePart(part: string): NamePart {
  const text = part.toLowerCase();
  return { text, like: `%${escapeLike(text)}%`, keyed: hasNameKeys(text) };
}

/**
 * A part of the name (any case), as the lists search it. Among one counselor's students, the names' trigrams with
 * the counselor's id before each (`name_keys`) find the few that can match: the trigram index alone read every
 * student's 'rah', 'ahi' and 'him' of the office before keeping the counselor's (16,000 rows at 100,000 students).
 */
export function nameContains(name: NamePart, counselorId?: Bound<string>) {
  const like = sql`lower(${students.fullName}) like ${name.like}`;
  if (!counselorId || !name.keyed) return like;
  // The same match, spelt so that the office's trigram index cannot serve it: a prepared statement's generic plan,
  // not knowing the part, ANDed that index's 5,000 'rahim's with the counselor's keys (300 ms a page, not 1).
  // name_keys' cost (migration 0043) keeps any plan from computing the keys of each of the counselor's students.
  const unindexed = sql`lower(${students.fullName}) collate "C" like ${name.like}`;
  return sql`name_keys(${students.counselorId}, ${students.fullName}) @> name_part_keys(${counselorId}::uuid, ${name.text}) and ${unindexed}`;
}

/** A list's filter as its statement binds it (`listWhere` of a checked filter). */
interface ListWhere {
  startDate?: Bound<string>;
  endDate?: Bound<string>;
  name?: NamePart;
  status: readonly Bound<StudentStatus>[];
}

export const listWhere = ({
  startDate,
  endDate,
  fullName,
  status,
}: Pick<CheckedStudentFilter, 'startDate' | 'endDate' | 'fullName' | 'status'>): ListWhere => ({
  startDate,
  endDate,
  name: fullName ? namePart(fullName) : undefined,
  status,
});

/**
 * The WHERE of every list, filter and export: live students, optionally one employee's; a start day and an
 * end day (inclusive, default tomorrow) in office time; a part of the name; any of several statuses.
 */
export function studentConditions({ startDate, endDate, name, status }: ListWhere, owner?: Owner): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(students.archivedAt), owner && studentsOf(owner.desk, owner.id)];
  if (startDate) conditions.push(sql`${students.createdAt} >= ${officeDay(startDate)}`);
  conditions.push(
    sql`${students.createdAt} < ${endDate ? sql`${officeDay(endDate)} + interval '1 day'` : END_OF_TOMORROW}`,
  );
  if (name) conditions.push(nameContains(name, counselorOf(owner)));
  if (status.length) conditions.push(inArray(students.status, status));
  return and(...conditions);
}

export type Desk = 'Counselor' | 'admin Officer' | 'Admin Office Visa Section';

/** The students of one employee at a desk (studentsOf). */
export interface Owner {
  desk: Desk;
  id: Bound<string>;
}

export const ownerOf = (desk: Desk, id: string): Owner => ({ desk, id });

/** A counselor's id, whose students' names have an index of their own (`name_keys`). */
const counselorOf = (owner?: Owner) => (owner?.desk === 'Counselor' ? owner.id : undefined);

/**
 * The students of one employee in the desk they work at: a Counselor's own, those assigned to an
 * admin Officer, those handed to a visa team member.
 */
export function studentsOf(role: Desk, employeeUuid: Bound<string>): SQL {
  if (role === 'admin Officer') {
    return sql`exists (select 1 from ${studentApplicants} where ${studentApplicants.studentId} = ${students.id} and ${studentApplicants.applicantId} = ${employeeUuid} and ${studentApplicants.current})`;
  }
  if (role === 'Admin Office Visa Section') {
    return sql`exists (select 1 from ${universityApplications} where ${universityApplications.studentId} = ${students.id} and ${universityApplications.visaTeamId} = ${employeeUuid})`;
  }
  return sql`${students.counselorId} = ${employeeUuid}`;
}

/** Lists count their matches up to this many (an index walk of at most as many rows); more reads as "10,000+". */
export const TOTAL_CAP = 10_000;

/** A list's total: how many match, exact up to TOTAL_CAP (more reads as "10,000+"). */
type ListTotal = { count: number; exact: boolean };

/**
 * Where a list's total is read from: the counts kept by status (a list with no name, day or owner), a counselor's
 * names kept with their counts (a counselor's list by a part of a name alone), or counting up to TOTAL_CAP.
 */
type TotalKind = 'statuses' | 'names' | 'capped';

export function totalKind({ name, startDate, endDate, status }: ListWhere, owner?: Owner): TotalKind {
  if (!name && !startDate && !endDate && !owner) return 'statuses';
  if (name && counselorOf(owner) && !startDate && !endDate && status.length === 0) return 'names';
  return 'capped';
}

/** The number a list's total is read from (studentPage's `total`), of the list whose WHERE is `conditions`. */
function totalOf(kind: TotalKind, filter: ListWhere, conditions: SQL | undefined, owner?: Owner): SQL {
  const counselorId = counselorOf(owner);
  if (kind === 'statuses') return statusesTotal(filter.status);
  if (kind === 'names' && counselorId && filter.name) return counselorNamesTotal(counselorId, filter.name);
  return upToCap(conditions);
}

/** A list's total from the number its statement read. */
export const readTotal = (kind: TotalKind, n: number): ListTotal =>
  kind === 'capped' ? { count: Math.min(n, TOTAL_CAP), exact: n <= TOTAL_CAP } : { count: n, exact: true };

/** How many students match `where`, exactly up to TOTAL_CAP (an index walk of at most as many rows). */
const upToCap = (where: SQL | undefined) =>
  sql`(select count(*) from (select 1 from ${students} where ${where ?? sql`true`} limit ${TOTAL_CAP + 1}) t)`;

/** How many students match `where`, exactly up to TOTAL_CAP, else TOTAL_CAP and not exact. */
export async function countUpTo(db: Db, where: SQL | undefined) {
  const [row] = await preparedRows<{ n: number }>(db, sql`select ${upToCap(where)}::int as n`);
  return readTotal('capped', row?.n ?? 0);
}

/**
 * How many of a counselor's live students have a name containing `part` (any case), exactly at any size: the
 * counselor's distinct names kept with their counts (`counselor_names`, migration 0052), found by the same keys as
 * the students' (`name_keys`), less those registered after the list's default end day (none, unless a clock was
 * wrong). Counting the students themselves read every one who matched.
 */
function counselorNamesTotal(counselorId: Bound<string>, { text, like, keyed }: NamePart): SQL {
  // The part's keys worked out at run time (a subquery): worked out at planning, they priced every generic plan
  // above the custom one, and the statement was planned at every call (0.3 ms, for 0.1 ms of work).
  const keys = keyed
    ? sql` and name_keys(c.counselor_id, c.name) @> (select name_part_keys(${counselorId}::uuid, ${text}))`
    : sql``;
  return sql`((select coalesce(sum(c.n), 0) from counselor_names c
        where c.counselor_id = ${counselorId} and c.n > 0${keys} and c.name like ${like})
      - (select count(*) from ${students} where ${isNull(students.archivedAt)}
        and ${students.counselorId} = ${counselorId} and ${students.createdAt} >= ${END_OF_TOMORROW}
        and lower(${students.fullName}) like ${like}))`;
}

/**
 * How many live students of these statuses (all when none) a list without a name, a date or an owner shows,
 * exactly at any size: the counts kept in the writing transaction (`student_counts`) less those registered after
 * the list's default end day (none, unless a clock was wrong). Counting up to TOTAL_CAP read 10,001 index entries.
 */
function statusesTotal(status: readonly Bound<StudentStatus>[]): SQL {
  return sql`((select coalesce(sum(${studentCounts.n}), 0) from ${studentCounts}
        where ${status.length ? inArray(studentCounts.status, [...status]) : sql`true`})
      - (select count(*) from ${students} where ${isNull(students.archivedAt)}
        and ${students.createdAt} >= ${END_OF_TOMORROW}
        and ${status.length ? inArray(students.status, [...status]) : sql`true`}))`;
}

/** Newest first, matching the partial indexes (created_at desc nulls last, id desc nulls last). */
export const newestFirst = descNullsLast(students.createdAt, students.id);

/** The students table's columns each list order reads (and the export's). */
export const TABLE_COLUMNS: OrderColumns = {
  createdAt: sql`${students.createdAt}`,
  id: sql`${students.id}`,
  name: sql`lower(${students.fullName}) collate "C"`,
};
const PAGE_COLUMNS: OrderColumns = {
  createdAt: sql`p.sort_at`,
  id: sql`p.id`,
  name: sql`lower(p."fullName") collate "C"`,
};

/** How many of a scope's newest students a name is looked for among first (listStudents). */
const NAME_WINDOW = 2000;

/** What a list's statement's text depends on; listStudents' values fill in the rest. */
export interface ListShape {
  start: boolean;
  end: boolean;
  name?: 'keyed' | 'plain';
  statuses: number;
  desk?: Desk;
  limit: number;
  offset: number;
  sort: ListSort;
  total?: TotalKind;
  /** The page among the scope's NAME_WINDOW newest, or in the whole scope. */
  window: boolean;
}

/** A list's statement, written once for each of its shapes. */
export const listPage = preparedShapes<PageRow, ListShape>((shape) => {
  const filter: ListWhere = {
    startDate: shape.start ? bound('startDate') : undefined,
    endDate: shape.end ? bound('endDate') : undefined,
    name: shape.name && { text: bound('text'), like: bound('like'), keyed: shape.name === 'keyed' },
    status: Array.from({ length: shape.statuses }, (_, i) => bound(`status${i}`)),
  };
  const owner = shape.desk && { desk: shape.desk, id: bound('owner') };
  const where = studentConditions(filter, owner);
  const total = shape.total && totalOf(shape.total, filter, where, owner);
  if (!shape.window || !filter.name) return studentPage(where, shape.limit, shape.offset, { sort: shape.sort, total });
  const scope = studentConditions({ ...filter, name: undefined }, owner) ?? sql`true`;
  const rows = Math.min(NAME_WINDOW + (shape.offset + shape.limit) * 20, 20 * NAME_WINDOW);
  return studentPage(undefined, shape.limit, shape.offset, {
    within: { scope, rows, matching: nameContains(filter.name) },
    total,
  });
});
