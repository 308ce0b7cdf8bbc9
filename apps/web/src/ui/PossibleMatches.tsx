import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { PossibleMatch } from '@studydesk/shared/search';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * Registered students who may be the person being registered (issue 19): each opens in a new tab, so what was
 * typed is not lost, and names its counselor and why it matched. Nothing is shown when there is none.
 */
export function PossibleMatches({ matches, area }: { matches: PossibleMatch[] | undefined; area: Role }) {
  const { t } = useTexts('search');
  if (!matches?.length) return null;
  return (
    // A bordered card rather than a tinted alert: the yellow tints of the dark scheme leave text too faint.
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: 'var(--mantine-color-yellow-filled)', borderWidth: 2 }}
      aria-live="polite"
      data-testid="possible-matches"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={20} color="var(--mantine-color-yellow-filled)" aria-hidden />
          <Text fw={700}>{t('possibleMatches')}</Text>
        </Group>
        <Text fz="sm">{t('possibleMatchesIntro')}</Text>
        {matches.map((match) => (
          <Group key={match.studentId} gap="xs" wrap="wrap">
            <Anchor
              component={Link}
              to={PAGES.studentDetails.path(area, {
                studentId: match.studentId,
                counselorId: match.counselor?.employee_id ?? 'none',
              })}
              target="_blank"
              fw={600}
              fz="sm"
            >
              {match.fullName} ({match.studentId})
            </Anchor>
            <StatusBadge status={match.status} />
            <Text fz="sm" c="dimmed">
              {match.counselor ? t('counselorOf', { name: match.counselor.name }) : t('noCounselor')}
            </Text>
            {match.reasons.map((reason) => (
              <Badge key={reason} variant="default" radius="sm" tt="none">
                {t(`reason.${reason}`)}
              </Badge>
            ))}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
