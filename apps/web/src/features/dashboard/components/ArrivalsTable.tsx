import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { Student } from '@studydesk/shared/students';
import { IconChevronLeft, IconChevronRight, IconDownload, IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { useArrivals } from '../../students/queries.ts';
import { useChosenDay } from '../chosen-day.ts';
import { canGoNext, longDayLabel, shiftDay } from '../office-days.ts';
import { useDownloadArrivals } from '../queries.ts';
import classes from './arrivals.module.css';

const PAGE_SIZE = 10;

export interface ArrivalsTableProps {
  /** Whose area More Info stays in: the receptionist's for the receptionist, else the Super Admin's (SPEC.md 2.5). */
  areaRole: 'Super Admin' | 'receptionist';
  title?: string;
}

/** A student's More Info, the same in a table row and in a phone's card. */
function MoreInfoLink({ student, areaRole }: { student: Student; areaRole: ArrivalsTableProps['areaRole'] }) {
  const { t } = useTexts('dashboard');
  // A student with no counselor opens as the other lists open one (StudentsTable): by 'none'.
  const counselorId = student.counselor?.employee_id ?? 'none';
  return (
    <Anchor
      component={Link}
      to={PAGES.studentDetails.path(areaRole, { studentId: student.studentId, counselorId })}
      state={student}
      fz="sm"
    >
      {t('moreInfo')}
    </Anchor>
  );
}

function NoArrivals() {
  const { t } = useTexts('dashboard');
  return (
    <Group justify="center" gap="xs" py="xl" c="dimmed">
      <IconInbox size={20} stroke={1.5} />
      <Text c="dimmed">{t('noStudentsArrivedOnThis')}</Text>
    </Group>
  );
}

function ArrivalRows({
  students,
  page,
  areaRole,
}: {
  students: Student[];
  page: number;
  areaRole: ArrivalsTableProps['areaRole'];
}) {
  const { t } = useTexts('dashboard');
  return students.map((student, i) => (
    <Table.Tr key={student._id}>
      <Table.Td c="dimmed">{(page - 1) * PAGE_SIZE + i + 1}</Table.Td>
      <Table.Td fw={500}>{student.fullName}</Table.Td>
      <Table.Td>{student.chosenCountryName || '—'}</Table.Td>
      <Table.Td>{student.counselor?.employee_name ?? t('notAssigned')}</Table.Td>
      <Table.Td>
        <StatusBadge status={student.status} />
      </Table.Td>
      <Table.Td>
        <MoreInfoLink student={student} areaRole={areaRole} />
      </Table.Td>
    </Table.Tr>
  ));
}

/** On a phone: a card an arrival, its More Info in view without scrolling sideways. */
function ArrivalCards({ students, areaRole }: { students: Student[]; areaRole: ArrivalsTableProps['areaRole'] }) {
  const { t } = useTexts('dashboard');
  return students.map((student) => (
    <Paper key={student._id} withBorder radius="md" p="sm" role="group" aria-label={student.fullName}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fz="sm" fw={600}>
            {student.fullName}
          </Text>
          <StatusBadge status={student.status} />
        </Group>
        <Text fz="xs" c="dimmed">
          {t('country')}: {student.chosenCountryName || '—'}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('counselor')}: {student.counselor?.employee_name ?? t('notAssigned')}
        </Text>
        <MoreInfoLink student={student} areaRole={areaRole} />
      </Stack>
    </Paper>
  ));
}

/** SPEC.md 2.5: the students who arrived on a chosen office day, with Pre / Download / Next around the date. */
export function ArrivalsTable({ areaRole, title }: ArrivalsTableProps) {
  const { t } = useTexts('dashboard');
  const { today, date, page, goTo, setPage } = useChosenDay();
  const arrivals = useArrivals(date, page);
  const download = useDownloadArrivals();
  const rows = arrivals.data?.data ?? [];
  const phone = usePhone();

  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} fz="h4">
          {title ?? t('studentsArrived')}
        </Title>
        <Group gap="xs" wrap="nowrap" className={classes.controls}>
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => goTo(shiftDay(date, -1))}
          >
            {t('pre')}
          </Button>
          <Text fw={600} miw={190} ta="center" className={classes.day} data-testid="arrivals-date" data-date={date}>
            {longDayLabel(date)}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate(date)}
          >
            {t('download')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} />}
            disabled={!canGoNext(date, today)}
            onClick={() => goTo(shiftDay(date, 1))}
          >
            {t('next')}
          </Button>
        </Group>
      </Group>
      {/* Above the list, not in a row of it: the same for the table and a phone's cards, never cut by scrolling. */}
      {arrivals.isError && (
        <LoadFailed title={t('theArrivalsCouldNotBe')} error={arrivals.error} onRetry={() => void arrivals.refetch()} />
      )}
      {phone ? (
        <Stack gap="sm" style={{ opacity: arrivals.isPlaceholderData ? 0.6 : 1 }}>
          {arrivals.isPending &&
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have no identity
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} h={96} radius="md" />)}
          {arrivals.isSuccess && rows.length === 0 && <NoArrivals />}
          <ArrivalCards students={rows} areaRole={areaRole} />
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>#</Table.Th>
                <Table.Th>{t('user')}</Table.Th>
                <Table.Th>{t('country')}</Table.Th>
                <Table.Th>{t('counselor')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
                <Table.Th>{t('moreInfo')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: arrivals.isPlaceholderData ? 0.6 : 1 }}>
              {arrivals.isPending &&
                Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
                  <Table.Tr key={i}>
                    <Table.Td colSpan={6}>
                      <Skeleton h={18} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {arrivals.isSuccess && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <NoArrivals />
                  </Table.Td>
                </Table.Tr>
              )}
              <ArrivalRows students={rows} page={page} areaRole={areaRole} />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack mt="md">
        <Pager
          page={page}
          hasNext={arrivals.data?.page.hasNext ?? false}
          busy={arrivals.isPlaceholderData}
          onChange={setPage}
        />
      </Stack>
    </Paper>
  );
}
