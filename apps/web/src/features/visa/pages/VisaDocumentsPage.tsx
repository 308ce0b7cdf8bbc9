import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DetailsProblem } from '../../../ui/DetailsProblem.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { StudentTrail } from '../../../ui/StudentTrail.tsx';
import { VisaApplicationCard } from '../components/VisaApplicationCard.tsx';
import { type OutcomeRequest, VisaOutcomeModal } from '../components/VisaOutcomeModal.tsx';
import { useDownloadVisaDocuments, useVisaDocuments } from '../queries.ts';

/**
 * SPEC.md 2.14, visa student documents view: a card per application, Download all, Successful / Rejected (which
 * open the outcome form: date, reference, refusal reason, letter), and a correction of a recorded outcome.
 */
export function VisaDocumentsPage() {
  const { t } = useTexts('visa');
  const { user } = useAreaSession();
  const params = useParams();
  const studentId = Number(params.studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const applicantId = params.applicantId ?? '-';
  const counselorId = params.counselorId ?? '';
  const docs = useVisaDocuments(applicantId, studentId, validId);
  const download = useDownloadVisaDocuments(applicantId, studentId);
  const [outcome, setOutcome] = useState<OutcomeRequest | null>(null);
  useDocumentTitle(`University documents of ${studentId} · StudyDesk`);

  const home = PAGES.dashboard.path(user.role);
  const top = (
    <StudentTrail
      role={user.role}
      studentId={studentId}
      counselorId={counselorId}
      here={{ page: t('universityDocuments') }}
    />
  );

  const problem = validId ? docs.error : new ApiError(404, ErrorCode.NOT_FOUND, 'Student not found');
  if (problem) {
    return (
      <Stack gap="md">
        {top}
        <DetailsProblem error={problem} backTo={home} onRetry={() => void docs.refetch()} />
      </Stack>
    );
  }

  const applications = docs.data ?? [];
  return (
    <Stack gap="md">
      {top}
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz="h2">
              {t('universityDocuments')}
            </Title>
            <Text c="dimmed" fz="sm">
              {docs.data
                ? t('applicationsOf', { studentId, count: applications.length })
                : t('loadingApplications', { studentId })}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} />}
            loading={download.isPending}
            disabled={applications.length === 0}
            onClick={() => download.mutate()}
          >
            {t('downloadAll')}
          </Button>
        </Group>
      </Paper>
      {docs.isPending ? (
        <Skeleton h={260} radius="md" />
      ) : (
        <ListState
          loading={false}
          error={null}
          onRetry={() => {}}
          empty={applications.length === 0 ? t('noDocuments') : null}
          hint={t('anApplicationSDocumentsAppear')}
        >
          <Stack gap="md">
            {applications.map((application) => (
              <VisaApplicationCard
                key={application._id}
                application={application}
                onDecide={(status) => setOutcome({ application, status })}
              />
            ))}
          </Stack>
        </ListState>
      )}
      <VisaOutcomeModal studentId={studentId} request={outcome} onClose={() => setOutcome(null)} />
    </Stack>
  );
}
