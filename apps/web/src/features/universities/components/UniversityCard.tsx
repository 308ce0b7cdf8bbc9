import { Anchor, Badge, Box, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
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
  const { t, number } = useTexts('universities');
  const common = useTexts('common');
  const na = (value: string | number | null | undefined) => (orNA(value) === 'NA' ? t('card.na') : String(value));
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
              {na(university.location)} · {common.wordFor('countries', university.country)}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {university.worldRank !== null && (
            <Badge variant="light" color="indigo">
              {t('card.worldRank', { rank: number(university.worldRank) })}
            </Badge>
          )}
          {actions}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="md">
        <Fact label={t('card.intakes')}>{na(university.intakes.join(', '))}</Fact>
        <Fact label={t('card.semesterFee')}>{na(university.semesterFee)}</Fact>
        <Fact label={t('card.coursePeriod')}>{na(university.coursePeriod)}</Fact>
        <Fact label={t('card.scholarship')}>{university.scholarship ? t('card.available') : t('card.na')}</Fact>
      </SimpleGrid>
      <Divider my="md" label={t('card.courses')} labelPosition="left" />
      {university.courses.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('card.na')}
        </Text>
      ) : (
        <Stack gap="xs">
          {university.courses.map((course) => (
            <Group key={course._id} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fz="sm" fw={600}>
                  {course.subject}
                  {course.detailLink && (
                    <Anchor
                      href={course.detailLink}
                      target="_blank"
                      rel="noreferrer"
                      ml={6}
                      aria-label={t('card.coursePage')}
                    >
                      <IconExternalLink size={13} />
                    </Anchor>
                  )}
                </Text>
                <Text fz="xs" c="dimmed">
                  {na(course.level)} · {t('card.ielts', { score: na(course.ieltsScore) })} · {na(course.duration)} ·{' '}
                  {t('card.tuition', { fees: na(course.tuitionFees) })}
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
