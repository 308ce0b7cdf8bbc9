import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../api/client.ts';

/** Why the student cannot be shown: no access (403), no such student (404), or another failure with a retry. */
export function DetailsProblem({ error, backTo, onRetry }: { error: Error; backTo: string; onRetry: () => void }) {
  const status = isApiError(error) ? error.status : 0;
  const look =
    status === 403
      ? {
          icon: <IconLock size={28} stroke={1.6} />,
          color: 'orange',
          title: 'You do not have access to this student',
          text: 'This student belongs to another counselor. Ask a Super Admin if you need to see them.',
        }
      : status === 404
        ? {
            icon: <IconUserQuestion size={28} stroke={1.6} />,
            color: 'gray',
            title: 'Student not found',
            text: 'No student has this ID. It may have been deleted, or the link is mistyped.',
          }
        : {
            icon: <IconAlertTriangle size={28} stroke={1.6} />,
            color: 'red',
            title: 'The student could not be loaded',
            text: error.message,
          };
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm" py="lg" maw={480} mx="auto" role="alert">
        <ThemeIcon size={56} radius="xl" variant="light" color={look.color} aria-hidden>
          {look.icon}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {look.title}
        </Title>
        <Text c="dimmed">{look.text}</Text>
        {status === 403 || status === 404 ? (
          <Button component={Link} to={backTo} variant="light">
            Back to the dashboard
          </Button>
        ) : (
          <Button variant="light" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
