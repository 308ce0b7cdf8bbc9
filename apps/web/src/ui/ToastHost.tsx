import { useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

/** Also imported ahead of the first toast by an area's layout, so toasts there show at once. */
export const loadToasts = () => import('./Toasts.tsx');

/**
 * Mounts the toasts (Mantine's Notifications, with its transitions, portal and swipe handling: about 13 KB gzipped)
 * when the first toast is shown, not with the first page. Toasts shown before it mounts wait in Mantine's store.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [Toasts, setToasts] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (Toasts !== null || notifications.length + queue.length === 0) return;
    let current = true;
    // A failed load is tried again with the next toast; a toast is never worth breaking the page for.
    loadToasts().then(
      (module) => current && setToasts(() => module.Toasts),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Toasts, notifications, queue]);

  return Toasts ? <Toasts /> : null;
}
