import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PAGES } from '../../../page-paths.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { toast } from '../../../ui/toast.ts';
import { AddEmployeeForm } from '../components/AddEmployeeForm.tsx';

const EMPLOYEE_LIST_PATH = PAGES.employeeList.path('Super Admin');

/** SPEC.md 2.15: on success the list opens. */
export function AddEmployeePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageTitle
        title="Add Employee"
        description="A new staff account; the employee signs in with this e-mail and password."
        actions={
          <Button component={Link} to={EMPLOYEE_LIST_PATH} variant="default" leftSection={<IconUsers size={18} />}>
            Employee List
          </Button>
        }
      />
      <AddEmployeeForm
        onCreated={() => {
          toast.success('Employee Created Successfully');
          void navigate(EMPLOYEE_LIST_PATH);
        }}
      />
    </Stack>
  );
}
