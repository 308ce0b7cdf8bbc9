import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { AddEmployeeForm } from '../components/AddEmployeeForm.tsx';

const EMPLOYEE_LIST_PATH = PAGES.employeeList.path('Super Admin');

/** SPEC.md 2.15: on success the list opens. */
export function AddEmployeePage() {
  const { t } = useTexts('employees');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('addEmployee')}
        description={t('aNewStaffAccountThe')}
        actions={
          <Button component={Link} to={EMPLOYEE_LIST_PATH} variant="default" leftSection={<IconUsers size={18} />}>
            {t('employeeList')}
          </Button>
        }
      />
      <AddEmployeeForm
        onCreated={() => {
          toast.success(t('employeeCreatedSuccessfully'));
          void navigate(EMPLOYEE_LIST_PATH);
        }}
      />
    </Stack>
  );
}
