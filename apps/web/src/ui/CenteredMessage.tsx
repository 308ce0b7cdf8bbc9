import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';

export interface CenteredMessageProps {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The frame of the not-found and error pages: the brand, one message and a way on. */
export function CenteredMessage({ icon, eyebrow, title, children, actions }: CenteredMessageProps) {
  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Stack align="center" gap="lg" maw={520} w="100%">
        <Logo size="lg" />
        <Paper withBorder radius="md" p="xl" w="100%" shadow="sm">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              {icon}
            </ThemeIcon>
            {eyebrow && (
              <Text c="dimmed" fz="sm" fw={600} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                {eyebrow}
              </Text>
            )}
            <Title order={1} fz="h2">
              {title}
            </Title>
            <Text component="div" c="dimmed">
              {children}
            </Text>
            {actions}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
