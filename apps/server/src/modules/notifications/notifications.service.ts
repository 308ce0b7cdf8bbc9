import type { Notification } from '@studydesk/shared/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { preparedRows } from '../../db/prepared.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

export type NewNotification = typeof notifications.$inferInsert;
export interface Delivery {
  recipientId: string;
  notification: Notification;
}

/**
 * What a notification answer is made of (SPEC.md 3): the columns of `n` and its joins, one shape for the live
 * event and the list.
 */
const answerColumns = sql`n.id as "_id", n.message, n.is_read as "isRead", s.student_id as "studentId",
  r.employee_id as "employeeId", c.employee_id as "counselorId", n.for, ${isoTime(sql`n.created_at`)} as "createdAt"`;
const answerJoins = sql`join employees r on r.id = n.recipient_id
  left join students s on s.id = n.student_id
  left join employees c on c.id = s.counselor_id`;

/** Stores notifications inside the caller's transaction; the caller publishes the answer after commit. */
export async function notify(tx: Tx, items: NewNotification[]): Promise<Delivery[]> {
  if (items.length === 0) return [];
  const inserted = await tx.insert(notifications).values(items).returning({ id: notifications.id });
  const ids = sql.join(
    inserted.map((i) => sql`${i.id}`),
    sql`, `,
  );
  const { rows } = await tx.execute<Notification & { recipientId: string }>(sql`
    select ${answerColumns}, n.recipient_id as "recipientId"
    from notifications n ${answerJoins}
    where n.id in (${ids})`);
  return rows.map(({ recipientId, ...notification }) => ({ recipientId, notification }));
}

/** A row of the page: a notification, or none (an empty page), beside the unread count. */
type PageRow = { unread: number } & (Notification | { _id: null });

/**
 * A page of one's notifications, newest first, and the unread count, in one prepared statement. The page's ids
 * are read in the order of notifications_recipient_idx ("desc nulls last": a plain "desc" made PostgreSQL read,
 * join and sort all 5,000 of a busy inbox per page); the joins then touch only the page's rows. The count is kept
 * by triggers (`notification_unread_counts`, migration 0045), and stands in a row of its own when the page is empty.
 */
export async function listNotifications(db: Db, recipientId: string, page: number, pageSize: number) {
  const rows = await preparedRows<PageRow>(
    db,
    sql`
    select unread.n as unread, item."_id", item.message, item."isRead", item."studentId", item."employeeId",
      item."counselorId", item.for, item."createdAt"
    from (select coalesce((select c.n from notification_unread_counts c where c.recipient_id = ${recipientId}), 0)
          as n) unread
    left join lateral (
      select ${answerColumns}, n.created_at, n.id
      from (select id from notifications where recipient_id = ${recipientId}
            order by created_at desc nulls last, id desc nulls last
            limit ${pageSize + 1} offset ${(page - 1) * pageSize}) page_ids
      join notifications n on n.id = page_ids.id
      ${answerJoins}
    ) item on true
    order by item.created_at desc nulls last, item.id desc nulls last`,
  );
  const items = rows.flatMap((row) => {
    if (row._id === null) return [];
    const { unread: _, ...notification } = row;
    return [notification];
  });
  return {
    data: items.slice(0, pageSize),
    page: { number: page, size: pageSize, hasNext: items.length > pageSize },
    unread: rows[0]?.unread ?? 0,
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
