import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from './toast.ts';
import toastClasses from './toasts.module.css';

/** Where toasts appear; loaded by ToastHost with the first toast (or by an area's layout ahead of it). */
export function Toasts() {
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      // Beneath popovers, so a toast never covers an open dropdown (and, by the class, starts below the top bar).
      zIndex={250}
      classNames={toastClasses}
    />
  );
}
