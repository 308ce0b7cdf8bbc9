import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checklistExpiryAlerts, checklistReviews } from '../../db/schema/checklists.ts';
import { students } from '../../db/schema.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { type NewNotification, notify } from '../notifications/notifications.service.ts';
import { studentOwner } from '../tasks/next-actions.service.ts';
import { studentChecklist } from './checklists.service.ts';
import { daysBetween, longDate, toDay } from './expiry-dates.ts';

export const EXPIRY_JOB = 'document-expiry';
/** The days before an expiry date on which its owner is alerted (0: on the day). */
export const ALERT_DAYS = [90, 30, 7, 0] as const;

const when = (days: number, day: string) =>
  days === 0 ? `expires today (${longDate(day)})` : `expires in ${days} days, on ${longDate(day)}`;

/**
 * Alerts the owner of each document whose expiry date is 90, 30 or 7 days away or today (by the office's calendar).
 * A sweep that missed days alerts once, at the nearest mark reached. Each alert is claimed by inserting its row
 * (student, item, date, mark), so a second run, or a second instance, alerts once. Answers the live deliveries.
 */
export async function sweepExpiry(db: Db, now: Date) {
  const today = toDay(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        studentId: checklistReviews.studentId,
        itemKey: checklistReviews.itemKey,
        expiresAt: checklistReviews.expiresAt,
        fullName: students.fullName,
        number: students.studentId,
      })
      .from(checklistReviews)
      .innerJoin(students, eq(students.id, checklistReviews.studentId))
      .where(
        and(
          isNotNull(checklistReviews.expiresAt),
          isNull(students.archivedAt),
          sql`${checklistReviews.expiresAt} between ${today}::date and ${today}::date + ${ALERT_DAYS[0]}::int`,
        ),
      );
    const items: NewNotification[] = [];
    for (const row of due) {
      if (!row.expiresAt) continue;
      const days = daysBetween(today, row.expiresAt);
      const mark = Math.min(...ALERT_DAYS.filter((d) => days <= d));
      const claimed = await tx
        .insert(checklistExpiryAlerts)
        .values({ studentId: row.studentId, itemKey: row.itemKey, expiresAt: row.expiresAt, daysBefore: mark })
        .onConflictDoNothing()
        .returning({ studentId: checklistExpiryAlerts.studentId });
      if (claimed.length === 0) continue;
      const owner = await studentOwner(tx, row.studentId);
      if (!owner?.id || !owner.active) continue;
      // named as in the student's checklist; an item since removed from the template by its key
      const { items: checklist } = await studentChecklist(tx, row.studentId, now);
      const label = checklist.find((i) => i.key === row.itemKey)?.label ?? row.itemKey;
      items.push({
        recipientId: owner.id,
        studentId: row.studentId,
        for: owner.for,
        message: `The ${label} of ${row.fullName} (${row.number}) ${when(days, row.expiresAt)}.`,
      });
    }
    return notify(tx, items);
  });
}

/**
 * The sweep runs daily at 03:00 UTC (09:00 in the office) on the job queue, once across every instance; `clock`
 * is the tests' injected time.
 */
export async function scheduleExpiry(jobs: Jobs, db: Db, realtime: Realtime, clock = () => new Date()) {
  await jobs.work(EXPIRY_JOB, async () => realtime.publish(await sweepExpiry(db, clock())));
  await jobs.schedule(EXPIRY_JOB, '0 3 * * *');
}
