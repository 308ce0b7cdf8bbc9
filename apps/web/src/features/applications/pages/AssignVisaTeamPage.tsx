import { Paper, Select, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { useStudent } from '../../students/queries.ts';
import { applicationLabel } from '../application-format.ts';
import { CaseHeader } from '../components/CaseHeader.tsx';
import { UniversityDocumentsForm } from '../components/UniversityDocumentsForm.tsx';
import { useUniversities } from '../queries.ts';

/** SPEC.md 2.11 (params studentId, counselorId, applicantId): choose the application, then its documents and visa member. */
export function AssignVisaTeamPage() {
  const { t } = useTexts('applications');
  const { user } = useAreaSession();
  const params = useParams();
  const studentId = Number(params.studentId);
  const counselorId = params.counselorId ?? '';
  const applicantId = params.applicantId ?? '';
  const validId = Number.isInteger(studentId) && studentId > 0;
  const student = useStudent(validId ? studentId : 0);
  const universities = useUniversities(studentId, counselorId, validId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  useDocumentTitle('University documents and visa team · StudyDesk');
  const canEdit = user.role === 'Super Admin' || (user.role === 'admin Officer' && user.employee_id === applicantId);
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
