import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useMailSettings } from '../../messages/outbox-queries.ts';

/** Whether the server sends e-mail (SMTP_URL), and for Super Admin the way to the outbox. */
export function MailCard({ superAdmin }: { superAdmin: boolean }) {
  const { t } = useTexts('settings');
  const mail = useMailSettings({ errorsShownInline: true });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Title order={2} fz="h4">
            {t('eMail')}
          </Title>
          {mail.data && (
            <Badge variant="light" color={mail.data.enabled ? 'teal' : 'orange'} radius="sm" tt="none">
              {mail.data.enabled ? t('on') : t('off')}
            </Badge>
          )}
        </Group>
        {mail.isPending && <Skeleton h={16} w="80%" />}
        {mail.isError && (
          <Text fz="sm" c="red">
            {mail.error.message}
          </Text>
        )}
        {mail.data && (
          <Text fz="sm" c="dimmed">
            {mail.data.enabled ? t('eMailGoesOutThrough', { from: mail.data.from }) : t('eMailIsOffNo')}
          </Text>
        )}
        {superAdmin && (
          <Button
            component={Link}
            to={PAGES.outbox.path('Super Admin')}
            variant="light"
            leftSection={<IconSend size={16} />}
          >
            {t('outbox')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
