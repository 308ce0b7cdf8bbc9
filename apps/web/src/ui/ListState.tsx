import { Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/use-texts.ts';
import { LoadFailed } from './LoadFailed.tsx';

/** What a list shows instead of rows: loading, a failure with a retry, or its empty text and a hint. */
export function ListState({
  loading,
  error,
  onRetry,
  empty,
  hint,
  children,
}: {
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The empty text, shown when there is nothing and nothing failed. */
  empty: string | null;
  /** One line under the empty text: what will appear here, and how it gets here. */
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTexts('common');
  if (loading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (error) {
    return <LoadFailed title={t('theListCouldNotBe')} error={error} onRetry={onRetry} />;
  }
  if (empty) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
          <IconInbox size={24} stroke={1.6} />
        </ThemeIcon>
        <Text c="dimmed" fw={500}>
          {empty}
        </Text>
        {hint && (
          <Text c="dimmed" fz="sm" ta="center" maw={440}>
            {hint}
          </Text>
        )}
      </Stack>
    );
  }
  return children;
}
