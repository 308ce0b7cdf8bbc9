import type { NotificationFor } from '@studydesk/shared/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nextActions, tasks } from '../../db/schema/follow-ups.ts';
import { employeeRoles, employees, students } from '../../db/schema.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { awayToday } from '../allocation/allocation.service.ts';
import { type NewNotification, notify } from '../notifications/notifications.service.ts';
import { followUpSettings } from './follow-up-settings.ts';
import { studentOwner } from './next-actions.service.ts';
import { mailReminders } from './reminder-emails.ts';

export const REMINDERS_JOB = 'reminders';

/** The desk a task's reminder opens its student at: the assignee's first desk role. */
async function deskOf(tx: Tx, employeeId: string): Promise<NotificationFor> {
  const roles = (
    await tx.select({ role: employeeRoles.role }).from(employeeRoles).where(eq(employeeRoles.employeeId, employeeId))
  ).map((r) => r.role);
  if (roles.includes('Counselor')) return 'counseling';
  if (roles.includes('admin Officer')) return 'application';
  if (roles.includes('Admin Office Visa Section')) return 'visa';
  return 'counseling';
}

async function superAdmins(tx: Tx) {
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(employeeRoles, and(eq(employeeRoles.employeeId, employees.id), eq(employeeRoles.role, 'Super Admin')))
    .where(eq(employees.active, true));
  return rows.map((r) => r.id);
}

/**
 * Reminds each owner of the tasks and next steps due by `now`, and tells Super Admin once of those overdue past the
 * escalation delay. Every row is claimed by one UPDATE (`reminded_at`, `escalated_at`), so a sweep that runs twice,
 * late after a restart, or on two instances at once reminds once. Each next step's claim reads only the steps not
 * yet reminded (or escalated), from an index of those alone (migration 0063), not every step the office ever had.
 * Answers the live deliveries.
 */
export async function sweepReminders(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const items: NewNotification[] = [];
    const dueTasks = await tx
      .update(tasks)
      .set({ remindedAt: now })
      .where(sql`${tasks.doneAt} is null and ${tasks.remindedAt} is null and ${tasks.dueAt} <= ${now}`)
      .returning({ title: tasks.title, assigneeId: tasks.assigneeId, studentId: tasks.studentId });
    for (const task of dueTasks) {
      items.push({
        recipientId: task.assigneeId,
        studentId: task.studentId,
        for: await deskOf(tx, task.assigneeId),
        message: `Reminder: the task “${task.title}” is due now.`,
      });
    }
    const dueSteps = await tx
      .update(nextActions)
      .set({ remindedAt: now })
      .where(sql`${nextActions.remindedAt} is null and ${nextActions.dueAt} <= ${now}`)
      .returning({ studentId: nextActions.studentId, note: nextActions.note });
    for (const step of dueSteps) {
      const owner = await studentOwner(tx, step.studentId);
      if (!owner?.id || !owner.active) continue;
      items.push({
        recipientId: owner.id,
        studentId: step.studentId,
        for: owner.for,
        message: `Reminder: the next step with ${await studentLabel(tx, step.studentId)} is due now${step.note ? `: ${step.note}` : '.'}`,
      });
    }
    const cutoff = new Date(now.getTime() - (await followUpSettings(tx)).escalationDays * 86_400_000);
    const lateTasks = await tx
      .update(tasks)
      .set({ escalatedAt: now })
      .where(sql`${tasks.doneAt} is null and ${tasks.escalatedAt} is null and ${tasks.dueAt} <= ${cutoff}`)
      .returning({ title: tasks.title, assigneeId: tasks.assigneeId, studentId: tasks.studentId });
    const lateSteps = await tx
      .update(nextActions)
      .set({ escalatedAt: now })
      .where(sql`${nextActions.escalatedAt} is null and ${nextActions.dueAt} <= ${cutoff}`)
      .returning({ studentId: nextActions.studentId });
    if (lateTasks.length || lateSteps.length) {
      const admins = await superAdmins(tx);
      for (const task of lateTasks) {
        const [who] = await tx
          .select({ name: employees.name })
          .from(employees)
          .where(eq(employees.id, task.assigneeId));
        for (const recipientId of admins) {
          items.push({
            recipientId,
            studentId: task.studentId,
            for: 'counseling',
            message: `Overdue: the task “${task.title}” of ${who?.name ?? 'an employee'} is more than its escalation delay late.`,
          });
        }
      }
      for (const step of lateSteps) {
        const label = await studentLabel(tx, step.studentId);
        for (const recipientId of admins) {
          items.push({
            recipientId,
            studentId: step.studentId,
            for: 'counseling',
            message: `Overdue: the next step with ${label} is more than its escalation delay late.`,
          });
        }
      }
    }
    const deliveries = await notify(tx, await coverAbsences(tx, items));
    await mailReminders(tx, deliveries);
    return deliveries;
  });
}

/** A reminder of an employee away today goes to every active Super Admin instead, saying whose it is. */
async function coverAbsences(tx: Tx, items: NewNotification[]) {
  const recipients = [...new Set(items.map((i) => i.recipientId))];
  if (recipients.length === 0) return items;
  const away = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(inArray(employees.id, recipients), awayToday(employees.id)));
  if (away.length === 0) return items;
  const names = new Map(away.map((a) => [a.id, a.name]));
  const admins = await superAdmins(tx);
  return items.flatMap((item) => {
    const name = names.get(item.recipientId);
    if (!name) return [item];
    return admins.map((recipientId) => ({ ...item, recipientId, message: `For ${name} (away): ${item.message}` }));
  });
}

async function studentLabel(tx: Tx, studentUuid: string) {
  const [row] = await tx
    .select({ studentId: students.studentId, fullName: students.fullName })
    .from(students)
    .where(eq(students.id, studentUuid));
  return row ? `${row.fullName} (${row.studentId})` : 'a student';
}

/** The sweep runs every minute on the job queue, on one instance at a time; its deliveries go out live. */
export async function scheduleReminders(jobs: Jobs, db: Db, realtime: Realtime) {
  await jobs.work(REMINDERS_JOB, async () => realtime.publish(await sweepReminders(db, new Date())));
  await jobs.schedule(REMINDERS_JOB, '* * * * *');
}
