import { Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { type ReactNode, useEffect, useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { toast } from '../../../../ui/toast.ts';
import { APPLICATION_STATUS_LOOK } from '../../lead-format.ts';
import { useVisitor } from '../../queries.ts';
import { type ApplyChoice, ApplyModal } from './ApplyModal.tsx';
import { ENQUIRY_FIRST_FIELD } from './EnquirySection.tsx';

/** What each course of the catalogue shows: Apply, or Applied once this visitor has applied to it. */
export type CourseAction = (university: University, course: University['courses'][number]) => ReactNode;

/**
 * The public course finder (issue 8): the catalogue by country, course and intake; Apply once enquired. The page
 * passes the catalogue search (`renderSearch`, the universities' CatalogueSearch) and the band's look (`className`).
 * Apply before the enquiry keeps the course (`waiting`, held by the page so the enquiry can name it) and opens
 * its application as soon as the enquiry has made the visitor known.
 */
export function CourseFinderSection({
  className,
  renderSearch,
  waiting,
  onWaiting,
}: {
  className?: string;
  renderSearch: (courseAction: CourseAction) => ReactNode;
  waiting: ApplyChoice | null;
  onWaiting: (choice: ApplyChoice | null) => void;
}) {
  const { t } = useTexts('enquiry');
  const visitor = useVisitor();
  const [choice, setChoice] = useState<ApplyChoice | null>(null);
  const profile = visitor.data?.profile;
  const applications = visitor.data?.applications ?? [];
  const applied = new Set(applications.map((a) => a.courseId._id));

  useEffect(() => {
    if (profile && waiting) {
      setChoice(waiting);
      onWaiting(null);
    }
  }, [profile, waiting, onWaiting]);

  const startApplying = (next: ApplyChoice) => {
    if (profile) {
      setChoice(next);
      return;
    }
    onWaiting(next);
    toast.warning(t('finder.enquireFirst'));
    document.getElementById('enquiry')?.scrollIntoView({ behavior: 'smooth' });
    // The focus goes along, so a keyboard or screen reader user is at the form too, not still at the course list;
    // without scrolling, which would cut the smooth scroll short.
    document.getElementById(ENQUIRY_FIRST_FIELD)?.focus({ preventScroll: true });
  };

  return (
    <Box className={className} id="courses" py={{ base: 56, md: 80 }}>
      <Container size="lg">
        <Stack gap="xs" mb="xl" maw={640}>
          <Text c="blue" fw={700} fz="sm" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
            {t('finder.eyebrow')}
          </Text>
          <Title order={2} fz={{ base: 28, sm: 34 }}>
            {t('finder.title')}
          </Title>
          <Text c="dimmed">
            {profile ? t('finder.applyingAs', { name: profile.general.name }) : t('finder.searchFreely')}
          </Text>
        </Stack>
        {applications.length > 0 && (
          <Paper withBorder radius="md" p="md" mb="lg" aria-label={t('finder.yourApplications')}>
            <Text fw={600} mb="xs">
              {t('finder.yourApplications')}
            </Text>
            <Stack gap={6}>
              {applications.map((application) => (
                <Group key={application._id} justify="space-between" gap="xs">
                  <Text fz="sm">
                    {application.courseId.subject} · {application.courseId.university} · {application.courseId.intake}
                  </Text>
                  <Badge variant="light" color={APPLICATION_STATUS_LOOK[application.status].color}>
                    {t(`status.${application.status}`)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}
        {renderSearch((university, course) =>
          applied.has(course._id) ? (
            <Badge variant="light" color="teal">
              {t('finder.applied')}
            </Badge>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={() => startApplying({ university, course })}
              aria-label={t('finder.applyTo', { course: course.subject, university: university.name })}
            >
              {t('finder.apply')}
            </Button>
          ),
        )}
        <ApplyModal choice={choice} onClose={() => setChoice(null)} />
      </Container>
    </Box>
  );
}
