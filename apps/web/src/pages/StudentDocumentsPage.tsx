import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { STUDENT_DOCUMENT_SLOTS, type StudentDocumentSlot } from '@studydesk/shared/documents';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { ApplicationsNextButton } from '../features/applications/components/ApplicationsNextButton.tsx';
import { ChecklistReview } from '../features/checklists/components/ChecklistReview.tsx';
import { DocumentDropzone } from '../features/documents/components/DocumentDropzone.tsx';
import { DocumentPreview } from '../features/documents/components/DocumentPreview.tsx';
import { DocumentSlotCard } from '../features/documents/components/DocumentSlotCard.tsx';
import { DocumentsHeader } from '../features/documents/components/DocumentsHeader.tsx';
import { UploadControl } from '../features/documents/components/UploadControl.tsx';
import { useDocumentMap, useUploadDocument } from '../features/documents/queries.ts';
import { useStudent } from '../features/students/queries.ts';
import { useStudentApplicants } from '../features/visa/queries.ts';
import { visaDocumentsPath } from '../features/visa/visa-format.ts';
import { preloadTexts } from '../i18n/i18n.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';
import { useAreaSession } from '../shell/area-session.ts';
import { DetailsProblem } from '../ui/DetailsProblem.tsx';
import { StudentTrail } from '../ui/StudentTrail.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['checklists', 'documents']);

function SlotSection({ title, dimmed = false, children }: { title: string; dimmed?: boolean; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="h5" c={dimmed ? 'dimmed' : undefined}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * SPEC.md 2.9, upload and review in one screen for the Super Admin and the student's Counselor. Neither has an
 * application screen yet, so there is no Next button here.
 */
export function StudentDocumentsPage() {
  const { t } = useTexts('documents');
  const { user } = useAreaSession();
  const params = useParams();
  const studentId = Number(params.studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const student = useStudent(validId ? studentId : 0);
  const documents = useDocumentMap(studentId, validId);
  const counselorId = student.data?.counselor?.employee_id ?? params.counselorId ?? '';
  const upload = useUploadDocument(studentId, counselorId);
  // The visa team reads only (SPEC.md 6) and goes on to the university documents of the current officer.
  const visa = user.role === 'Admin Office Visa Section';
  // The admin Officer reads only as well (SPEC.md 6: uploading stays with the Super Admin and the Counselor).
  const readOnly = visa || user.role === 'admin Officer';
  const applicants = useStudentApplicants(studentId, validId && visa);
  useDocumentTitle(
    student.data ? `Documents of ${student.data.fullName} · StudyDesk` : 'Student documents · StudyDesk',
  );

  const home = PAGES.dashboard.path(user.role);
  const details = PAGES.studentDetails.path(user.role, { studentId, counselorId });
  const top = (
    <>
      <StudentTrail role={user.role} studentId={studentId} counselorId={counselorId} here="documents" />
      <Anchor component={Link} to={details} fz="sm" w="fit-content">
        {t('backToDetails')}
      </Anchor>
    </>
  );

  const problem = !validId
    ? new ApiError(404, ErrorCode.NOT_FOUND, t('studentNotFound'))
    : (documents.error ?? student.error);
  if (problem) {
    return (
      <Stack gap="md">
        {top}
        <DetailsProblem
          error={problem}
          backTo={home}
          onRetry={() => {
            void student.refetch();
            void documents.refetch();
          }}
        />
      </Stack>
    );
  }

  const map = documents.data;
  const submitted = map ? Object.keys(map).length : undefined;
  const uploadTo = readOnly
    ? undefined
    : (slot: StudentDocumentSlot) => (file: File, onProgress: (fraction: number) => void) =>
        upload.mutateAsync({ slot, file, onProgress });
  const uploaded = STUDENT_DOCUMENT_SLOTS.filter(([slot]) => map?.[slot]);
  const notYet = STUDENT_DOCUMENT_SLOTS.filter(([slot]) => !map?.[slot]);
  return (
    <Stack gap="md">
      {top}
      <DocumentsHeader
        studentId={studentId}
        fullName={student.data?.fullName}
        submitted={submitted}
        readOnly={readOnly}
      />
      {/* Issue 16: the destination's checklist; the owner, the admin Officer and Super Admin review it. */}
      <ChecklistReview
        parts={{ Preview: DocumentPreview, Upload: UploadControl }}
        studentId={studentId}
        canReview={!visa}
        canUpload={!readOnly}
      />
      {!readOnly && map && (
        <DocumentDropzone
          filled={new Set(uploaded.map(([slot]) => slot))}
          upload={(slot, file, onProgress) => upload.mutateAsync({ slot, file, onProgress })}
        />
      )}
      {submitted === 0 && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} title={t('noDocumentsSubmitted')}>
          {readOnly ? t('theStudentHasNotSent') : t('dropTheFirstFilesAbove')}
        </Alert>
      )}
      {!map ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {STUDENT_DOCUMENT_SLOTS.map(([slot]) => (
            <Skeleton key={slot} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {uploaded.length > 0 && (
            <SlotSection title={t('uploaded2', { length: uploaded.length })}>
              {uploaded.map(([slot, label]) => (
                <DocumentSlotCard key={slot} label={label} entry={map[slot]} upload={uploadTo?.(slot)} />
              ))}
            </SlotSection>
          )}
          {notYet.length > 0 && (
            <SlotSection title={t('notUploadedYet2', { length: notYet.length })} dimmed>
              {notYet.map(([slot, label]) => (
                <DocumentSlotCard key={slot} label={label} upload={uploadTo?.(slot)} />
              ))}
            </SlotSection>
          )}
        </>
      )}
      {visa && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={visaDocumentsPath(studentId, counselorId, applicants.data?.find((a) => a.current)?.applicantId)}
            rightSection={<IconArrowRight size={16} />}
          >
            {t('next')}
          </Button>
        </Group>
      )}
      <ApplicationsNextButton studentId={studentId} counselorId={counselorId} />
    </Stack>
  );
}
