import { Table, Text } from '@mantine/core';
import { conversionOf, FUNNEL_STEPS, type FunnelCounts, type FunnelGroup } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';

/** One row per group (all students first): each step's count and its share of the step before. */
export function FunnelTable({
  rows,
  groupBy,
}: {
  rows: { key: string; label: string; counts: FunnelCounts }[];
  groupBy: FunnelGroup;
}) {
  const { t, number } = useTexts('reports');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`groups.${groupBy}`)}</Table.Th>
            {FUNNEL_STEPS.map((step) => (
              <Table.Th key={step} ta="right">
                {t(`steps.${step}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const shares = conversionOf(row.counts);
            return (
              <Table.Tr key={row.key || 'all'}>
                <Table.Td fw={row.key ? undefined : 600}>
                  {groupBy === 'source' && row.key ? t(`sources.${row.key}`) : row.label}
                </Table.Td>
                {FUNNEL_STEPS.map((step, i) => {
                  const share = shares[step];
                  return (
                    <Table.Td key={step} ta="right">
                      {number(row.counts[step])}
                      {share !== null && (
                        <Text span c="dimmed" fz="xs" display="block">
                          {t('conversion', { share, step: t(`steps.${FUNNEL_STEPS[i - 1]}`).toLowerCase() })}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
