import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';

/** Super Admin's way from Settings to the message templates. */
export function TemplatesLinkCard() {
  const { t } = useTexts('settings');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {t('messagesToStudents')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('theWelcomeRemindersAndNews')}
        </Text>
        <Button
          component={Link}
          to={PAGES.templates.path('Super Admin')}
          variant="light"
          leftSection={<IconMail size={16} />}
        >
          {t('messageTemplates')}
        </Button>
      </Stack>
    </Paper>
  );
}
