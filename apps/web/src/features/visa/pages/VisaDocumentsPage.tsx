import { Anchor, Breadcrumbs, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Application } from '@studydesk/shared/applications';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { DetailsProblem } from '../../../ui/DetailsProblem.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { toast } from '../../../ui/toast.ts';
import { VisaApplicationCard } from '../components/VisaApplicationCard.tsx';
import { useDownloadVisaDocuments, useUpdateVisaStatus, useVisaDocuments } from '../queries.ts';

type Decision = { application: Application; status: 'success' | 'rejected' };

/** SPEC.md 2.14, visa student documents view: a card per application, Download all, Successful / Rejected. */
export function VisaDocumentsPage() {
  const { user } = useAreaSession();
  const params = useParams();
  const studentId = Number(params.studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const applicantId = params.applicantId ?? '-';
  const counselorId = params.counselorId ?? '';
  const docs = useVisaDocuments(applicantId, studentId, validId);
  const download = useDownloadVisaDocuments(applicantId, studentId);
  const update = useUpdateVisaStatus(studentId);
  const [decision, setDecision] = useState<Decision | null>(null);
  useDocumentTitle(`University documents of ${studentId} · StudyDesk`);

  const home = PAGES.dashboard.path(user.role);
  const details = PAGES.studentDetails.path(user.role, { studentId, counselorId });
  const documents = PAGES.studentDocuments.path(user.role, { studentId, counselorId });
  const top = (
    <Breadcrumbs>
      <Anchor component={Link} to={home} fz="sm">
        Dashboard
      </Anchor>
      <Anchor component={Link} to={details} fz="sm">
        Student details
      </Anchor>
      <Anchor component={Link} to={documents} fz="sm">
        Documents
      </Anchor>
      <Text fz="sm">University documents</Text>
    </Breadcrumbs>
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
  const confirm = () =>
    decision &&
    update.mutate(decision, {
      onSuccess: () => {
        toast.success(
          decision.status === 'success' ? 'Visa marked Successful.' : 'Visa marked Rejected.',
          'Status Updated Successfully',
        );
        setDecision(null);
      },
    });

  return (
    <Stack gap="md">
      {top}
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz="h2">
              University documents
            </Title>
            <Text c="dimmed" fz="sm">
              Student ID {studentId} · {docs.data ? `${applications.length} application(s)` : 'Loading…'}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconFileZip size={16} />}
            loading={download.isPending}
            disabled={applications.length === 0}
            onClick={() => download.mutate()}
          >
            Download all
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
          empty={applications.length === 0 ? 'No Documents' : null}
          hint="An application’s documents appear here when the admin Officer uploads them and hands it to the visa section."
        >
          <Stack gap="md">
            {applications.map((application) => (
              <VisaApplicationCard
                key={application._id}
                application={application}
                onDecide={(status) => setDecision({ application, status })}
              />
            ))}
          </Stack>
        </ListState>
      )}
      <Modal opened={decision !== null} onClose={() => setDecision(null)} title="Visa outcome" centered>
        <Text>
          Mark the visa for {decision?.application.universityName} as{' '}
          <b>{decision?.status === 'success' ? 'Successful' : 'Rejected'}</b>?
        </Text>
        <Text c="dimmed" fz="sm" mt={4}>
          The student's status changes too, and the counselor and the officer are notified.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDecision(null)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button color={decision?.status === 'success' ? 'teal' : 'red'} loading={update.isPending} onClick={confirm}>
            Confirm
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
