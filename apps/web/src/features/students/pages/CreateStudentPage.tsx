import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { CreateStudentForm } from '../components/CreateStudentForm.tsx';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['students']);

/** SPEC.md 2.7: after saving, the receptionist goes to their list, everybody else to the Super Admin's. */
export function CreateStudentPage() {
  const { t } = useTexts('students');
  const { user } = useAreaSession();
  const navigate = useNavigate();
  const list = PAGES.studentList.path(user.role === 'receptionist' ? 'receptionist' : 'Super Admin');
  return (
    <Stack gap="lg">
      <PageTitle title={t('createStudent')} description={t('fieldsMarkedAreRequiredEverything')} />
      <CreateStudentForm
        role={user.role}
        onCreated={(student) => {
          toast.success(t('studentID2', { studentId: student.studentId }), t('studentCreatedSuccessfully'));
          void navigate(list);
        }}
      />
    </Stack>
  );
}
