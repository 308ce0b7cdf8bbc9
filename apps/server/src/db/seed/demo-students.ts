import { STUDENT_STATUSES, type StudentStatus } from '@studydesk/shared/students';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { employees, students } from '../schema.ts';

const FIRST = [
  'Rahim',
  'Karim',
  'Nusrat',
  'Farhana',
  'Tanvir',
  'Sabbir',
  'Ayesha',
  'Mahmud',
  'Sadia',
  'Imran',
  'Tasnim',
  'Rafi',
  'Mim',
  'Arif',
  'Jannat',
  'Shakib',
  'Nadia',
  'Fahim',
  'Riya',
  'Hasan',
];
const LAST = [
  'Ahmed',
  'Hossain',
  'Islam',
  'Rahman',
  'Chowdhury',
  'Khan',
  'Akter',
  'Uddin',
  'Sarker',
  'Talukder',
  'Bhuiyan',
  'Mia',
  'Haque',
  'Kabir',
  'Siddique',
];
const CITIES = ['Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna', 'Barishal', 'Cumilla', 'Mymensingh'];
const COUNTRIES = ['United Kingdom', 'Canada', 'Australia', 'USA', 'Germany', 'Malaysia'];
/** More leads early in the pipeline than at its end, as in a real office. */
const STATUS_WEIGHTS: Record<StudentStatus, number> = {
  'follow-up': 40,
  enrolled: 22,
  'application-processing': 15,
  'visa-processing': 10,
  success: 9,
  rejected: 4,
};

/** Students per statement: each is one set-based INSERT ... SELECT, generated inside PostgreSQL. */
const CHUNK = 100_000;
/** The students' details are drawn from this many made once per statement. */
const PROFILES = 4096;
/** From this many students on, the indexes are built once after the load rather than kept up row by row. */
const BULK = 50_000;

