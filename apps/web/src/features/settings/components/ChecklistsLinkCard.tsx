import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';

/** Super Admin's way from Settings to the document checklists. */
export function ChecklistsLinkCard() {
  const { t } = useTexts('settings');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {t('documentChecklists')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('theDocumentsEachDestinationNeeds')}
        </Text>
        <Button
          component={Link}
          to={PAGES.checklists.path('Super Admin')}
          variant="light"
          leftSection={<IconChecklist size={16} />}
        >
          {t('documentChecklists')}
        </Button>
      </Stack>
    </Paper>
  );
}
