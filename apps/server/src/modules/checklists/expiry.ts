import { daysBetween, longDate } from '@studydesk/shared/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { type NewNotification, notify } from '../notifications/notifications.service.ts';
import { studentOwners } from '../tasks/next-actions.service.ts';
import { coverAbsences } from '../tasks/reminders.ts';
import { checklistFacts } from './checklists.service.ts';
import { toDay } from './expiry-dates.ts';
import { templateItems } from './templates.service.ts';

export const EXPIRY_JOB = 'document-expiry';
/** The days before an expiry date on which its owner is alerted (0: on the day). */
export const ALERT_DAYS = [90, 30, 7, 0] as const;

const when = (days: number, day: string) =>
  days === 0 ? `expires today (${longDate(day)})` : `expires in ${days} days, on ${longDate(day)}`;

/**
 * Alerts the owner of each document whose expiry date is 90, 30 or 7 days away or today (by the office's calendar).
 * A sweep that missed days alerts once, at the nearest mark reached. Each alert is claimed by inserting its row
 * (student, item, date, mark), so a second run, or a second instance, alerts once; a mark reached while the student
 * is archived or closed, or of an item not on the student's checklist as one that expires, is claimed and not
 * alerted (the owner is told of active students only); the alert of an owner away or gone goes to Super Admin. Set-based, whatever
 * the number due: one statement claims them all, one reads their owners, one their checklists' facts, one stores
 * the notifications. Answers the live deliveries.
 */
export async function sweepExpiry(db: Db, now: Date) {
  const today = toDay(now);
  // the nearest mark reached: the smallest of ALERT_DAYS not below the days left
  const mark = sql`case ${sql.join(
    [...ALERT_DAYS]
      .reverse()
      .map((d) => sql`when r.expires_at - ${today}::date <= ${sql.raw(String(d))} then ${sql.raw(String(d))}`),
    sql` `,
  )} end`;
  return db.transaction(async (tx) => {
    const { rows: claimed } = await tx.execute<{
      studentId: string;
      itemKey: string;
      expiresAt: string;
      fullName: string;
      number: number;
    }>(sql`
      with claimed as (
        insert into checklist_expiry_alerts (student_id, item_key, expires_at, days_before)
        select r.student_id, r.item_key, r.expires_at, ${mark}
        from checklist_reviews r
        where r.expires_at between ${today}::date and ${today}::date + ${ALERT_DAYS[0]}::int
        on conflict do nothing
        returning student_id, item_key, expires_at)
      -- looked up for each claim: as a join, PostgreSQL expected every review of the window claimed and read the
      -- whole students table
      select c.student_id as "studentId", c.item_key as "itemKey", c.expires_at::text as "expiresAt",
        (select s.full_name from students s where s.id = c.student_id) as "fullName",
        (select s.student_id from students s where s.id = c.student_id) as number
      from claimed c`);
    const ids = [...new Set(claimed.map((row) => row.studentId))];
    const owners = await studentOwners(tx, ids);
    const facts = await checklistFacts(tx, ids);
    const expiring = new Map<string, Map<string, string>>();
    const items: NewNotification[] = [];
    for (const row of claimed) {
      const owner = owners.get(row.studentId);
      const destination = facts.get(row.studentId)?.destination;
      if (!owner?.id || !owner.active || !destination) continue;
      if (!expiring.has(destination)) {
        const template = await templateItems(tx, destination);
        expiring.set(destination, new Map(template.filter((i) => i.expires).map((i) => [i.key, i.label])));
      }
      // named as in the student's checklist; an item no longer on it (removed, the destination changed), or no longer
      // one that expires, is on no screen where its date could be changed: nobody is alerted of it
      const label = expiring.get(destination)?.get(row.itemKey);
      if (!label) continue;
      items.push({
        recipientId: owner.id,
        studentId: row.studentId,
        for: owner.for,
        message: `The ${label} of ${row.fullName} (${row.number}) ${when(daysBetween(today, row.expiresAt), row.expiresAt)}.`,
      });
    }
    // an owner away today, or gone, has the alert go to Super Admin, as a reminder would
    return notify(tx, await coverAbsences(tx, items, now));
  });
}

/**
 * The sweep runs at 03:00 UTC (09:00 in the office) on the job queue, once across every instance, and again each
 * hour of the office's day until 23:00 there: the queue fires a schedule only while its minute is under way, so a
 * server stopped at 09:00 (a restart, an office machine switched on later) would lose the day's alerts, those
 * "expires today" above all. Each alert is claimed once, so the later runs add only what an earlier one missed.
 * `clock` is the tests' injected time.
 */
export const EXPIRY_SCHEDULE = '0 3-17 * * *';

export async function scheduleExpiry(jobs: Jobs, db: Db, realtime: Realtime, clock = () => new Date()) {
  await jobs.work(EXPIRY_JOB, async () => realtime.publish(await sweepExpiry(db, clock())));
  await jobs.schedule(EXPIRY_JOB, EXPIRY_SCHEDULE);
}
