import { Button, Group, Stack, Title } from '@mantine/core';
import type { ReportFilter } from '@studydesk/shared/reports';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { useCounselorsReport, useFunnelReport, useStagesReport } from '../queries.ts';
import { CounselorsTable } from './CounselorsTable.tsx';
import { FunnelTable } from './FunnelTable.tsx';
import { ReportPanel } from './ReportPanel.tsx';
import { StagesTable } from './StagesTable.tsx';

/** The range's summary on one page for the browser's Print (to PDF): funnel by source, stages and counselors. */
export function MonthSummary({
  filter,
  onBack,
}: {
  filter: ReportFilter & { from: string; to: string };
  onBack: () => void;
}) {
  const { t } = useTexts('reports');
  const funnel = useFunnelReport(filter, 'source');
  const stages = useStagesReport(filter);
  const counselors = useCounselorsReport(filter);
  const totals = funnel.data?.totals;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h3">
          {t('summaryTitle', { from: formatOfficeDay(filter.from), to: formatOfficeDay(filter.to) })}
        </Title>
        <Group gap="sm" data-no-print>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {t('backToReports')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Group>
      </Group>
      <ReportPanel title={t('funnelTitle')} hint={t('funnelHint')} query={funnel} empty={null} emptyHint="">
        <FunnelTable
          rows={[
            ...(totals ? [{ key: '', label: t('allStudents'), counts: totals }] : []),
            ...(funnel.data?.groups ?? []),
          ]}
          groupBy="source"
        />
      </ReportPanel>
      <ReportPanel title={t('stagesTitle')} hint={t('stagesHint')} query={stages} empty={null} emptyHint="">
        <StagesTable stages={stages.data?.stages ?? []} />
      </ReportPanel>
      <ReportPanel
        title={t('counselorsTitle')}
        hint={t('counselorsHint')}
        query={counselors}
        empty={counselors.data?.counselors.length === 0 ? t('noCounselors') : null}
        emptyHint={t('noCounselorsHint')}
      >
        <CounselorsTable counselors={counselors.data?.counselors ?? []} />
      </ReportPanel>
    </Stack>
  );
}
