import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { caseRole } from '../application-format.ts';
import { ApplicationForm } from '../components/ApplicationForm.tsx';
import { ApplicationsTable } from '../components/ApplicationsTable.tsx';
import { CaseHeader } from '../components/CaseHeader.tsx';
import { useApplicationCase } from '../use-application-case.ts';

/** SPEC.md 2.10 (params studentId, counselorId, applicantId): the applications entered and the add form. */
export function AppliedUniversityPage() {
  const { t } = useTexts('applications');
  const { user, studentId, counselorId, applicantId, validId, student, universities, canEdit } = useApplicationCase();
  useDocumentTitle('Applied University · StudyDesk');
  const rows = universities.data ?? [];
  const proceedHint = useId();

  return (
    <Stack gap="md">
      <CaseHeader
        role={user.role}
        studentId={studentId}
        counselorId={counselorId}
        fullName={student.data?.fullName}
        page="Applied University"
      />
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('applications')}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="h4">
              {t('applications')}
            </Title>
            {rows.length > 0 ? (
              <Button
                component={Link}
                to={PAGES.visaTeam.path(caseRole(user.role), { studentId, counselorId, applicantId })}
                rightSection={<IconArrowRight size={16} />}
                variant="light"
              >
                {t('proceed')}
              </Button>
            ) : (
              // The server refuses a hand-off without an application (409); the button says so before anyone tries.
              <Button
                disabled
                rightSection={<IconArrowRight size={16} />}
                variant="light"
                aria-describedby={proceedHint}
              >
                {t('proceed')}
              </Button>
            )}
          </Group>
          {rows.length === 0 && !universities.isPending && (
            <Text id={proceedHint} fz="sm" c="dimmed" ta="right">
              {t('addAnApplicationBeforeYou')}
            </Text>
          )}
          <ListState
            loading={validId && universities.isPending}
            error={validId ? (universities.error ?? student.error) : new Error('Student not found')}
            onRetry={() => {
              void universities.refetch();
              void student.refetch();
            }}
            empty={rows.length === 0 ? t('noUniversitiesFound') : null}
            hint={t('applicationsAppearHereWhenYou')}
          >
            <ApplicationsTable
              applications={rows}
              studentId={studentId}
              counselorId={counselorId}
              applicantId={applicantId}
              studentObjectId={student.data?._id}
              canEdit={canEdit}
            />
          </ListState>
        </Stack>
      </Paper>
      {canEdit && validId && (
        <ApplicationForm studentId={studentId} counselorId={counselorId} applicantId={applicantId} />
      )}
    </Stack>
  );
}
