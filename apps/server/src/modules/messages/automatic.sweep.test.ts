import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import { outboxMessages } from '../../db/schema/messages.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { OFFICE } from '../../db/seed/demo-office.ts';
import { seedDemoStudents } from '../../db/seed/demo-students.ts';
import { sweepMissingDocumentReminders } from './automatic.reminders.ts';

const { db, pool } = await testApp();
await seedDemoAccounts(db);
const TOTAL = 1500;
await seedDemoStudents(db, TOTAL, OFFICE.counselors, OFFICE.receptionist);
const DAY = 86_400_000;

/** The students in the order they were added, each with its place in it. */
const { rows: all } = await db.execute<{ id: string; n: number }>(
  sql`select id, (row_number() over (order by created_at, id))::int as n from students`,
);

/**
 * The students a sweep at `now` must look at, asked of the whole table at once: live, not opted out, on their way,
 * registered N days (the default 7) before, and never looked at or last looked at N days before.
 */
async function dueAt(now: Date) {
  const cutoff = new Date(now.getTime() - 7 * DAY).toISOString();
  const { rows } = await db.execute<{ id: string }>(sql`select s.id from students s
    left join missing_document_reminders r on r.student_id = s.id
    where s.archived_at is null and s.messages_opted_out_at is null
      and s.status in ('follow-up', 'enrolled', 'application-processing', 'visa-processing')
      and s.created_at <= ${cutoff} and (r.looked_at is null or r.looked_at <= ${cutoff})`);
  return rows.map((r) => r.id).sort();
}

/**
 * What PostgreSQL read of the students' table and of the looks so far, by any plan. A connection reports its counts
 * when it is next idle, but at most once a second (else only ten seconds later): each of the pool's is told to now.
 */
async function rowsRead() {
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  for (const client of clients) {
    await client.query('select pg_stat_force_next_flush()');
    client.release();
  }
  const { rows } = await db.execute<{ n: number }>(sql`select
    sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as n
    from pg_stat_user_tables where relname in ('students', 'missing_document_reminders')`);
  return rows[0]?.n ?? 0;
}

describe('the missing-documents sweep', () => {
  it('looks at the same students as one query of them all, each once, across batches of the batch size', async () => {
    const now = new Date();
    const pick = (every: number, offset = 0) => all.filter((s) => s.n % every === offset).map((s) => s.id);
    const ids = (list: string[]) =>
      sql.join(
        list.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
    // Some students left out for each reason, and looks of every age: the sweep must tell them apart as before.
    await db.execute(sql`update students set archived_at = now() where id in (${ids(pick(17))})`);
    await db.execute(sql`update students set messages_opted_out_at = now() where id in (${ids(pick(13))})`);
    await db.execute(sql`insert into missing_document_reminders (student_id, looked_at)
      select id, now() - interval '1 day' from students where id in (${ids(pick(5))})
      union all select id, now() - interval '30 days' from students where id in (${ids(pick(5, 1))})
      union all select id, now() - interval '7 days 1 hour' from students where id in (${ids(pick(5, 2))})`);
    await db.execute(sql`analyze students, missing_document_reminders`);
    const lacking = new Set(pick(40, 3));
    const due = await dueAt(now);
    expect(due.length).toBeGreaterThan(300);

    const looks: string[] = [];
    const missingOf = async (_tx: unknown, id: string) => {
      looks.push(id);
      return lacking.has(id) ? ['Passport'] : [];
    };
    const queued = await sweepMissingDocumentReminders(db, now, missingOf, 7);
    expect([...looks].sort()).toEqual(due);
    const reminded = due.filter((id) => lacking.has(id));
    expect(queued).toBe(reminded.length);
    const messages = await db
      .select({ studentId: outboxMessages.studentId })
      .from(outboxMessages)
      .where(eq(outboxMessages.templateKey, 'missing-documents'));
    expect(messages.map((m) => m.studentId).sort()).toEqual(reminded);
    // A sweep again at once finds nobody due.
    expect(await sweepMissingDocumentReminders(db, new Date(now.getTime() + 60_000), missingOf, 7)).toBe(0);
    expect(looks).toHaveLength(due.length);
  });

  it('reads the students and their looks about once in a sweep, not once more for every batch', async () => {
    // Eight days on, every student looked at above is due again, and those never looked at still are.
    const now = new Date(Date.now() + 8 * DAY);
    const due = await dueAt(now);
    expect(due.length).toBeGreaterThan(800);
    const before = await rowsRead();
    let looked = 0;
    await sweepMissingDocumentReminders(
      db,
      now,
      async () => {
        looked += 1;
        return [];
      },
      25,
    );
    const read = (await rowsRead()) - before;
    expect(looked).toBe(due.length);
    // A pass over each table, and a look's upsert and key check for each student: about 3 reads a student here.
    // Asked again from the start, batch after batch read past those looked at already: about 40.
    expect(read).toBeLessThan(4 * TOTAL);
  });
});
