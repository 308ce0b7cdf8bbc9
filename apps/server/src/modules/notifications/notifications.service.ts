import type { Notification } from '@studydesk/shared/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { descNullsLast } from '../../db/order.ts';
import { employees, notifications, students } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

type NewNotification = typeof notifications.$inferInsert;
export interface Delivery {
  recipientId: string;
  notification: Notification;
}

const recipient = alias(employees, 'recipient');
const counselor = alias(employees, 'counselor');

function selectNotifications(db: Tx) {
  return db
    .select({
      row: notifications,
      employeeId: recipient.employeeId,
      studentId: students.studentId,
      counselorId: counselor.employeeId,
    })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.recipientId))
    .leftJoin(students, eq(students.id, notifications.studentId))
    .leftJoin(counselor, eq(counselor.id, students.counselorId));
}

function toNotification(
  r: Awaited<ReturnType<ReturnType<typeof selectNotifications>['execute']>>[number],
): Notification {
  return {
    _id: r.row.id,
    message: r.row.message,
    isRead: r.row.isRead,
    studentId: r.studentId,
    employeeId: r.employeeId,
    counselorId: r.counselorId,
    for: r.row.for,
    createdAt: r.row.createdAt.toISOString(),
  };
}

/** Stores notifications inside the caller's transaction; the caller publishes the answer after commit. */
export async function notify(tx: Tx, items: NewNotification[]): Promise<Delivery[]> {
  if (items.length === 0) return [];
  const inserted = await tx.insert(notifications).values(items).returning({ id: notifications.id });
  const rows = await selectNotifications(tx).where(
    sql`${notifications.id} in (${sql.join(
      inserted.map((i) => sql`${i.id}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => ({ recipientId: r.row.recipientId, notification: toNotification(r) }));
}

/** Newest first, in the order of notifications_recipient_idx. */
const newestFirst = descNullsLast(notifications.createdAt, notifications.id);

export async function listNotifications(db: Db, recipientId: string, page: number, pageSize: number) {
  // The page's ids first, read in order from notifications_recipient_idx (its order is "desc nulls last":
  // a plain "desc" did not match it, so PostgreSQL read, joined and sorted all 5,000 of a busy inbox per
  // page); the joins then touch only the page's rows.
  const pageIds = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(...newestFirst)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .as('page_ids');
  const [rows, [unread]] = await Promise.all([
    selectNotifications(db)
      .innerJoin(pageIds, eq(pageIds.id, notifications.id))
      .orderBy(...newestFirst),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false))),
  ]);
  return {
    data: rows.slice(0, pageSize).map(toNotification),
    page: { number: page, size: pageSize, hasNext: rows.length > pageSize },
    unread: unread?.n ?? 0,
  };
}

export async function markRead(db: Db, id: string, recipientId: string) {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound('Notification');
}

export async function markAllRead(db: Db, recipientId: string) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)));
}

export async function recipientOf(db: Db, id: string) {
  const [row] = await db
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.recipientId;
}
