import { Table } from '@mantine/core';
import type { CounselorsReport } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';

/** Per counselor: new students, conversion, success, overdue next steps, stalled now, days to the first advice. */
export function CounselorsTable({ counselors }: { counselors: CounselorsReport['counselors'] }) {
  const { t, number } = useTexts('reports');
  const none = t('notAvailable');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('counselor')}</Table.Th>
            <Table.Th ta="right">{t('newStudents')}</Table.Th>
            <Table.Th ta="right">{t('enrolled')}</Table.Th>
            <Table.Th ta="right">{t('conversionRate')}</Table.Th>
            <Table.Th ta="right">{t('success')}</Table.Th>
            <Table.Th ta="right">{t('overdueNow')}</Table.Th>
            <Table.Th ta="right">{t('stalled')}</Table.Th>
            <Table.Th ta="right">{t('firstAdvice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {counselors.map((c) => (
            <Table.Tr key={c._id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td ta="right">{number(c.leads)}</Table.Td>
              <Table.Td ta="right">{number(c.enrolled)}</Table.Td>
              <Table.Td ta="right">{c.leads ? `${Math.round((c.enrolled / c.leads) * 100)}%` : none}</Table.Td>
              <Table.Td ta="right">{number(c.success)}</Table.Td>
              <Table.Td ta="right">{number(c.overdue)}</Table.Td>
              <Table.Td ta="right">{number(c.stalled)}</Table.Td>
              <Table.Td ta="right">
                {c.medianDaysToFirstAdvice === null ? none : number(c.medianDaysToFirstAdvice)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
