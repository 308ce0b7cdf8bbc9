import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconListDetails, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DashboardHeader } from '../../../ui/DashboardHeader.tsx';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useNow } from '../../../ui/use-now.ts';
import { StudentsTable } from '../components/StudentsTable.tsx';
import { useArrivals } from '../queries.ts';
import { officeDay } from '../student-filter.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

/** The receptionist starts the day registering students: the form first, then who came in today (Asia/Dhaka). */
export function ReceptionistDashboardPage() {
  const { t } = useTexts('students');
  useDocumentTitle(t('dashboardStudyDesk'));
  const session = useAreaSession();
  // The office day follows the clock: a tab left open overnight asks for the new day's arrivals after midnight.
  const today = officeDay(useNow(60_000));
  // The page chosen is of its day's list; a new day starts again at its first page.
  const [paged, setPaged] = useState({ day: today, page: 1 });
  const page = paged.day === today ? paged.page : 1;
  const setPage = (next: number) => setPaged({ day: today, page: next });
  const arrivals = useArrivals(today, page);
  const rows = arrivals.data?.data ?? [];
  const size = arrivals.data?.page.size ?? 10;

  return (
    <Stack gap="xl">
      <DashboardHeader session={session} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconUserPlus size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Text fw={600}>{t('aNewStudentAtThe')}</Text>
              <Text c="dimmed" fz="sm">
                {t('registerThemAndChooseTheir')}
              </Text>
              <Button component={Link} to={PAGES.studentCreate.path('receptionist')} mt={4} w="fit-content">
                {t('createStudent')}
              </Button>
            </Stack>
          </Group>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light" color="grape" aria-hidden>
              <IconListDetails size={24} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Text fw={600}>{t('lookingForAStudent')}</Text>
              <Text c="dimmed" fz="sm">
                {t('searchEveryStudentByName')}
              </Text>
              <Button
                component={Link}
                to={PAGES.studentList.path('receptionist')}
                variant="light"
                color="grape"
                mt={4}
                w="fit-content"
              >
                {t('studentList')}
              </Button>
            </Stack>
          </Group>
        </Card>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('registeredToday')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('dhakaTime', { today: formatOfficeDay(today) })}
            </Text>
          </Group>
          <ListState
            loading={arrivals.isPending}
            error={arrivals.isError ? arrivals.error : null}
            onRetry={() => arrivals.refetch()}
            empty={rows.length === 0 ? t('noStudentsRegisteredTodayYet') : null}
            hint={t('studentsAppearHereAsYou')}
          >
            <StudentsTable
              students={rows}
              firstIndex={(page - 1) * size + 1}
              columns={['studentId', 'name', 'phone', 'counselor', 'status']}
              detailsRole="receptionist"
            />
          </ListState>
          {(rows.length > 0 || page > 1) && (
            <Pager
              page={page}
              hasNext={arrivals.data?.page.hasNext ?? false}
              busy={arrivals.isFetching}
              onChange={setPage}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
