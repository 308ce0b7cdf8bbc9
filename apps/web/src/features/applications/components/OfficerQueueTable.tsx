import { ActionIcon, Anchor, Center, Group, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { OfficerQueueRow, OfficerQueueSort } from '@studydesk/shared/officer-queue';
import { IconArrowsSort, IconSortAscending, IconSortDescending, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { PhoneLink } from '../../../ui/ContactLinks.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { daysLabel, type QueueControls } from '../officer-queue.ts';

function SortHeader({
  label,
  column,
  controls,
  onSort,
}: {
  label: string;
  column: OfficerQueueSort;
  controls: QueueControls;
  onSort: (column: OfficerQueueSort) => void;
}) {
  const { t } = useTexts('applications');
  const active = controls.sort === column;
  const ascending = active && controls.order === 'asc';
  const Icon = !active ? IconArrowsSort : ascending ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} aria-label={t('sortBy', { label })} fz="sm" fw={700}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Center c={active ? undefined : 'dimmed'}>
            <Icon size={14} stroke={1.8} aria-hidden />
          </Center>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The admin Officer's queue (SPEC.md 2.13 and issue 22): each student with their newest application, how long they
 * have waited since they were assigned, sortable by every column but the phone and the student's status.
 */
export function OfficerQueueTable({
  rows,
  firstIndex,
  controls,
  onSort,
  onDelete,
}: {
  rows: OfficerQueueRow[];
  firstIndex: number;
  controls: QueueControls;
  onSort: (column: OfficerQueueSort) => void;
  onDelete: (row: OfficerQueueRow) => void;
}) {
  const { t } = useTexts('applications');
  const header = (label: string, column: OfficerQueueSort) => (
    <SortHeader label={label} column={column} controls={controls} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            {header('StudentId', 'studentId')}
            {header('Name', 'name')}
            <Table.Th>{t('phoneNo')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            {header('University', 'university')}
            {header('Intake', 'intake')}
            {header('Application status', 'applicationStatus')}
            {header('Days waiting', 'daysWaiting')}
            <Table.Th>{t('moreInfo')}</Table.Th>
            <Table.Th w={72}>{t('delete')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={row._id}>
              <Table.Td c="dimmed">{firstIndex + i}</Table.Td>
              <Table.Td>{row.studentId}</Table.Td>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {row.fullName}
                </Text>
              </Table.Td>
              <Table.Td>
                <PhoneLink phone={row.phoneNumber} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                {row.university ?? (
                  <Text fz="sm" c="dimmed">
                    {t('noApplicationYet')}
                  </Text>
                )}
                {row.applications > 1 && (
                  <Text fz="xs" c="dimmed">
                    newest of {row.applications}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.intake ?? '—'}</Table.Td>
              <Table.Td>{row.applicationStatus ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{daysLabel(row.daysWaiting)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={PAGES.studentDetails.path('admin Officer', {
                    studentId: row.studentId,
                    counselorId: row.counselorId ?? 'none',
                  })}
                  fz="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  aria-label={t('moreInfoAbout', { fullName: row.fullName })}
                >
                  {t('moreInfo')}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('delete2', { fullName: row.fullName })}
                    onClick={() => onDelete(row)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
