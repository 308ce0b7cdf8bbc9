import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconAlertTriangle, IconLock, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../api/client.ts';

/** Why the student cannot be shown: no access (FORBIDDEN), no such student (NOT_FOUND), or another failure with a retry. */
export function DetailsProblem({ error, backTo, onRetry }: { error: Error; backTo: string; onRetry: () => void }) {
  const code = isApiError(error) ? error.code : null;
  const look =
    code === ErrorCode.FORBIDDEN
      ? {
          icon: <IconLock size={28} stroke={1.6} />,
          color: 'orange',
          title: 'You do not have access to this student',
          text: 'This student belongs to another counselor. Ask a Super Admin if you need to see them.',
        }
      : code === ErrorCode.NOT_FOUND
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
        {code === ErrorCode.FORBIDDEN || code === ErrorCode.NOT_FOUND ? (
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
