import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { DashboardCounts, StudentStatus } from '@studydesk/shared/students';
import {
  IconArrowRight,
  IconClipboardList,
  IconFileCertificate,
  IconPlaneDeparture,
  IconTrophy,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES, type StaticAreaPage } from '../../../page-paths.ts';

interface CardSpec {
  /** The Super Admin's list it opens. */
  page: StaticAreaPage;
  /** Which count it shows: the total, or one status. */
  count: 'total' | StudentStatus;
  color: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** SPEC.md 2.5: the six cards and the list each opens. */
const CARDS: CardSpec[] = [
  { page: PAGES.studentList, count: 'total', color: 'blue', icon: IconUsers },
  {
    page: PAGES.enrolledStudents,
    count: 'enrolled',
    color: 'cyan',
    icon: IconUserCheck,
  },
  {
    page: PAGES.followUpStudents,
    count: 'follow-up',
    color: 'yellow',
    icon: IconClipboardList,
  },
  {
    page: PAGES.applicationProcessingStudents,
    count: 'application-processing',
    color: 'indigo',
    icon: IconFileCertificate,
  },
  {
    page: PAGES.visaProcessingStudents,
    count: 'visa-processing',
    color: 'violet',
    icon: IconPlaneDeparture,
  },
  { page: PAGES.successStudents, count: 'success', color: 'teal', icon: IconTrophy },
];

const numberFormat = new Intl.NumberFormat('en-US');

export function StatusCards({ counts }: { counts: DashboardCounts | undefined }) {
  const { t } = useTexts('dashboard');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md">
      {CARDS.map(({ page, count, color, icon: Icon }) => {
        const label = t(`cards.${count}`);
        const value =
          counts === undefined ? undefined : count === 'total' ? counts.total : (counts.byStatus[count] ?? 0);
        return (
          <Card key={page.pattern} component={Link} to={page.path('Super Admin')} withBorder radius="md" padding="md">
            {/* Named by its content, "Total Students: 344", the number and the label on the card only shown: as an
                aria-label, the name did not hold the card's text in its order ("344 Total Students"), which axe-core
                4.14 reports. */}
            <VisuallyHidden>{`${label}: ${value === undefined ? t('loading') : numberFormat.format(value)}`}</VisuallyHidden>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={color} radius="md" size="lg" aria-hidden>
                <Icon size={20} stroke={1.6} />
              </ThemeIcon>
              <IconArrowRight size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
            </Group>
            {value === undefined ? (
              <Skeleton h={34} w={70} mt="md" />
            ) : (
              <Text fz={30} fw={700} lh={1.15} mt="md" data-testid="card-count" aria-hidden>
                {numberFormat.format(value)}
              </Text>
            )}
            <Text c="dimmed" fz="sm" fw={500} aria-hidden>
              {label}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
