import { Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconMailOff } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CenteredMessage } from '../../../ui/CenteredMessage.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useUnsubscribe, useUnsubscribeInfo } from '../outbox-queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['messages']);

/**
 * /unsubscribe/:studentId?t=…, the link at the foot of every e-mail: opening it changes nothing (mail scanners
 * open links); the button opts the student out of automatic messages.
 */
export function UnsubscribePage() {
  const { t } = useTexts('messages');
  useDocumentTitle('Unsubscribe · StudyDesk');
  const { studentId = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const info = useUnsubscribeInfo(studentId, token);
  const unsubscribe = useUnsubscribe(studentId, token);

  if (info.isPending) {
    return (
      <CenteredMessage icon={<IconMailOff size={28} />} title={t('unsubscribe')} actions={null}>
        <Loader size="sm" aria-label={t('loading')} />
      </CenteredMessage>
    );
  }
  if (info.isError) {
    return (
      <CenteredMessage icon={<IconAlertCircle size={28} />} title="This link does not work" actions={null}>
        {t('useTheLinkInYour', { message: info.error.message })}
      </CenteredMessage>
    );
  }
  if (info.data.optedOut) {
    return (
      <CenteredMessage icon={<IconMailOff size={28} />} title={t('youAreUnsubscribed')} actions={null}>
        <Text role="status">{t('youWillGetNoMore')}</Text>
      </CenteredMessage>
    );
  }
  return (
    <CenteredMessage
      icon={<IconMailOff size={28} />}
      title="Unsubscribe from automatic messages"
      actions={
        <Stack gap="sm" w="100%">
          {unsubscribe.isError && <ErrorAlert>{unsubscribe.error.message}</ErrorAlert>}
          <Button color="red" onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
            Unsubscribe
          </Button>
        </Stack>
      }
    >
      {t('helloRemindersAndNewsAbout', { firstName: info.data.firstName })}
    </CenteredMessage>
  );
}
