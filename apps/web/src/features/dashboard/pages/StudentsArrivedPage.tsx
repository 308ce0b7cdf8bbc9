import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ArrivalsTable } from '../components/ArrivalsTable.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['dashboard']);

/** SPEC.md 2.5: the "Students Arrived" screen, the dashboard's arrivals table on its own page. */
export function StudentsArrivedPage() {
  const { t } = useTexts('dashboard');
  useDocumentTitle(t('studentsArrivedStudyDesk'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('studentsArrived')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('studentsWhoseRecordWasCreated')}
        </Text>
      </div>
      <ArrivalsTable areaRole="Super Admin" title={t('arrivals')} />
    </Stack>
  );
}
