import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card of Settings that leads to a page of its own (the message templates, the document checklists). */
export function SettingsLinkCard({
  title,
  text,
  to,
  icon,
  label,
}: {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
  label: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
        <Button component={Link} to={to} variant="light" leftSection={icon}>
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}
