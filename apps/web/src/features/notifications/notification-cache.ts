import type { Notification, NotificationPage } from '@studydesk/shared/notifications';

/**
 * Pure changes to the cached first page of notifications (ARCHITECTURE.md convention 6: a socket event only
 * prepends to or invalidates a query). Each answers a new page, or the same one when nothing changes.
 */

/** A live notification goes on top; the page keeps its size, and unread goes up by one if it is unread. */
export function prependNotification(page: NotificationPage | undefined, item: Notification) {
  if (!page) return page;
  // The same notification may arrive twice (a reconnect refetch racing the event); count it once.
  if (page.data.some((n) => n._id === item._id)) return page;
  const data = [item, ...page.data];
  const overflow = data.length > page.page.size;
  return {
    ...page,
    data: overflow ? data.slice(0, page.page.size) : data,
    page: overflow ? { ...page.page, hasNext: true } : page.page,
    unread: page.unread + (item.isRead ? 0 : 1),
  };
}

/** Marks one notification read; unread goes down only if it was unread. */
export function markReadInPage(page: NotificationPage | undefined, id: string) {
  if (!page) return page;
  const target = page.data.find((n) => n._id === id);
  if (!target || target.isRead) return page;
  return {
    ...page,
    data: page.data.map((n) => (n._id === id ? { ...n, isRead: true } : n)),
    unread: Math.max(0, page.unread - 1),
  };
}

export function markAllReadInPage(page: NotificationPage | undefined) {
  if (!page) return page;
  return { ...page, data: page.data.map((n) => (n.isRead ? n : { ...n, isRead: true })), unread: 0 };
}

/** The badge text: hidden (null) at zero, capped at 99+. */
export function unreadLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
