import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { RoleRecord } from '@studydesk/shared/auth';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/role-names';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../api/client.ts';
import { AddRolePanel } from '../features/employees/components/AddRolePanel.tsx';
import { AwayCard } from '../features/employees/components/AwayCard.tsx';
import { EmployeeActions } from '../features/employees/components/EmployeeActions.tsx';
import { EmployeeProfileCard } from '../features/employees/components/EmployeeProfileCard.tsx';
import { RemoveRoleModal } from '../features/employees/components/RemoveRoleModal.tsx';
import { useAddRole, useEmployee, useRemoveRole } from '../features/employees/queries.ts';
import { EmployeeStudentsCard } from '../features/students/components/EmployeeStudentsCard.tsx';
import { useAreaSession } from '../shell/area-session.ts';
import { toast } from '../ui/toast.ts';

/**
 * SPEC.md 2.15, loaded by the employee's _id. The Super Admin (`manage`) adds and removes roles, edits, resets the
 * password and deactivates; the Hr area sees the same profile and documents without those actions.
 */
export function EmployeeDetailPage({ manage, listPath }: { manage: boolean; listPath: string }) {
  const { id = '' } = useParams();
  const { user } = useAreaSession();
  const employee = useEmployee(id);
  const addRole = useAddRole();
  const removeRole = useRemoveRole();
  const [toRemove, setToRemove] = useState<RoleRecord | null>(null);
  useDocumentTitle(`${employee.data?.name ?? 'Employee'} · StudyDesk`);

  const back = (
    <Button
      component={Link}
      to={listPath}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      w="fit-content"
      px={4}
    >
      Employee List
    </Button>
  );

  if (employee.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (employee.isError) {
    const notFound = isApiError(employee.error) && employee.error.code === ErrorCode.NOT_FOUND;
    return (
      <Stack gap="md">
        {back}
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={notFound ? 'Employee not found' : 'The employee could not be loaded'}
        >
          <Stack gap="xs" align="flex-start">
            {employee.error.message}
            {!notFound && (
              <Button size="xs" variant="light" color="red" onClick={() => void employee.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const data = employee.data;
  const add = (role: Role) =>
    addRole.mutate(
      { employee_id: data.employee_id, role },
      {
        // Issue 22: SPEC.md 8's "Employee Created Successfully" and the jump to the list were a defect.
        onSuccess: () => toast.success(`${role} is now one of ${data.name}'s roles.`, 'Role Added Successfully'),
      },
    );
  const remove = (record: RoleRecord) =>
    removeRole.mutate(record._id, {
      onSuccess: () => {
        setToRemove(null);
        toast.success('Your role has been removed.', 'Removed!');
      },
    });

  return (
    <Stack gap="lg">
      {back}
      <EmployeeProfileCard
        employee={data}
        onRemoveRole={manage ? setToRemove : undefined}
        actions={manage && <EmployeeActions employee={data} />}
      />
      {manage && <AddRolePanel employee={data} busy={addRole.isPending} onAdd={add} />}
      {manage && <AwayCard employee={data} />}
      {manage && <EmployeeStudentsCard employee={data} deleteAs={user.employee_id} />}
      <RemoveRoleModal
        role={toRemove}
        busy={removeRole.isPending}
        onConfirm={remove}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
