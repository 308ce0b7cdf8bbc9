import { Anchor, Avatar, Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import type { ListSort } from '@studydesk/shared/lists';
import type { Role } from '@studydesk/shared/role-names';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { SortHeader } from '../../../ui/SortHeader.tsx';
import { SortSelect } from '../../../ui/SortSelect.tsx';
import { usePhone } from '../../../ui/use-phone.ts';

/**
 * SPEC.md 2.15: avatar, User name, Contact Number, Employee ID, More info (with the employee as state), which opens
 * the details in the area of `areaRole`. On a phone each employee is a card under a sort select.
 */
export function EmployeeTable({
  employees,
  areaRole,
  sort,
  onSort,
}: {
  employees: Employee[];
  areaRole: Role;
  /** The directory's order, and what a click on User name asks for (issue 19). */
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const { t } = useTexts('employees');
  const phone = usePhone();

  /** What an employee shows beyond plain values, the same in a table row and in a phone's card. */
  const partsOf = (employee: Employee) => ({
    avatar: <Avatar src={employee.profilePic} name={employee.name} color="initials" radius="xl" alt="" />,
    who: (
      <Group gap="xs" wrap="nowrap">
        <div>
          <Text fz="sm" fw={500}>
            {employee.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {employee.roles.map((r) => r.role).join(', ')}
          </Text>
        </div>
        {!employee.active && (
          <Badge color="gray" variant="outline" radius="sm" tt="none">
            {t('deactivated')}
          </Badge>
        )}
      </Group>
    ),
    moreInfo: (
      <Anchor
        component={Link}
        to={PAGES.employeeDetail.path(areaRole, { id: employee._id })}
        state={employee}
        fz="sm"
        aria-label={t('moreInfoAbout', { name: employee.name })}
      >
        {t('moreInfo')}
      </Anchor>
    ),
  });

  if (phone) {
    // On a phone: a card an employee, More info in view without scrolling sideways.
    return (
      <Stack gap="sm">
        <SortSelect columns={[{ label: t('userName'), by: 'name' }]} sort={sort} onSort={onSort} />
        {employees.map((employee) => {
          const parts = partsOf(employee);
          return (
            <Paper
              key={employee._id}
              withBorder
              radius="md"
              p="sm"
              role="group"
              aria-label={employee.name}
              style={employee.active ? undefined : { opacity: 0.72 }}
            >
              <Group gap="sm" align="flex-start" wrap="nowrap">
                {parts.avatar}
                <Stack gap={4} miw={0}>
                  {parts.who}
                  <Text fz="xs" c="dimmed">
                    {t('contactNumber')}: {employee.phone || '—'}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('employeeId')}:{' '}
                    <Text span fz="xs" ff="monospace">
                      {employee.employee_id}
                    </Text>
                  </Text>
                  {parts.moreInfo}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>
              <VisuallyHidden>{t('picture')}</VisuallyHidden>
            </Table.Th>
            <SortHeader label={t('userName')} by="name" sort={sort} onSort={onSort} />
            <Table.Th>{t('contactNumber')}</Table.Th>
            <Table.Th>{t('employeeId')}</Table.Th>
            <Table.Th>{t('moreInfo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((employee) => {
            const parts = partsOf(employee);
            return (
              <Table.Tr key={employee._id} style={employee.active ? undefined : { opacity: 0.72 }}>
                <Table.Td>{parts.avatar}</Table.Td>
                <Table.Td>{parts.who}</Table.Td>
                <Table.Td>{employee.phone || '—'}</Table.Td>
                <Table.Td ff="monospace">{employee.employee_id}</Table.Td>
                <Table.Td>{parts.moreInfo}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
