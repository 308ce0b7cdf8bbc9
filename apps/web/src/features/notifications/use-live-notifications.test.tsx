import type { Notification, NotificationPage } from '@studydesk/shared/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
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

  it('then reloads the list, so the server has the last word', () => {
    const { client, socket } = setup('D-003');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => socket.emit('notification', note));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.list('D-003') });
  });

  it('keeps a live notification when a reload answered before it existed comes back after it', async () => {
    const key = notificationKeys.list('D-003');
    const answers: ((page: NotificationPage) => void)[] = [];
    const queryFn = vi.fn(() => new Promise<NotificationPage>((resolve) => answers.push(resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const socket = new FakeSocket();
    const connect = () => socket;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useLiveNotifications('D-003', connect);
        return useQuery({ queryKey: key, queryFn });
      },
      { wrapper },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers[0]?.(emptyPage));
    await waitFor(() => expect(result.current.data).toEqual(emptyPage));

    // A reload is under way when the notification arrives; its answer, sent before the insert, lacks it.
    act(() => void client.refetchQueries({ queryKey: key }));
    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => socket.emit('notification', note));
    await act(async () => answers[1]?.(emptyPage));
    expect(client.getQueryData<NotificationPage>(key)).toMatchObject({ data: [note], unread: 1 });

    // The reload the notification asked for is what the list ends with.
    await waitFor(() => expect(answers).toHaveLength(3));
    const fromServer: NotificationPage = { ...emptyPage, data: [note], unread: 1 };
    await act(async () => answers[2]?.(fromServer));
    await waitFor(() => expect(result.current.data).toEqual(fromServer));
    expect(queryFn).toHaveBeenCalledTimes(3);
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
