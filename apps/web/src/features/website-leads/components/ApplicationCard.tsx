import { Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  WEB_APPLICATION_STATUSES,
  type WebApplication,
  type WebApplicationStatus,
} from '@studydesk/shared/website-leads';
import { IconExternalLink } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { Fact, orNA } from '../../../ui/Fact.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { APPLICATION_STATUS_LOOK, formatDay } from '../lead-format.ts';
import { useUpdateLeadApplication } from '../queries.ts';

const STATUS_OPTIONS = WEB_APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LOOK[value].label,
}));

const link = (href: string, text: string) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" fz="sm">
      {text} <IconExternalLink size={12} />
    </Anchor>
  ) : (
    'NA'
  );

/** SPEC.md 2.16 Student application list (web): one card per course applied to. */
export function ApplicationCard({ application, editable }: { application: WebApplication; editable?: string }) {
  const { t } = useTexts('website-leads');
  const course = application.courseId;
  const look = APPLICATION_STATUS_LOOK[application.status];
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('application', { subject: course.subject })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={4} fz="md">
            {course.subject}
          </Title>
          <Text fz="sm" c="dimmed">
            {course.university} · {course.destination}
          </Text>
        </Stack>
        <Badge color={look.color} variant="light">
          {look.label}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="md">
        <Fact label={t('level')}>{orNA(course.level)}</Fact>
        <Fact label={t('ieltsScore')}>{orNA(course.ieltsScore)}</Fact>
        <Fact label={t('intake')}>{orNA(course.intake)}</Fact>
        <Fact label={t('duration')}>{orNA(course.duration)}</Fact>
        <Fact label={t('location')}>{orNA(course.location)}</Fact>
        <Fact label={t('campusCity')}>{orNA(course.campusCity)}</Fact>
        <Fact label={t('tuitionFees')}>{orNA(course.tuitionFees)}</Fact>
        <Fact label={t('applicationFees')}>{orNA(course.applicationFees)}</Fact>
        <Fact label={t('worldRank')}>{orNA(course.worldRank)}</Fact>
        <Fact label={t('internationalStudents')}>{orNA(course.internationalStudent)}</Fact>
        <Fact label={t('courseDetails')}>{link(course.courseDetailLink, 'Course page')}</Fact>
        <Fact label={t('universityDetails')}>{link(course.universityDetailLink, 'University page')}</Fact>
        <Fact label={t('offerLetter')}>{link(application.offerLetter, 'Open offer letter')}</Fact>
        <Fact label={t('created')}>{formatDay(application.createdAt)}</Fact>
        <Fact label={t('note')}>{application.note}</Fact>
      </SimpleGrid>
      {editable && <ApplicationUpdateForm profileId={editable} application={application} />}
    </Card>
  );
}

/** Staff move the application on: status, note and the offer letter's link. */
function ApplicationUpdateForm({ profileId, application }: { profileId: string; application: WebApplication }) {
  const { t } = useTexts('website-leads');
  const update = useUpdateLeadApplication(profileId);
  const [status, setStatus] = useState<WebApplicationStatus>(application.status);
  const [note, setNote] = useState(application.note);
  const [offerLetter, setOfferLetter] = useState(application.offerLetter);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = status !== application.status || note !== application.note || offerLetter !== application.offerLetter;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    update.mutate(
      { applicationId: application._id, change: { status, note, offerLetter } },
      {
        onSuccess: () => toast.success(t('applicationUpdated')),
        onError: (error) => applyServerErrors({ setErrors }, error, { fields: ['status', 'note', 'offerLetter'] }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('updateApplication', { subject: application.courseId.subject })}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="md">
        <Select
          label={t('status')}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => value && setStatus(value as WebApplicationStatus)}
          allowDeselect={false}
          error={errors.status}
        />
        <TextInput
          label={t('note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errors.note}
        />
        <TextInput
          label={t('offerLetterLink')}
          placeholder={t('https')}
          value={offerLetter}
          onChange={(event) => setOfferLetter(event.currentTarget.value)}
          error={errors.offerLetter}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" size="xs" disabled={!changed} loading={update.isPending}>
          {t('saveChanges')}
        </Button>
      </Group>
    </form>
  );
}
