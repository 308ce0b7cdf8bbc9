import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What went wrong, read out by screen readers as it appears: above a form it failed, or where a read failed
 * (LoadFailed). The sign-in form shows it: it imports no texts, which would bring i18next to the sign-in page.
 */
export function ErrorAlert({
  children,
  title,
  color = 'red',
}: {
  children: ReactNode;
  title?: string;
  color?: 'red' | 'orange';
}) {
  return (
    <Alert color={color} variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {children}
    </Alert>
  );
}
