import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { CreateStudentForm } from '../components/CreateStudentForm.tsx';

/** SPEC.md 2.7: after saving, the receptionist goes to their list, everybody else to the Super Admin's. */
export function CreateStudentPage() {
  const { user } = useAreaSession();
  const navigate = useNavigate();
  const list = PAGES.studentList.path(user.role === 'receptionist' ? 'receptionist' : 'Super Admin');
  return (
    <Stack gap="lg">
      <PageTitle
        title="Create Student"
        description="Fields marked * are required; everything else can be filled in later."
      />
      <CreateStudentForm
        onCreated={(student) => {
          toast.success(`Student ID ${student.studentId}`, 'Student Created Successfully');
          void navigate(list);
        }}
      />
    </Stack>
  );
}
