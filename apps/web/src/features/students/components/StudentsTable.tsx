import { ActionIcon, Anchor, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { Role } from '@studydesk/shared/role-names';
import type { ListedStudent } from '@studydesk/shared/students';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { EmailLink, PhoneLink } from '../../../ui/ContactLinks.tsx';
import { FollowUpMark } from '../../../ui/FollowUpMark.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { formatAddress } from '../student-filter.ts';

export type StudentColumn = 'studentId' | 'name' | 'phone' | 'address' | 'email' | 'counselor' | 'status';

const COLUMNS: Record<StudentColumn, { header: string; cell: (student: ListedStudent) => ReactNode }> = {
  studentId: { header: 'StudentId', cell: (s) => s.studentId },
  name: {
    header: 'Name',
    cell: (s) => (
      <Text fz="sm" fw={500}>
        {s.fullName}
      </Text>
    ),
  },
  phone: { header: 'Phone Number', cell: (s) => <PhoneLink phone={s.phoneNumber} /> },
  address: { header: 'Address', cell: (s) => formatAddress(s) || '—' },
  email: { header: 'Email', cell: (s) => <EmailLink email={s.email} /> },
  counselor: { header: 'Counselor', cell: (s) => s.counselor?.employee_name ?? '—' },
  status: {
    header: 'Status',
    cell: (s) => (
      <Stack gap={4} align="flex-start">
        <StatusBadge status={s.status} />
        <FollowUpMark mark={s.followUp} />
      </Stack>
    ),
  },
};

/**
 * The student tables of SPEC.md 2.6 and 2.12. More info opens the details in the area of `detailsRole` with the row as
 * navigation state; Delete shows only where the role may delete.
 */
export function StudentsTable({
  students,
  firstIndex,
  columns,
  headers = {},
  detailsRole,
  moreInfoLabel = 'More info',
  onDelete,
}: {
  students: ListedStudent[];
  /** The row number of the first row, so numbering continues across pages. */
  firstIndex: number;
  columns: StudentColumn[];
  headers?: Partial<Record<StudentColumn, string>>;
  /** Whose area the details open in, e.g. `Super Admin`. */
  detailsRole: Role;
  moreInfoLabel?: string;
  onDelete?: (student: ListedStudent) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{headers[column] ?? COLUMNS[column].header}</Table.Th>
            ))}
            <Table.Th>{moreInfoLabel}</Table.Th>
            {onDelete && <Table.Th w={72}>Delete</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student, i) => (
            <Table.Tr key={student._id}>
              <Table.Td c="dimmed">{firstIndex + i}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column}>{COLUMNS[column].cell(student)}</Table.Td>
              ))}
              <Table.Td>
                <Anchor
                  component={Link}
                  to={PAGES.studentDetails.path(detailsRole, {
                    studentId: student.studentId,
                    counselorId: student.counselor?.employee_id ?? 'none',
                  })}
                  state={student}
                  fz="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={`More info about ${student.fullName}`}
                >
                  {moreInfoLabel}
                </Anchor>
              </Table.Td>
              {onDelete && (
                <Table.Td>
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(student)}
                      aria-label={`Delete ${student.fullName}`}
                    >
                      <IconTrash size={18} stroke={1.6} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
