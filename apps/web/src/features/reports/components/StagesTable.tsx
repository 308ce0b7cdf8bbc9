import { Table } from '@mantine/core';
import type { StagesReport } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';

/** Per status: stays ended in the range, their median and 90th percentile in days, and the stalled now. */
export function StagesTable({ stages }: { stages: StagesReport['stages'] }) {
  const { t, number } = useTexts('reports');
  const days = (value: number | null) => (value === null ? t('notAvailable') : number(value));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th ta="right">{t('stays')}</Table.Th>
            <Table.Th ta="right">{t('median')}</Table.Th>
            <Table.Th ta="right">{t('p90')}</Table.Th>
            <Table.Th ta="right">{t('stalledNow')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stages.map((stage) => (
            <Table.Tr key={stage.status}>
              <Table.Td>{t(`statuses.${stage.status}`)}</Table.Td>
              <Table.Td ta="right">{number(stage.stays)}</Table.Td>
              <Table.Td ta="right">{days(stage.medianDays)}</Table.Td>
              <Table.Td ta="right">{days(stage.p90Days)}</Table.Td>
              <Table.Td ta="right">{number(stage.stalled)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
