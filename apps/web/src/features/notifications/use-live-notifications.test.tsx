import type { Notification, NotificationPage } from '@studydesk/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../api/query-client.ts';
import { notificationKeys } from './queries.ts';
import { type LiveSocket, REFUSED_RETRY_MS, useLiveNotifications } from './use-live-notifications.ts';

const show = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

class FakeSocket implements LiveSocket {
  active = true;
  connected = false;
  readonly listeners = new Map<string, ((...args: never[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
  connect = vi.fn(() => {
    this.connected = true;
  });
  disconnect = vi.fn(() => {
    this.connected = false;
  });
}

const note: Notification = {
  _id: 'n-1',
  message: 'New student Rahim Uddin registered for you',
  isRead: false,
  studentId: 12345,
  employeeId: 'D-003',
  counselorId: 'D-003',
  for: 'counseling',
  createdAt: '2025-05-01T10:00:00.000Z',
};
const emptyPage: NotificationPage = { data: [], page: { number: 1, size: 20, hasNext: false }, unread: 0 };

function setup(employeeId: string | null) {
  const client = new QueryClient();
  client.setQueryData(notificationKeys.list('D-003'), emptyPage);
  const socket = new FakeSocket();
  const connect = vi.fn(() => socket);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ id }) => useLiveNotifications(id, connect), { wrapper, initialProps: { id: employeeId } });
  return { client, socket, connect, view };
}

describe('useLiveNotifications', () => {
  beforeEach(() => show.mockClear());
  afterEach(() => vi.useRealTimers());

  it('does not connect while signed out', () => {
    const { connect } = setup(null);
    expect(connect).not.toHaveBeenCalled();
  });

  it('prepends a notification for this user, raises the count and shows a toast', () => {
    const { client, socket } = setup('D-003');
    act(() => socket.emit('notification', note));
    const page = client.getQueryData<NotificationPage>(notificationKeys.list('D-003'));
    expect(page?.data).toEqual([note]);
    expect(page?.unread).toBe(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: note.message }));
  });

  it('ignores notifications of someone else and payloads it does not understand', () => {
    const { client, socket } = setup('D-003');
    act(() => socket.emit('notification', { ...note, employeeId: 'D-009' }));
    act(() => socket.emit('notification', { message: 'half a notification' }));
    expect(client.getQueryData<NotificationPage>(notificationKeys.list('D-003'))).toEqual(emptyPage);
    expect(show).not.toHaveBeenCalled();
  });

  it('reloads the list on every (re)connect', () => {
    const { client, socket } = setup('D-003');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => socket.emit('connect'));
    act(() => socket.emit('connect'));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: notificationKeys.list('D-003') });
  });

  it('rechecks the session when the server refuses the handshake, and tries again later', () => {
    vi.useFakeTimers();
    const { client, socket } = setup('D-003');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => socket.emit('connect_error', new Error('network')));
    expect(invalidate).not.toHaveBeenCalled();
    socket.active = false;
    act(() => socket.emit('connect_error', new Error('Sign in to continue.')));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: SESSION_KEY });
    vi.advanceTimersByTime(REFUSED_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('disconnects on unmount and reconnects for another user', () => {
    const { socket, connect, view } = setup('D-003');
    view.rerender({ id: 'D-004' });
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(socket.disconnect).toHaveBeenCalledTimes(2);
  });
});
