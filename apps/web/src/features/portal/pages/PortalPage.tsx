import { Box, Button, Container, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Portal } from '@studydesk/shared/portal';
import { IconAlertTriangle, IconLinkOff } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client.ts';
import { suggestLanguage } from '../../../i18n/i18n.ts';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch.tsx';
import type { Language } from '../../../i18n/languages.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';
import { Logo } from '../../../ui/Logo.tsx';
import { PortalApplications } from '../components/PortalApplications.tsx';
import { PortalChecklist } from '../components/PortalChecklist.tsx';
import { type SendItem, usePortal, usePortalLanguage, usePortalUpload } from '../queries.ts';

/** The codes of a link that does not work: the student needs a new one, not another try. */
const DEAD_LINK: string[] = [ErrorCode.INVALID_LINK, ErrorCode.NOT_FOUND, ErrorCode.VALIDATION];

function Frame({ children, onChoose }: { children: ReactNode; onChoose: (language: Language) => void }) {
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Box
        component="header"
        py="sm"
        px="md"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md" px={0}>
          <Group justify="space-between" wrap="nowrap">
            <Logo size="lg" />
            <LanguageSwitch onChoose={onChoose} />
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py={{ base: 'sm', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        {children}
      </Container>
    </Box>
  );
}

function Overview({ portal }: { portal: Portal }) {
  const { t, date, number } = useTexts('portal');
  const verified = portal.items.filter((item) => item.state === 'verified').length;
  const total = portal.items.length;
  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('hello', { name: portal.firstName })}
      </Title>
      <Text c="dimmed">{t('lead')}</Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text fz="sm" c="dimmed">
            {t('statusTitle')}
          </Text>
          <Text fw={600} fz="lg">
            {t(`status.${portal.status}`)}
          </Text>
          <Progress value={total ? (verified / total) * 100 : 0} color="teal" aria-label={t('progressLabel')} />
          <Text fz="sm">{t('progress', { verified: number(verified), total: number(total) })}</Text>
          {portal.counselorFirstName && <Text fz="sm">{t('counselor', { name: portal.counselorFirstName })}</Text>}
          <Text fz="xs" c="dimmed">
            {t('linkUntil', { date: date(portal.expiresAt) })}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * The student's own page (issue 16 item 4), reached by their upload link with its token: their checklist with
 * what to send, their applications and their status, in Bangla or English. No sign-in, no app shell.
 */
export function PortalPage() {
  const { t } = useTexts('portal');
  const params = useParams();
  const [search] = useSearchParams();
  const studentId = Number(params.studentId);
  const token = search.get('t') ?? '';
  const validId = Number.isInteger(studentId) && studentId > 0;
  const portal = usePortal(studentId, validId ? token : '');
  const send: SendItem = usePortalUpload(studentId, token);
  // the language the student switches to is their messages' language; the one they chose before opens the page
  const saveLanguage = usePortalLanguage(studentId, token);
  const chosenBefore = portal.data?.language;
  useEffect(() => {
    if (chosenBefore) suggestLanguage(chosenBefore);
  }, [chosenBefore]);
  useDocumentTitle(t('title'));

  const dead = portal.isError && isApiError(portal.error) && DEAD_LINK.includes(portal.error.code);
  if (!validId || token === '' || dead) {
    return (
      <CenteredMessage
        icon={<IconLinkOff size={28} stroke={1.6} />}
        title={t('invalid.title')}
        actions={<LanguageSwitch />}
      >
        {t('invalid.text')}
      </CenteredMessage>
    );
  }
  if (portal.isError) {
    return (
      <CenteredMessage
        icon={<IconAlertTriangle size={28} stroke={1.6} />}
        title={t('failed.title')}
        actions={<Button onClick={() => portal.refetch()}>{t('failed.retry')}</Button>}
      >
        {portal.error.message}
      </CenteredMessage>
    );
  }
  return (
    <Frame onChoose={(language) => saveLanguage.mutate(language)}>
      {portal.data ? (
        <Stack gap="xl">
          <Overview portal={portal.data} />
          <PortalChecklist items={portal.data.items} send={send} />
          <PortalApplications applications={portal.data.applications} />
        </Stack>
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h={36} w="50%" />
          <Skeleton h={18} w="80%" />
          <Skeleton h={140} />
          <Skeleton h={140} />
        </Stack>
      )}
    </Frame>
  );
}
