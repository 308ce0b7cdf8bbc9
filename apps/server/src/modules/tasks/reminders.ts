import { officeToday } from '@studydesk/shared/dates';
import type { NotificationFor } from '@studydesk/shared/notifications';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { inUuids } from '../../db/array-params.ts';
import type { Db, Tx } from '../../db/client.ts';
import { nextActions, tasks } from '../../db/schema/follow-ups.ts';
import { employeeRoles, employees, students } from '../../db/schema.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { quantity } from '../../platform/quantity.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { awayToday } from '../allocation/allocation.service.ts';
import { type NewNotification, notify } from '../notifications/notifications.service.ts';
import { followUpSettings } from './follow-up-settings.ts';
import { studentOwners } from './next-actions.service.ts';
import { mailReminders } from './reminder-emails.ts';

export const REMINDERS_JOB = 'reminders';

/** The desk a task's reminder opens its student at, for each of these employees: their first desk role. */
async function desksOf(tx: Tx, employeeIds: string[]) {
  const rows = employeeIds.length
    ? await tx
        .select({ employeeId: employeeRoles.employeeId, role: employeeRoles.role })
        .from(employeeRoles)
        .where(inUuids(employeeRoles.employeeId, [...new Set(employeeIds)]))
    : [];
  const rolesOf = new Map<string, string[]>();
  for (const r of rows) rolesOf.set(r.employeeId, [...(rolesOf.get(r.employeeId) ?? []), r.role]);
  return (employeeId: string): NotificationFor => {
    const roles = rolesOf.get(employeeId) ?? [];
    if (roles.includes('Counselor')) return 'counseling';
    if (roles.includes('admin Officer')) return 'application';
    if (roles.includes('Admin Office Visa Section')) return 'visa';
    return 'counseling';
  };
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
 * A deleted student's tasks (`student_live`, migration 0076) are left alone and unclaimed, as its next step is, so
 * one due meanwhile reminds after a restore. Answers the live deliveries.
 */
export async function sweepReminders(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const items: NewNotification[] = [];
    const dueTasks = await tx
      .update(tasks)
      .set({ remindedAt: now })
      .where(
        sql`${tasks.doneAt} is null and ${tasks.remindedAt} is null and ${tasks.dueAt} <= ${now} and ${tasks.studentLive}`,
      )
      .returning({ title: tasks.title, assigneeId: tasks.assigneeId, studentId: tasks.studentId });
    const desk = await desksOf(
      tx,
      dueTasks.map((t) => t.assigneeId),
    );
    for (const task of dueTasks) {
      items.push({
        recipientId: task.assigneeId,
        studentId: task.studentId,
        for: desk(task.assigneeId),
        message: `Reminder: the task “${task.title}” is due now.`,
      });
    }
    const dueSteps = await tx
      .update(nextActions)
      .set({ remindedAt: now })
      .where(sql`${nextActions.remindedAt} is null and ${nextActions.dueAt} <= ${now}`)
      .returning({ studentId: nextActions.studentId, note: nextActions.note });
    const owners = await studentOwners(
      tx,
      dueSteps.map((step) => step.studentId),
    );
    const dueLabels = await studentLabels(
      tx,
      dueSteps.map((step) => step.studentId),
    );
    for (const step of dueSteps) {
      const owner = owners.get(step.studentId);
      if (!owner?.id || !owner.active) continue;
      items.push({
        recipientId: owner.id,
        studentId: step.studentId,
        for: owner.for,
        message: `Reminder: the next step with ${dueLabels(step.studentId)} is due now${step.note ? `: ${step.note}` : '.'}`,
      });
    }
    const { escalationDays } = await followUpSettings(tx);
    const cutoff = new Date(now.getTime() - escalationDays * 86_400_000);
    const late = `Overdue by more than ${quantity(escalationDays, 'day')}`;
    const lateTasks = await tx
      .update(tasks)
      .set({ escalatedAt: now })
      .where(
        sql`${tasks.doneAt} is null and ${tasks.escalatedAt} is null and ${tasks.dueAt} <= ${cutoff} and ${tasks.studentLive}`,
      )
      .returning({ title: tasks.title, assigneeId: tasks.assigneeId, studentId: tasks.studentId });
    // Every late step is claimed, so the index of those still to escalate stays small; only an active student's
    // (not archived, successful or rejected) is worth Super Admin's attention.
    const lateSteps = (
      await tx
        .update(nextActions)
        .set({ escalatedAt: now })
        .where(sql`${nextActions.escalatedAt} is null and ${nextActions.dueAt} <= ${cutoff}`)
        .returning({ studentId: nextActions.studentId, active: nextActions.active })
    ).filter((step) => step.active);
    if (lateTasks.length || lateSteps.length) {
      const admins = await superAdmins(tx);
      const names = new Map(
        (lateTasks.length
          ? await tx
              .select({ id: employees.id, name: employees.name })
              .from(employees)
              .where(inUuids(employees.id, [...new Set(lateTasks.map((t) => t.assigneeId))]))
          : []
        ).map((e) => [e.id, e.name]),
      );
      const lateLabels = await studentLabels(
        tx,
        lateSteps.map((step) => step.studentId),
      );
      for (const task of lateTasks) {
        for (const recipientId of admins) {
          items.push({
            recipientId,
            studentId: task.studentId,
            for: 'counseling',
            message: `${late}: the task “${task.title}” of ${names.get(task.assigneeId) ?? 'an employee'}.`,
          });
        }
      }
      for (const step of lateSteps) {
        for (const recipientId of admins) {
          items.push({
            recipientId,
            studentId: step.studentId,
            for: 'counseling',
            message: `${late}: the next step with ${lateLabels(step.studentId)}.`,
          });
        }
      }
    }
    const deliveries = await notify(tx, await coverAbsences(tx, items, now));
    await mailReminders(tx, deliveries);
    return deliveries;
  });
}

