import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { MyDay } from '@studydesk/shared/tasks';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { usePhone } from '../../../ui/use-phone.ts';

type TeamRow = MyDay['team'][number];

/** Overdue counts in red once there are any: what the owner looks for first. */
const overdueColor = (row: TeamRow) => (row.overdue ? 'var(--mantine-color-red-text)' : undefined);

/**
 * Super Admin's My Day: per employee, the next steps overdue and the students stalled. On a phone a line an
 * employee, the two counts beside the name, as the other lists of My Day are; a table of three columns is wider.
 */
export function TeamToday({ team }: { team: TeamRow[] }) {
  const { t } = useTexts('tasks');
  const phone = usePhone();
  /** The employee's link, the same in a table row and in a phone's line. */
  const employeeOf = (row: TeamRow) => (
    <Anchor
      component={Link}
      to={PAGES.employeeDetail.path('Super Admin', { id: row.employee._id })}
      fz={phone ? 'sm' : undefined}
      style={phone ? { minWidth: 0 } : undefined}
    >
      {row.employee.name} ({row.employee.employee_id})
    </Anchor>
  );

  if (phone) {
    return (
      <Stack gap="xs">
        {team.map((row) => (
          <Group key={row.employee._id} justify="space-between" wrap="nowrap" gap="xs">
            {employeeOf(row)}
            <Stack gap={2} align="flex-end">
              <Text fz="xs" c={overdueColor(row) ?? 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                {t('overdue2')}: {row.overdue}
              </Text>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('stalledStudents')}: {row.stalled}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('employee')}</Table.Th>
            <Table.Th>{t('overdue2')}</Table.Th>
            <Table.Th>{t('stalledStudents')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.map((row) => (
            <Table.Tr key={row.employee._id}>
              <Table.Td>{employeeOf(row)}</Table.Td>
              <Table.Td c={overdueColor(row)}>{row.overdue}</Table.Td>
              <Table.Td>{row.stalled}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
