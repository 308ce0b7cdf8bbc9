import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ArrivalsTable } from '../components/ArrivalsTable.tsx';

/** SPEC.md 2.5: the "Students Arrived" screen, the dashboard's arrivals table on its own page. */
export function StudentsArrivedPage() {
  useDocumentTitle('Students Arrived · StudyDesk');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Students Arrived
        </Title>
        <Text c="dimmed" fz="sm">
          Students whose record was created on the chosen day (Dhaka time).
        </Text>
      </div>
      <ArrivalsTable areaRole="Super Admin" title="Arrivals" />
    </Stack>
  );
}
