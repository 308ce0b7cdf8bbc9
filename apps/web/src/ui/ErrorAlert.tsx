import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';

/** What went wrong, read out by screen readers as it appears: above a form it failed, or where a read failed. */
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

/** A read that failed: what it was (`title`), the server's reason, and Try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTexts('common');
  return (
    <ErrorAlert title={title}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      </Stack>
    </ErrorAlert>
  );
}
