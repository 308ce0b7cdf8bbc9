import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What went wrong with what the person just did, above its form, read out by screen readers as it appears. */
export function ErrorAlert({ children, color = 'red' }: { children: ReactNode; color?: 'red' | 'orange' }) {
  return (
    <Alert color={color} variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {children}
    </Alert>
  );
}
