import { Button, Stack, Text } from '@mantine/core';
import { useTexts } from '../i18n/use-texts.ts';
import { ErrorAlert } from './ErrorAlert.tsx';

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
