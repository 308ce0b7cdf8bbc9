import type { Notification, NotificationPage } from '@studydesk/shared/notifications';
import { describe, expect, it } from 'vitest';
import { markAllReadInPage, markReadInPage, prependNotification, unreadLabel } from './notification-cache.ts';

function note(id: string, isRead = false): Notification {
  return {
    _id: id,
    message: `Message ${id}`,
    isRead,
    studentId: 12345,
    employeeId: 'D-003',
    counselorId: 'D-003',
    for: 'counseling',
    createdAt: '2025-05-01T10:00:00.000Z',
  };
}

function pageOf(items: Notification[], size = 3, unread = items.filter((n) => !n.isRead).length): NotificationPage {
  return { data: items, page: { number: 1, size, hasNext: false }, unread };
}

describe('prependNotification', () => {
  it('puts the new one on top and counts it as unread', () => {
    const next = prependNotification(pageOf([note('a', true)]), note('b'));
    expect(next?.data.map((n) => n._id)).toEqual(['b', 'a']);
    expect(next?.unread).toBe(1);
  });

  it('does not count a notification that is already read', () => {
    expect(prependNotification(pageOf([]), note('b', true))?.unread).toBe(0);
  });

  it('keeps the page size and then says there is more', () => {
    const full = pageOf([note('a'), note('b'), note('c')], 3);
    const next = prependNotification(full, note('d'));
    expect(next?.data.map((n) => n._id)).toEqual(['d', 'a', 'b']);
    expect(next?.page.hasNext).toBe(true);
    // The unread count is the server's total, not the page's: the dropped one is still unread.
    expect(next?.unread).toBe(4);
  });

  it('ignores one it already has (a refetch raced the event)', () => {
    const page = pageOf([note('a')]);
    expect(prependNotification(page, note('a'))).toBe(page);
  });

  it('leaves a list that is not loaded yet alone', () => {
    expect(prependNotification(undefined, note('a'))).toBeUndefined();
  });
});

describe('markReadInPage', () => {
  it('marks one read and lowers the count', () => {
    const next = markReadInPage(pageOf([note('a'), note('b')]), 'a');
    expect(next?.data.map((n) => n.isRead)).toEqual([true, false]);
    expect(next?.unread).toBe(1);
  });

  it('changes nothing for a read or unknown one', () => {
    const page = pageOf([note('a', true)]);
    expect(markReadInPage(page, 'a')).toBe(page);
    expect(markReadInPage(page, 'zzz')).toBe(page);
  });

  it('never goes below zero', () => {
    expect(markReadInPage(pageOf([note('a')], 3, 0), 'a')?.unread).toBe(0);
  });
});

describe('markAllReadInPage', () => {
  it('marks all read and zeroes the count, also for unread ones beyond the page', () => {
    const next = markAllReadInPage(pageOf([note('a'), note('b', true)], 3, 7));
    expect(next?.data.every((n) => n.isRead)).toBe(true);
    expect(next?.unread).toBe(0);
  });
});

describe('unreadLabel', () => {
  it('is hidden at zero and capped at 99+', () => {
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(-1)).toBeNull();
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});
