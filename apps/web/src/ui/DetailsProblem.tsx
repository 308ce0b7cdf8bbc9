import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconAlertTriangle, IconLock, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../api/client.ts';
import { useTexts } from '../i18n/use-texts.ts';

/** Why the student cannot be shown: no access (FORBIDDEN), no such student (NOT_FOUND), or another failure with a retry. */
export function DetailsProblem({ error, backTo, onRetry }: { error: Error; backTo: string; onRetry: () => void }) {
  const { t } = useTexts('common');
  const code = isApiError(error) ? error.code : null;
  const look =
    code === ErrorCode.FORBIDDEN
      ? {
          icon: <IconLock size={28} stroke={1.6} />,
          color: 'orange',
          title: t('youDoNotHaveAccess'),
          text: t('thisStudentBelongsToAnother'),
        }
      : code === ErrorCode.NOT_FOUND
        ? {
            icon: <IconUserQuestion size={28} stroke={1.6} />,
            color: 'gray',
            title: t('studentNotFound'),
            text: t('noStudentHasThisID'),
          }
        : {
            icon: <IconAlertTriangle size={28} stroke={1.6} />,
            color: 'red',
            title: t('theStudentCouldNotBe'),
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
            {t('backToTheDashboard')}
          </Button>
        ) : (
          <Button variant="light" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
