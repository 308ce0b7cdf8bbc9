import { notifications } from '@mantine/notifications';

/** SPEC.md section 8: toasts sit at the top end and stay 1.5 seconds. */
export const TOAST_AUTO_CLOSE_MS = 1500;

function show(color: string, message: string, title?: string) {
  notifications.show({ color, message, title, autoClose: TOAST_AUTO_CLOSE_MS, withBorder: true });
}

export const toast = {
  success: (message: string, title?: string) => show('teal', message, title),
  warning: (message: string, title?: string) => show('yellow', message, title),
  error: (message: string, title?: string) => show('red', message, title),
};
