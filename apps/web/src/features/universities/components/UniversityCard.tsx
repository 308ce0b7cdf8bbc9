import { Anchor, Badge, Box, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Fact, orNA } from '../../../ui/Fact.tsx';

type Course = University['courses'][number];

/**
 * A result card: name, country, location, courses, intakes, semester fee, course period and scholarship
 * (SPEC.md 2.16). `courseAction` adds a control to each course (Apply on the public finder).
 */
export function UniversityCard({
  university,
  actions,
  courseAction,
}: {
  university: University;
  actions?: ReactNode;
  courseAction?: (course: Course) => ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={university.name} component="article">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={3} fz="h4">
            {university.name}
          </Title>
          <Group gap={6} c="dimmed" fz="sm" wrap="nowrap">
            <IconMapPin size={15} aria-hidden />
            <Text fz="sm" c="dimmed">
              {orNA(university.location)} · {university.country}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {university.worldRank !== null && (
            <Badge variant="light" color="indigo">
              World rank {university.worldRank}
            </Badge>
          )}
          {actions}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="md">
        <Fact label="Intakes">{university.intakes.length ? university.intakes.join(', ') : 'NA'}</Fact>
        <Fact label="Semester fee">{orNA(university.semesterFee)}</Fact>
        <Fact label="Course period">{orNA(university.coursePeriod)}</Fact>
        <Fact label="Scholarship">{university.scholarship ? 'Available' : 'NA'}</Fact>
      </SimpleGrid>
      <Divider my="md" label="Courses" labelPosition="left" />
      {university.courses.length === 0 ? (
        <Text fz="sm" c="dimmed">
          NA
        </Text>
      ) : (
        <Stack gap="xs">
          {university.courses.map((course) => (
            <Group key={course._id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fz="sm" fw={600}>
                  {course.subject}
                  {course.detailLink && (
                    <Anchor href={course.detailLink} target="_blank" rel="noreferrer" ml={6} aria-label="Course page">
                      <IconExternalLink size={13} />
                    </Anchor>
                  )}
                </Text>
                <Text fz="xs" c="dimmed">
                  {orNA(course.level)} · IELTS {orNA(course.ieltsScore)} · {orNA(course.duration)} · Tuition{' '}
                  {orNA(course.tuitionFees)}
                </Text>
              </div>
              {courseAction && <Box style={{ flexShrink: 0 }}>{courseAction(course)}</Box>}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
