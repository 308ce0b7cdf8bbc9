import { Paper, Select, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { applicationLabel } from '../application-format.ts';
import { CaseHeader } from '../components/CaseHeader.tsx';
import { UniversityDocumentsForm } from '../components/UniversityDocumentsForm.tsx';
import { useApplicationCase } from '../use-application-case.ts';

/** SPEC.md 2.11 (params studentId, counselorId, applicantId): choose the application, then its documents and visa member. */
export function AssignVisaTeamPage() {
  const { t } = useTexts('applications');
  const { user, studentId, counselorId, applicantId, validId, student, universities, canEdit } = useApplicationCase();
  const [chosenId, setChosenId] = useState<string | null>(null);
  useDocumentTitle('University documents and visa team · StudyDesk');
  const rows = universities.data ?? [];
  const chosen = rows.find((a) => a._id === chosenId) ?? rows[0];
  const error = !validId ? new Error('Student not found') : (universities.error ?? student.error);

  return (
    <Stack gap="md">
      <CaseHeader
        role={user.role}
        studentId={studentId}
        counselorId={counselorId}
        fullName={student.data?.fullName}
        page="University documents and visa team"
      />
      <ListState
        loading={validId && (universities.isPending || student.isPending)}
        error={error}
        onRetry={() => {
          void universities.refetch();
          void student.refetch();
        }}
        empty={rows.length === 0 ? t('noUniversitiesFound') : null}
        hint={t('addTheStudentSUniversity')}
      >
        <Paper withBorder radius="md" p="md">
          <Select
            label={t('application')}
            data={rows.map((a) => ({ value: a._id, label: applicationLabel(a) }))}
            value={chosen?._id ?? null}
            onChange={setChosenId}
            allowDeselect={false}
            maw={560}
          />
        </Paper>
        {chosen && student.data && (
          <UniversityDocumentsForm
            key={chosen._id}
            application={chosen}
            counselorId={counselorId}
            applicantId={applicantId}
            studentObjectId={student.data._id}
            canEdit={canEdit}
          />
        )}
      </ListState>
    </Stack>
  );
}
