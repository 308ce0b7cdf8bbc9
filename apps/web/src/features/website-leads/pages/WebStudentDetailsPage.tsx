import { Anchor, Badge, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { useBackInApp } from '../../../ui/back-in-app.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ApplicationCard } from '../components/ApplicationCard.tsx';
import { ConvertPanel } from '../components/ConvertPanel.tsx';
import { DuplicateNotice } from '../components/DuplicateNotice.tsx';
import { ProfileTabs } from '../components/ProfileTabs.tsx';
import { formatDay } from '../lead-format.ts';
import { useLead, useLeadApplications } from '../queries.ts';

/** A website lead: the Student Profile of SPEC.md 2.7, its application cards (2.16) and the assign step. */
export function WebStudentDetailsPage() {
  const { t } = useTexts('website-leads');
  const { studentId = '' } = useParams();
  const { user } = useAreaSession();
  const lead = useLead(studentId);
  const applications = useLeadApplications(studentId);
  // Back to the list as it was left (its search, filters and page are in its address); the bare list when it was not
  const goBack = useBackInApp(PAGES.websiteLeads.path(user.role));
  const back = (
    <Anchor component="button" type="button" onClick={goBack} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Website-Leads
      </Group>
    </Anchor>
  );
  if (lead.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (lead.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorAlert title={t('thisLeadCannotBeShown')}>{lead.error.message}</ErrorAlert>
      </Stack>
    );
  }
  const profile = lead.data;
  const cards = applications.data ?? [];
  return (
    <Stack gap="lg">
      {back}
      <PageTitle
        title={t('studentProfile')}
        description={`${profile.general.name} · enquired ${formatDay(profile.createdAt)}`}
        actions={
          <Badge size="lg" variant="light" color={profile.student ? 'teal' : 'gray'}>
            {profile.student ? 'Student' : 'New lead'}
          </Badge>
        }
      />
      <DuplicateNotice profile={profile} role={user.role} />
      <ProfileTabs profile={profile} />
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('courses')}
        </Title>
        <ListState
          loading={applications.isPending}
          error={applications.isError ? applications.error : null}
          onRetry={() => applications.refetch()}
          empty={cards.length === 0 ? t('noCourseApplicationsYet') : null}
          hint={t('coursesAppearHereWhenThe')}
        >
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {cards.map((application) => (
              <ApplicationCard key={application._id} application={application} editable={profile._id} />
            ))}
          </SimpleGrid>
        </ListState>
        {cards.length > 0 && (
          <Text fz="xs" c="dimmed">
            The visitor applied from the website; change the status as the university answers.
          </Text>
        )}
      </Stack>
      <ConvertPanel profile={profile} role={user.role} />
    </Stack>
  );
}
