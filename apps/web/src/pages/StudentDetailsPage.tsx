import { Anchor, Button, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ErrorCode } from '@studydesk/shared/errors';
import { studentSchema } from '@studydesk/shared/students';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { AssignOfficerCard } from '../features/applications/components/AssignOfficerCard.tsx';
import { studentHistorySearch } from '../features/audit/audit-format.ts';
import { PassportWarning } from '../features/checklists/components/PassportWarning.tsx';
import { UploadLinkActions } from '../features/documents/components/UploadLinkActions.tsx';
import { MergeStudentsButton } from '../features/merge/components/MergeStudentsButton.tsx';
import { StudentMessageActions } from '../features/messages/components/StudentMessageActions.tsx';
import { PaymentsLink } from '../features/money/components/PaymentsLink.tsx';
import { AdvicesCard } from '../features/students/components/details/AdvicesCard.tsx';
import { canWriteAdvices, documentsPath } from '../features/students/components/details/details-format.ts';
import { EducationTable, EnglishScoresTable } from '../features/students/components/details/InfoTables.tsx';
import { StatusActions } from '../features/students/components/details/StatusActions.tsx';
import { StatusHistory } from '../features/students/components/details/StatusHistory.tsx';
import { StatusProgress } from '../features/students/components/details/StatusProgress.tsx';
import { StudentEditActions } from '../features/students/components/details/StudentEditActions.tsx';
import { OtherInformation, StudentOverview } from '../features/students/components/details/StudentOverview.tsx';
import { useStudent } from '../features/students/queries.ts';
import { canSetNextAction, NextActionCard } from '../features/tasks/components/NextActionCard.tsx';
import { StudentTabs } from '../features/timeline/components/StudentTabs.tsx';
import { WebsiteLeadLink } from '../features/website-leads/components/WebsiteLeadLink.tsx';
import { preloadTexts } from '../i18n/i18n.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';
import { useAreaSession } from '../shell/area-session.ts';
import { DetailsProblem } from '../ui/DetailsProblem.tsx';
import { StudentTrail } from '../ui/StudentTrail.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts([
  'applications',
  'checklists',
  'documents',
  'merge',
  'messages',
  'payments',
  'students',
  'tasks',
  'timeline',
  'website-leads',
]);

function DetailsSkeleton() {
  const { t } = useTexts('students');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loadingTheStudent')}>
      <Skeleton h={96} radius="md" />
      <Skeleton h={140} radius="md" />
      <Skeleton h={180} radius="md" />
      <Skeleton h={140} radius="md" />
    </Stack>
  );
}

/**
 * SPEC.md 2.8. Works from a bare URL: the student is always loaded by id; a list row passed as navigation state
 * only fills the screen while that answer is on its way.
 */
export function StudentDetailsPage() {
  const { t } = useTexts('students');
  const session = useAreaSession();
  const role = session.user.role;
  const params = useParams();
  const location = useLocation();
  const studentId = Number(params.studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const fromList = studentSchema.safeParse(location.state);
  const placeholder = fromList.success && fromList.data.studentId === studentId ? fromList.data : undefined;
  const query = useStudent(validId ? studentId : 0, placeholder);
  const student = query.data;
  useDocumentTitle(student ? `${student.fullName} · StudyDesk` : t('studentDetailsStudyDesk'));

  const home = PAGES.dashboard.path(role);
  const crumbs = (
    <StudentTrail role={role} studentId={studentId} counselorId={params.counselorId ?? ''} here="details" />
  );

  if (!validId) {
    return (
      <Stack gap="md">
        {crumbs}
        <DetailsProblem
          error={new ApiError(404, ErrorCode.NOT_FOUND, t('studentNotFound'))}
          backTo={home}
          onRetry={() => {}}
        />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        {crumbs}
        <DetailsProblem error={query.error} backTo={home} onRetry={() => query.refetch()} />
      </Stack>
    );
  }
  if (!student) {
    return (
      <Stack gap="md">
        {crumbs}
        <DetailsSkeleton />
      </Stack>
    );
  }

  const counselorId = student.counselor?.employee_id ?? params.counselorId ?? '';
  const next = documentsPath(role, student.studentId, counselorId);
  const confirmed = !query.isPlaceholderData;
  return (
    <Stack gap="md">
      {role === 'Super Admin' || role === 'Counselor' ? (
        <Group justify="space-between" gap="sm">
          {crumbs}
          <Group gap="md">
            <WebsiteLeadLink role={role} studentId={student.studentId} />
            {role === 'Super Admin' && (
              <Anchor
                component={Link}
                to={PAGES.auditTrail.path('Super Admin', {}, studentHistorySearch(student.studentId))}
                fz="sm"
              >
                <Group gap={4} wrap="nowrap">
                  <IconHistory size={16} stroke={1.6} aria-hidden />
                  {t('history')}
                </Group>
              </Anchor>
            )}
            <PaymentsLink role={role} studentId={student.studentId} name={student.fullName} />
          </Group>
        </Group>
      ) : (
        crumbs
      )}
      <StudentOverview
        student={student}
        actions={
          confirmed && (
            <Group gap="md" align="flex-end">
              <StudentMessageActions studentId={student.studentId} />
              <StudentEditActions role={role} student={student} />
              {role === 'Super Admin' && <MergeStudentsButton student={student} />}
              <StatusActions role={role} studentId={student.studentId} status={student.status} />
            </Group>
          )
        }
      />
      <StatusProgress status={student.status} />
      {/* issue 16: a passport that expires before the intake plus six months; for those who see the documents */}
      {next && <PassportWarning studentId={student.studentId} />}
      <StudentTabs studentId={student.studentId}>
        <Stack gap="md">
          <Grid>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="md">
                <EducationTable student={student} />
                <EnglishScoresTable student={student} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="md">
                {confirmed && (
                  <NextActionCard
                    studentId={student.studentId}
                    nextAction={student.nextAction ?? null}
                    editable={canSetNextAction(session.user, student)}
                  />
                )}
                <AdvicesCard
                  studentId={student.studentId}
                  advices={student.advices}
                  canWrite={confirmed && canWriteAdvices(role, student)}
                />
                {confirmed && <AssignOfficerCard student={student} />}
                <OtherInformation student={student} />
                {confirmed && <StatusHistory studentId={student.studentId} />}
              </Stack>
            </Grid.Col>
          </Grid>
          {next && (
            <Group justify="space-between" align="flex-start">
              {/* The visa team only reads (SPEC.md 6), so it gets no upload link to hand out. */}
              {role === 'Admin Office Visa Section' || role === 'admin Officer' ? (
                <span />
              ) : (
                <UploadLinkActions studentId={student.studentId} />
              )}
              <Button component={Link} to={next} rightSection={<IconArrowRight size={16} />}>
                {t('next')}
              </Button>
            </Group>
          )}
        </Stack>
      </StudentTabs>
    </Stack>
  );
}