const textArray = (list: readonly string[]) =>
  sql`array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Drops the indexes of the students and their events that back no constraint, answering how to build them again.
 * Inside the load's transaction: should it fail, they come back with the rollback.
 */
async function dropIndexes(tx: Tx) {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('students'::regclass, 'student_events'::regclass)
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  for (const { name } of rows) await tx.execute(sql.raw(`drop index ${name}`));
  return rows.map((r) => r.definition);
}

/**
 * Drops the foreign keys of the students and their events, answering how to add them again: added back, each is
 * checked by one join over the new rows, where kept it was a look-up per row (four for a student and its event).
 */
async function dropForeignKeys(tx: Tx) {
  const { rows } = await tx.execute<{ add: string; drop: string }>(sql`
    select format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as add,
      format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop
    from pg_constraint c
    where c.contype = 'f' and c.conrelid in ('students'::regclass, 'student_events'::regclass)`);
  for (const { drop } of rows) await tx.execute(sql.raw(drop));
  return rows.map((r) => r.add);
}

/** The triggers a bulk load does the work of once, at its end. */
const LOAD_TRIGGERS = [
  'student_events student_events_rollup_insert',
  'student_events report_facts_events_insert',
  'students report_facts_students_insert',
  'students students_keeper_set',
];
const switchTriggers = async (tx: Tx, to: 'enable' | 'disable') => {
  for (const target of LOAD_TRIGGERS) {
    const [table, trigger] = target.split(' ');
    await tx.execute(sql.raw(`alter table ${table} ${to} trigger ${trigger}`));
  }
};

/**
 * Adds demo students until the office has `total`, spread over every status and the last 60 days. The rows are
 * made by PostgreSQL itself (generate_series with a fixed random seed), a chunk per statement, with their first
 * event in the same statement, and a large load builds the indexes once at its end (issue 21; docs/decisions.md
 * "Loading a large office").
 */
export async function seedDemoStudents(
  db: Db,
  total: number,
  counselorEmails: string[],
  receptionistEmail: string,
  { bulkFrom = BULK } = {},
) {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(students);
  const start = existing?.n ?? 0;
  const missing = total - start;
  if (missing <= 0) return 0;
  const staff = await db
    .select({ id: employees.id, email: employees.email })
    .from(employees)
    .where(inArray(employees.email, [...counselorEmails, receptionistEmail]));
  const counselorIds = staff.filter((s) => counselorEmails.includes(s.email)).map((s) => s.id);
  const receptionistId = staff.find((s) => s.email === receptionistEmail)?.id ?? null;
  // Each status takes its share of [0, 1): more leads early in the pipeline than at its end.
  const weightTotal = Object.values(STATUS_WEIGHTS).reduce((a, b) => a + b, 0);
  let upTo = 0;
  const statusCase = sql.join(
    STUDENT_STATUSES.map((status) => {
      upTo += STATUS_WEIGHTS[status] / weightTotal;
      return sql`when r.status_pick < ${upTo}::float8 then ${status}`;
    }),
    sql` `,
  );
  const pick = (list: readonly string[], column: string) =>
    sql`(${textArray(list)})[1 + floor(r.${sql.raw(column)} * ${list.length})::int]`;
  const counselors = sql`array[${sql.join(
    counselorIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const insertChunk = (tx: Tx, from: number, to: number) =>
    tx.execute(sql`
      with profiles as (
        -- The students' details, from a few thousand made once: building a JSON object took longer than the rest
        -- of a student's row.
        select k, jsonb_build_object(
            'city', ${pick(CITIES, 'city_pick')},
            'street', 'House ' || (1 + floor(r.house * 90)) || ', Road ' || (1 + floor(r.road * 30)),
            'country', 'Bangladesh',
            'chosenCountryName', ${pick(COUNTRIES, 'country_pick')},
            'englishProficiency', 'ielts',
            'overall', to_char(5.5 + floor(r.score * 5) / 2, 'FM0.0'),
            'courseTitle1', 'SSC',
            'courseTitle2', 'HSC',
            'howKnow', ${pick(['Facebook', 'Instagram', 'Website', 'Other'], 'how')}
          ) as details
        from (select k, random() as city_pick, random() as country_pick, random() as house, random() as road,
            random() as score, random() as how
          from generate_series(0, ${PROFILES - 1}) as k) r
      ), r as (
        select n, random() as first_pick, random() as last_pick, floor(random() * ${PROFILES})::int as profile,
          random() as counselor_pick, random() as status_pick, random() as advice_pick,
          -- In the order an office adds them: the n-th of the office at a random moment of its own slice of the
          -- 60 days, so the table's rows lie in the order of their creation, as they do in an office.
          now() - interval '60 days' * ((${total}::int - n - random()) / ${total}::int) as created
        from generate_series(${from}::int, ${to}::int) as n
      ), named as (
        select r.*, ${pick(FIRST, 'first_pick')} as first, ${pick(LAST, 'last_pick')} as last,
          -- The moment of its creation first, as uuidv7 makes an id: the students' ids then lie in the order of the
          -- table's rows, and whatever reads many students by id (the reports' facts, below) reads the table in order.
          (lpad(to_hex(floor(extract(epoch from r.created) * 1000)::bigint), 12, '0') || '7'
            || substr(replace(gen_random_uuid()::text, '-', ''), 14))::uuid as id
        from r
      ), added as (
        insert into students (id, full_name, email, phone_number, details, counselor_id, keeper_id, status, advices,
          message_language, created_at, created_by, last_activity_at, stage_since)
        select r.id,
          r.first || ' ' || r.last,
          lower(r.first || '.' || r.last || '.' || r.n || '@example.com'),
          '+8801' || lpad((700000000 + r.n)::text, 9, '0'),
          p.details,
          (${counselors})[1 + floor(r.counselor_pick * ${counselorIds.length})::int],
          (${counselors})[1 + floor(r.counselor_pick * ${counselorIds.length})::int],
          (case ${statusCase} else 'follow-up' end)::student_status,
          case when r.advice_pick < 0.4
            then '1. Prepare your IELTS. 2. Collect your transcripts. 3. Arrange bank solvency.' else '' end,
          -- a tenth read their messages in Bangla, the rest in the office's language
          case when r.n % 10 = 7 then 'bn' end,
          r.created,
          ${receptionistId}::uuid,
          r.created,
          r.created
        from named r join profiles p on p.k = r.profile
        order by r.n
        returning id, status, created_at
      )
      insert into student_events (student_id, kind, actor_id, at, payload)
      select id, 'status-changed', ${receptionistId}::uuid, created_at,
        jsonb_build_object('from', null, 'to', status)
      from added`);
  // One transaction: the office has all of them or none. The rollups a first event gives (last activity and stage
  // since its creation) are written with the student; the rollup trigger would rewrite every new row a second
  // time, each index of the table again. A new student's keeper is its counselor, written with it too. The reports'
  // facts are computed once, for all of them, after the indexes they read are back.
  await db.transaction(async (tx) => {
    // The chunks' rows, index builds, and the facts' sorts and hashes of every student at once, in memory rather
    // than on disk.
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await switchTriggers(tx, 'disable');
    const rebuild = missing >= bulkFrom ? [...(await dropIndexes(tx)), ...(await dropForeignKeys(tx))] : [];
    for (let from = start; from < total; from += CHUNK) {
      // Seeded per chunk, so the same office size gives the same students.
      await tx.execute(sql`select setseed(${(from % 1000) / 1000})`);
      await insertChunk(tx, from, Math.min(from + CHUNK, total) - 1);
    }
    for (const definition of rebuild) await tx.execute(sql.raw(definition));
    // Read with the statistics of what was just written, not of the tables as they were before it.
    await tx.execute(sql`analyze students, student_events`);
    await tx.execute(sql`select report_facts_refresh(array(select s.id from students s
      where not exists (select 1 from report_facts f where f.student_id = s.id)))`);
    await switchTriggers(tx, 'enable');
  });
  return missing;
}
