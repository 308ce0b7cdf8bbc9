import type { Notification } from '@studydesk/shared/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { arrayColumns } from '../../db/array-params.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { bound, preparedShapes, written } from '../../db/prepared.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';

export type NewNotification = Pick<typeof notifications.$inferInsert, 'recipientId' | 'studentId' | 'for' | 'message'>;
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

/**
 * Stores notifications inside the caller's transaction, any number in one statement (a sweep's tens of thousands
 * are four array parameters, where a row of parameters each passed PostgreSQL's limit of 65,535); the caller
 * publishes the answer after commit.
 */
export async function notify(tx: Tx, items: NewNotification[]): Promise<Delivery[]> {
  if (items.length === 0) return [];
  const column = arrayColumns(items);
  const { rows } = await tx.execute<Notification & { recipientId: string }>(sql`
    with n as (
      insert into notifications (recipient_id, student_id, "for", message)
      select * from unnest(${column((i) => i.recipientId)}::uuid[], ${column((i) => i.studentId ?? null)}::uuid[],
        ${column((i) => i.for)}::notification_for[], ${column((i) => i.message)}::text[])
      returning *)
    select ${answerColumns}, n.recipient_id as "recipientId"
    from n ${answerJoins}`);
  return rows.map(({ recipientId, ...notification }) => ({ recipientId, notification }));
}

/**
 * A page of one's notifications, newest first, and the unread count, in one statement. The page's ids are read in
 * the order of notifications_recipient_idx ("desc nulls last": a plain "desc" made PostgreSQL read, join and sort
 * all 5,000 of a busy inbox per page); the joins then touch only the page's rows. The count is kept by triggers
 * (`notification_unread_counts`, migration 0045). The page's bounds are written into the text (whole numbers the
 * route checked): as parameters, the generic plan could not know the page is 21 rows, never looked cheaper than a
 * custom one, and the statement was planned anew on every call (1.2 ms against 0.8). Its text is written once for
 * each page (preparedShapes).
 */
const notificationsPage = preparedShapes<{ items: Notification[]; unread: number }, { limit: number; offset: number }>(
  ({ limit, offset }) => sql`
    select (select coalesce(json_agg(p), '[]') from (
        select ${answerColumns}
        from (select id from notifications where recipient_id = ${bound('recipient')}
              order by created_at desc nulls last, id desc nulls last
              limit ${written(limit)} offset ${written(offset)}) page_ids
        join notifications n on n.id = page_ids.id
        ${answerJoins}
        order by n.created_at desc nulls last, n.id desc nulls last) p) as items,
      coalesce((select c.n from notification_unread_counts c where c.recipient_id = ${bound('recipient')}), 0) as unread`,
);

export async function listNotifications(db: Db, recipientId: string, page: number, pageSize: number) {
  const shape = { limit: pageSize + 1, offset: (page - 1) * pageSize };
  const [row] = await notificationsPage(db, shape, { recipient: recipientId });
  const items = row?.items ?? [];
  return {
    data: items.slice(0, pageSize),
    page: { number: page, size: pageSize, hasNext: items.length > pageSize },
    unread: row?.unread ?? 0,
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
