import {
  ActionIcon,
  Anchor,
  Box,
  Center,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { OFFICER_QUEUE_SORTS, type OfficerQueueRow, type OfficerQueueSort } from '@studydesk/shared/officer-queue';
import { IconArrowsSort, IconSortAscending, IconSortDescending, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { PhoneLink } from '../../../ui/ContactLinks.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
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

/** The columns the queue sorts by, with their headers' labels. */
const SORT_LABELS: Record<OfficerQueueSort, string> = {
  daysWaiting: 'Days waiting',
  studentId: 'StudentId',
  name: 'Name',
  university: 'University',
  intake: 'Intake',
  applicationStatus: 'Application status',
};

/**
 * On a phone the cards have no headers to click: the column is chosen in a select, and a button turns the order
 * round, as a second click on the same header does.
 */
function PhoneSort({ controls, onSort }: { controls: QueueControls; onSort: (column: OfficerQueueSort) => void }) {
  const ascending = controls.order === 'asc';
  const Icon = ascending ? IconSortAscending : IconSortDescending;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Sort by"
        data={OFFICER_QUEUE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={controls.sort}
        allowDeselect={false}
        onChange={(value) => {
          if (value && value !== controls.sort) onSort(value as OfficerQueueSort);
        }}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={`Reverse the order (now ${ascending ? 'ascending' : 'descending'})`}
        onClick={() => onSort(controls.sort)}
      >
        <Icon size={18} stroke={1.8} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The admin Officer's queue (SPEC.md 2.13 and issue 22): each student with their newest application, how long they
 * have waited since they were assigned, sortable by every column but the phone and the student's status. On a phone
 * each student is a card under a sort select.
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
  const phone = usePhone();
  const header = (column: OfficerQueueSort) => (
    <SortHeader label={SORT_LABELS[column]} column={column} controls={controls} onSort={onSort} />
  );

  /** What a row shows beyond plain values, the same in the table and in a phone's card. */
  const partsOf = (row: OfficerQueueRow) => ({
    university: (
      <>
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
      </>
    ),
    moreInfo: (
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
    ),
    delete: (
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
    ),
  });

  if (phone) {
    return (
      <Stack gap="sm">
        <PhoneSort controls={controls} onSort={onSort} />
        {rows.map((row) => {
          const parts = partsOf(row);
          return (
            <Paper key={row._id} withBorder radius="md" p="sm" role="group" aria-label={row.fullName}>
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fz="sm" fw={600}>
                    {row.fullName}
                  </Text>
                  <StatusBadge status={row.status} />
                </Group>
                <Text fz="xs" c="dimmed">
                  {SORT_LABELS.studentId}: {row.studentId} · <PhoneLink phone={row.phoneNumber} />
                </Text>
                <Box fz="sm">{parts.university}</Box>
                <Text fz="xs" c="dimmed">
                  {SORT_LABELS.intake}: {row.intake ?? '—'} · {SORT_LABELS.applicationStatus}:{' '}
                  {row.applicationStatus ?? '—'}
                </Text>
                <Text fz="xs" c="dimmed">
                  {SORT_LABELS.daysWaiting}: {daysLabel(row.daysWaiting)}
                </Text>
                <Group justify="space-between" gap="xs">
                  {parts.moreInfo}
                  {parts.delete}
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            {header('studentId')}
            {header('name')}
            <Table.Th>{t('phoneNo')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            {header('university')}
            {header('intake')}
            {header('applicationStatus')}
            {header('daysWaiting')}
            <Table.Th>{t('moreInfo')}</Table.Th>
            <Table.Th w={72}>{t('delete')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => {
            const parts = partsOf(row);
            return (
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
                <Table.Td>{parts.university}</Table.Td>
                <Table.Td>{row.intake ?? '—'}</Table.Td>
                <Table.Td>{row.applicationStatus ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{daysLabel(row.daysWaiting)}</Table.Td>
                <Table.Td>{parts.moreInfo}</Table.Td>
                <Table.Td>{parts.delete}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
