import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function PageTitle({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(`${title} · StudyDesk`);
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        {/* The page's one h1 (issue 22), at the size the pages were designed with. */}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
