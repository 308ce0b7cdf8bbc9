import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATION_EVENT, type NotificationPage, notificationSchema } from '@studydesk/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { SESSION_KEY } from '../../api/query-client.ts';
import { TOAST_AUTO_CLOSE_MS } from '../../ui/toast.ts';
import { prependNotification } from './notification-cache.ts';
import { notificationKeys } from './queries.ts';

/** SPEC.md 9: socket defaults; the session cookie authenticates the handshake on the same origin. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  timeout: 20_000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  withCredentials: true,
} satisfies Partial<ManagerOptions & SocketOptions>;

/** After the server refused the handshake, how long until the next try (if the session turns out to be alive). */
export const REFUSED_RETRY_MS = 5000;

/** The part of a socket.io client socket this hook uses, so tests can hand in a fake. */
export interface LiveSocket {
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type ConnectSocket = () => LiveSocket;

const connectToServer: ConnectSocket = () => io(SOCKET_OPTIONS);

function showToast(message: string) {
  toasts.show({ color: 'blue', title: 'New notification', message, autoClose: TOAST_AUTO_CLOSE_MS, withBorder: true });
}

/**
 * Keeps the signed-in user's notification list live (SPEC.md 4 and 7). Mounted once per area, by the bell.
 * - every (re)connect reloads the list, so nothing sent while the connection was down is missed;
 * - a `notification` event for this user goes on top of the cached list and raises the unread count
 *   (ARCHITECTURE.md convention 6), with a toast; then the list is reloaded to agree with the server, and a reload
 *   that was already under way (answered before the notification existed) is cancelled so it cannot drop it;
 * - a refused handshake (the session ended) rechecks the session, whose guard then sends the user to sign in.
 * Without an employee id (signed out) nothing connects; unmounting disconnects.
 */
export function useLiveNotifications(employeeId: string | null | undefined, connect: ConnectSocket = connectToServer) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!employeeId) return;
    const key = notificationKeys.list(employeeId);
    const socket = connect();
    let retry: ReturnType<typeof setTimeout> | undefined;

    socket.on('connect', () => {
      void queryClient.invalidateQueries({ queryKey: key });
    });
    socket.on(NOTIFICATION_EVENT, (payload: unknown) => {
      const parsed = notificationSchema.safeParse(payload);
      if (!parsed.success || parsed.data.employeeId !== employeeId) return;
      const item = parsed.data;
      // A reload already on its way may have been answered before this notification existed: drop it (cancelling
      // puts the list back as it was before that reload), show the new one on top at once, then reload the list,
      // so what the server holds has the last word.
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotificationPage>(key, (page) => prependNotification(page, item));
      void queryClient.invalidateQueries({ queryKey: key });
      showToast(item.message);
    });
    socket.on('connect_error', () => {
      // socket.io retries by itself after network trouble (socket.active); a refusal by the server it does not.
      if (socket.active) return;
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), REFUSED_RETRY_MS);
    });

    return () => {
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [employeeId, connect, queryClient]);
}
