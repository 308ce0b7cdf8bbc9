import { Anchor, Avatar, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import type { ListSort } from '@studydesk/shared/lists';
import type { Role } from '@studydesk/shared/role-names';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { SortHeader } from '../../../ui/SortHeader.tsx';

/**
 * SPEC.md 2.15: avatar, User name, Contact Number, Employee ID, More info (with the employee as state), which opens
 * the details in the area of `areaRole`.
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
          {employees.map((employee) => (
            <Table.Tr key={employee._id} style={employee.active ? undefined : { opacity: 0.72 }}>
              <Table.Td>
                <Avatar src={employee.profilePic} name={employee.name} color="initials" radius="xl" alt="" />
              </Table.Td>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>{employee.phone || '—'}</Table.Td>
              <Table.Td ff="monospace">{employee.employee_id}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={PAGES.employeeDetail.path(areaRole, { id: employee._id })}
                  state={employee}
                  fz="sm"
                  aria-label={t('moreInfoAbout', { name: employee.name })}
                >
                  {t('moreInfo')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
