import type {
  CheckedOfficerQueueQuery,
  OfficerQueueOptions,
  OfficerQueueRow,
  OfficerQueueSort,
} from '@studydesk/shared/officer-queue';
import { searchDigits } from '@studydesk/shared/phone';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isoOfText } from '../../db/iso-time.ts';
import { escapeLike } from '../../db/like.ts';
import { officeDaysSince } from '../../db/office-time.ts';
import { type XlsxColumn, xlsxStream } from '../../platform/xlsx.ts';

type Filter = Omit<CheckedOfficerQueueQuery, 'page' | 'pageSize'>;
/** `assignedAt` as PostgreSQL's text (db.execute reads timestamps as text). */
type Row = Omit<OfficerQueueRow, 'assignedAt'> & { assignedAt: string };

/**
 * The officer's current students, each with their newest live application. It starts from the officer's own
 * assignments (student_applicants_applicant_assigned_idx), so its cost follows the size of one officer's queue,
 * not of the office; the newest application is one probe of university_applications_student_idx per student.
 */
function queue(officerUuid: string) {
  return sql`
    from student_applicants sa
    join students s on s.id = sa.student_id and s.archived_at is null
    left join employees c on c.id = s.counselor_id
    left join lateral (
      select ua.university_name, ua.intake, ua.status, count(*) over () as n
      from university_applications ua
      where ua.student_id = s.id and ua.removed_at is null
      order by ua.created_at desc
      limit 1
    ) a on true
    where sa.applicant_id = ${officerUuid} and sa.current`;
}

/** The students of these statuses (a tab of the queue); all of them when none is given. */
function ofStatuses(statuses: Filter['status']): SQL[] {
  return statuses.length > 0
    ? [
        sql`s.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ]
    : [];
}

function conditions(filter: Filter): SQL[] {
  const where = ofStatuses(filter.status);
  const q = filter.q?.trim();
  if (q) {
    const anyOf = [sql`lower(s.full_name) like ${`%${escapeLike(q.toLowerCase())}%`}`];
    if (/^\d{1,9}$/.test(q)) anyOf.push(sql`s.student_id = ${Number(q)}`);
    const digits = searchDigits(q);
    if (digits.length >= 3) anyOf.push(sql`s.phone_key like ${`%${digits}%`}`);
    where.push(sql`(${sql.join(anyOf, sql` or `)})`);
  }
  if (filter.applicationStatus === 'none') where.push(sql`a.status is null`);
  else if (filter.applicationStatus) where.push(sql`a.status = ${filter.applicationStatus}`);
  if (filter.intake) where.push(sql`a.intake = ${filter.intake}`);
  if (filter.university) where.push(sql`a.university_name = ${filter.university}`);
  return where;
}

const SORT: Record<OfficerQueueSort, SQL> = {
  // Waiting longest first is the oldest assignment first.
  daysWaiting: sql`sa.assigned_at`,
  studentId: sql`s.student_id`,
  name: sql`lower(s.full_name)`,
  university: sql`a.university_name`,
  intake: sql`a.intake`,
  applicationStatus: sql`a.status`,
};

function orderBy({ sort, order }: Filter) {
  const descending = sort === 'daysWaiting' ? order === 'asc' : order === 'desc';
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls last');
  // The student's id breaks ties, so a page boundary never repeats or skips a row.
  return sql`${SORT[sort]} ${direction}, s.id ${direction}`;
}

async function rows(db: Db, officerUuid: string, filter: Filter, limit: number, offset: number) {
  const where = conditions(filter);
  const { rows: found } = await db.execute<Row>(sql`
    select s.id as "_id", s.student_id as "studentId", s.full_name as "fullName", s.phone_number as "phoneNumber",
      s.status, c.employee_id as "counselorId", a.university_name as university, a.intake,
      a.status as "applicationStatus", coalesce(a.n, 0)::int as applications, sa.assigned_at as "assignedAt",
      ${officeDaysSince(sql`sa.assigned_at`)} as "daysWaiting"
    ${queue(officerUuid)}
    ${where.length > 0 ? sql`and ${sql.join(where, sql` and `)}` : sql``}
    order by ${orderBy(filter)}
    limit ${limit} offset ${offset}`);
  return found.map((r): OfficerQueueRow => ({ ...r, assignedAt: isoOfText(r.assignedAt) }));
}

/** A page of the queue; `hasNext` from one extra row, as every list. */
export async function officerQueuePage(db: Db, officerUuid: string, query: CheckedOfficerQueueQuery) {
  const { page, pageSize, ...filter } = query;
  const found = await rows(db, officerUuid, filter, pageSize + 1, (page - 1) * pageSize);
  return {
    data: found.slice(0, pageSize),
    page: { number: page, size: pageSize, hasNext: found.length > pageSize },
  };
}

/**
 * The universities and intakes of the newest applications of the queue's students of `statuses` (the tab's), for
 * its filters: a choice the tab's list cannot match is not offered.
 */
export async function officerQueueOptions(
  db: Db,
  officerUuid: string,
  statuses: Filter['status'],
): Promise<OfficerQueueOptions> {
  const { rows: found } = await db.execute<{ universities: string[] | null; intakes: string[] | null }>(sql`
    select array_agg(distinct a.university_name order by a.university_name) filter (where a.university_name is not null) as universities,
      array_agg(distinct a.intake order by a.intake) filter (where a.intake is not null) as intakes
    ${queue(officerUuid)}
    ${sql.join(
      ofStatuses(statuses).map((condition) => sql`and ${condition}`),
      sql` `,
    )}`);
  return { universities: found[0]?.universities ?? [], intakes: found[0]?.intakes ?? [] };
}

const BATCH = 2000;

/** Every row of the queue in the chosen order, a batch at a time (one officer's queue, not the office's). */
async function* everyRow(db: Db, officerUuid: string, filter: Filter) {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await rows(db, officerUuid, filter, BATCH, offset);
    yield* batch;
    if (batch.length < BATCH) return;
  }
}

const COLUMNS: XlsxColumn<OfficerQueueRow>[] = [
  { header: 'StudentId', width: 10, value: (r) => r.studentId },
  { header: 'Name', width: 28, value: (r) => r.fullName },
  { header: 'Phone No', width: 18, value: (r) => r.phoneNumber },
  { header: 'Status', width: 22, value: (r) => r.status },
  { header: 'University', width: 30, value: (r) => r.university },
  { header: 'Intake', width: 16, value: (r) => r.intake },
  { header: 'Application status', width: 20, value: (r) => r.applicationStatus ?? 'No application yet' },
  { header: 'Days waiting', width: 12, value: (r) => r.daysWaiting },
];

/** The queue as `data.xlsx`, streamed: the same filters and order as the screen. */
export function officerQueueXlsx(db: Db, officerUuid: string, filter: Filter) {
  return xlsxStream('Queue', COLUMNS, everyRow(db, officerUuid, filter));
}
