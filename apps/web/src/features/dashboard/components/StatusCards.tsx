import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
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

interface CardSpec {
  label: string;
  to: string;
  /** Which count it shows: the total, or one status. */
  count: 'total' | StudentStatus;
  color: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** SPEC.md 2.5: the six cards and the list each opens. */
const CARDS: CardSpec[] = [
  { label: 'Total Students', to: 'student/student-list', count: 'total', color: 'blue', icon: IconUsers },
  {
    label: 'Enrolled Students',
    to: 'student/enrolled-student-list',
    count: 'enrolled',
    color: 'cyan',
    icon: IconUserCheck,
  },
  {
    label: 'Follow Up',
    to: 'student/follow-up-student-list',
    count: 'follow-up',
    color: 'yellow',
    icon: IconClipboardList,
  },
  {
    label: 'Application Processing',
    to: 'student/application-processing-list',
    count: 'application-processing',
    color: 'indigo',
    icon: IconFileCertificate,
  },
  {
    label: 'Visa Processing',
    to: 'student/visa-processing-list',
    count: 'visa-processing',
    color: 'violet',
    icon: IconPlaneDeparture,
  },
  { label: 'Success', to: 'student/success', count: 'success', color: 'teal', icon: IconTrophy },
];

const numberFormat = new Intl.NumberFormat('en-US');

export function StatusCards({ counts }: { counts: DashboardCounts | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md">
      {CARDS.map(({ label, to, count, color, icon: Icon }) => {
        const value =
          counts === undefined ? undefined : count === 'total' ? counts.total : (counts.byStatus[count] ?? 0);
        return (
          <Card
            key={to}
            component={Link}
            to={`/super-admin/${to}`}
            withBorder
            radius="md"
            padding="md"
            aria-label={`${label}: ${value ?? 'loading'}`}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color={color} radius="md" size="lg" aria-hidden>
                <Icon size={20} stroke={1.6} />
              </ThemeIcon>
              <IconArrowRight size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
            </Group>
            {value === undefined ? (
              <Skeleton h={34} w={70} mt="md" />
            ) : (
              <Text fz={30} fw={700} lh={1.15} mt="md" data-testid="card-count">
                {numberFormat.format(value)}
              </Text>
            )}
            <Text c="dimmed" fz="sm" fw={500}>
              {label}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