/**
 * A reminder of an employee away on the sweep's day, or gone (offboarded: a task given to them about no student
 * stays theirs), goes to the active Super Admins present instead (all of them when none is), saying whose it is and
 * why; never to one who has it already (an escalation goes to every Super Admin, the away one too).
 */
export async function coverAbsences(tx: Tx, items: NewNotification[], now: Date) {
  const recipients = [...new Set(items.map((i) => i.recipientId))];
  if (recipients.length === 0) return items;
  const absent = await tx
    .select({ id: employees.id, name: employees.name, active: employees.active })
    .from(employees)
    .where(
      and(
        inArray(employees.id, recipients),
        or(eq(employees.active, false), awayToday(employees.id, officeToday(now))),
      ),
    );
  if (absent.length === 0) return items;
  const whose = new Map(absent.map((a) => [a.id, `${a.name} (${a.active ? 'away' : 'no longer here'})`]));
  const admins = await superAdmins(tx);
  const present = admins.filter((id) => !whose.has(id));
  const covering = present.length > 0 ? present : admins;
  const held = new Set(items.map((item) => `${item.recipientId}|${item.studentId}|${item.message}`));
  return items.flatMap((item) => {
    const name = whose.get(item.recipientId);
    if (!name) return [item];
    return covering
      .filter((recipientId) => !held.has(`${recipientId}|${item.studentId}|${item.message}`))
      .map((recipientId) => ({ ...item, recipientId, message: `For ${name}: ${item.message}` }));
  });
}

/** "Name (number)" of each of these students, as the reminders name them; "a student" for one not found. */
async function studentLabels(tx: Tx, studentUuids: string[]) {
  const rows = studentUuids.length
    ? await tx
        .select({ id: students.id, studentId: students.studentId, fullName: students.fullName })
        .from(students)
        .where(inUuids(students.id, [...new Set(studentUuids)]))
    : [];
  const labels = new Map(rows.map((r) => [r.id, `${r.fullName} (${r.studentId})`]));
  return (studentUuid: string) => labels.get(studentUuid) ?? 'a student';
}

/** The sweep runs every minute on the job queue, on one instance at a time; its deliveries go out live. */
export async function scheduleReminders(jobs: Jobs, db: Db, realtime: Realtime) {
  await jobs.work(REMINDERS_JOB, async () => realtime.publish(await sweepReminders(db, new Date())));
  await jobs.schedule(REMINDERS_JOB, '* * * * *');
}
