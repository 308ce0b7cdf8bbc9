import { ActionIcon, Anchor, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { ListSort } from '@studydesk/shared/lists';
import type { Role } from '@studydesk/shared/role-names';
import type { ListedStudent } from '@studydesk/shared/students';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { EmailLink, PhoneLink } from '../../../ui/ContactLinks.tsx';
import { FollowUpMark } from '../../../ui/FollowUpMark.tsx';
import { type SortBy, SortHeader } from '../../../ui/SortHeader.tsx';
import { SortSelect } from '../../../ui/SortSelect.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
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

/** The columns a list sorts by (issue 19). */
const SORTABLE: Partial<Record<StudentColumn, SortBy>> = { name: 'name', studentId: 'age' };

/** A card's small lines under the name and status: the ID first, as it is what a student is asked for. */
const CARD_LINES: StudentColumn[] = ['studentId', 'phone', 'email', 'address', 'counselor'];

/** A student on a phone: the name and status on top, the other columns as small lines, then the actions. */
function StudentCard({
  student,
  columns,
  labelOf,
  actions,
}: {
  student: ListedStudent;
  columns: StudentColumn[];
  labelOf: (column: StudentColumn) => string;
  actions: ReactNode;
}) {
  const withStatus = columns.includes('status');
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={student.fullName}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fz="sm" fw={600}>
            {student.fullName}
          </Text>
          {withStatus && <StatusBadge status={student.status} />}
        </Group>
        {CARD_LINES.filter((column) => columns.includes(column)).map((column) => (
          <Text key={column} fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {labelOf(column)}: {COLUMNS[column].cell(student)}
          </Text>
        ))}
        {withStatus && <FollowUpMark mark={student.followUp} />}
        {actions}
      </Stack>
    </Paper>
  );
}

/**
 * The student tables of SPEC.md 2.6 and 2.12. More info opens the details in the area of `detailsRole` with the row as
 * navigation state; Delete shows only where the role may delete. On a phone each student is a card, and the sortable
 * columns' orders are a select above them.
 */
export function StudentsTable({
  students,
  firstIndex,
  columns,
  headers = {},
  detailsRole,
  moreInfoLabel: moreInfoGiven,
  onDelete,
  sort,
  onSort,
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
  /** A list that sorts: its order, and what a click on the Name or StudentId header asks for. */
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
}) {
  const { t } = useTexts('students');
  const phone = usePhone();
  const moreInfoLabel = moreInfoGiven ?? t('moreInfo');
  const labelOf = (column: StudentColumn) => headers[column] ?? t(`columns.${column}`);

  /** A student's actions, the same in a table row and in a phone's card. */
  const actionsOf = (student: ListedStudent) => ({
    moreInfo: (
      <Anchor
        component={Link}
        to={PAGES.studentDetails.path(detailsRole, {
          studentId: student.studentId,
          counselorId: student.counselor?.employee_id ?? 'none',
        })}
        state={student}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
        aria-label={t('moreInfoAbout', { fullName: student.fullName })}
      >
        {moreInfoLabel}
      </Anchor>
    ),
    delete: onDelete && (
      <Tooltip label={t('delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(student)}
          aria-label={t('delete2', { fullName: student.fullName })}
        >
          <IconTrash size={18} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
    ),
  });

  if (phone) {
    const sortable = columns.flatMap((column) => {
      const by = SORTABLE[column];
      return by ? [{ label: labelOf(column), by }] : [];
    });
    return (
      <Stack gap="sm">
        {sort && onSort && sortable.length > 0 && <SortSelect columns={sortable} sort={sort} onSort={onSort} />}
        {students.map((student) => {
          const actions = actionsOf(student);
          return (
            <StudentCard
              key={student._id}
              student={student}
              columns={columns}
              labelOf={labelOf}
              actions={
                <Group justify="space-between" gap="xs" mih={28}>
                  {actions.moreInfo}
                  {actions.delete}
                </Group>
              }
            />
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={Math.max(720, 120 + 130 * columns.length)}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            {columns.map((column) => {
              const label = labelOf(column);
              const by = SORTABLE[column];
              return by && sort && onSort ? (
                <SortHeader key={column} label={label} by={by} sort={sort} onSort={onSort} />
              ) : (
                <Table.Th key={column}>{label}</Table.Th>
              );
            })}
            <Table.Th>{moreInfoLabel}</Table.Th>
            {onDelete && <Table.Th w={72}>{t('delete')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student, i) => {
            const actions = actionsOf(student);
            return (
              <Table.Tr key={student._id}>
                <Table.Td c="dimmed">{firstIndex + i}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column}>{COLUMNS[column].cell(student)}</Table.Td>
                ))}
                <Table.Td>{actions.moreInfo}</Table.Td>
                {onDelete && <Table.Td>{actions.delete}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
