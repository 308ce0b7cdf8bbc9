import { Button, Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { RoleRecord } from '@studydesk/shared/auth';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/role-names';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../api/client.ts';
import { AddRolePanel } from '../features/employees/components/AddRolePanel.tsx';
import { AwayCard } from '../features/employees/components/AwayCard.tsx';
import { EmployeeActions } from '../features/employees/components/EmployeeActions.tsx';
import { EmployeeProfileCard } from '../features/employees/components/EmployeeProfileCard.tsx';
import { RemoveRoleModal } from '../features/employees/components/RemoveRoleModal.tsx';
import { useAddRole, useEmployee } from '../features/employees/queries.ts';
import { EmployeeStudentsCard } from '../features/students/components/EmployeeStudentsCard.tsx';
import { preloadTexts } from '../i18n/i18n.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { useAreaSession } from '../shell/area-session.ts';
import { ErrorAlert } from '../ui/ErrorAlert.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { toast } from '../ui/toast.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['employees', 'students']);

/**
 * SPEC.md 2.15, loaded by the employee's _id. The Super Admin (`manage`) adds and removes roles, edits, resets the
 * password and deactivates; the Hr area sees the same profile and documents without those actions.
 */
export function EmployeeDetailPage({ manage, listPath }: { manage: boolean; listPath: string }) {
  const { t } = useTexts('employees');
  const { id = '' } = useParams();
  const { user } = useAreaSession();
  const employee = useEmployee(id);
  const addRole = useAddRole();
  const [toRemove, setToRemove] = useState<RoleRecord | null>(null);
  useDocumentTitle(t('employeeStudyDesk', { name: employee.data?.name ?? t('employee') }));

  const back = (
    <Button
      component={Link}
      to={listPath}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      w="fit-content"
      px={4}
    >
      {t('employeeList')}
    </Button>
  );

  if (employee.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  if (employee.isError) {
    const notFound = isApiError(employee.error) && employee.error.code === ErrorCode.NOT_FOUND;
    return (
      <Stack gap="md">
        {back}
        {notFound ? (
          <ErrorAlert title={t('employeeNotFound')}>{employee.error.message}</ErrorAlert>
        ) : (
          <LoadFailed
            title={t('theEmployeeCouldNotBe')}
            error={employee.error}
            onRetry={() => void employee.refetch()}
          />
        )}
      </Stack>
    );
  }

  const data = employee.data;
  const add = (role: Role) =>
    addRole.mutate(
      { employee_id: data.employee_id, role },
      {
        // Issue 22: SPEC.md 8's "Employee Created Successfully" and the jump to the list were a defect.
        onSuccess: () => toast.success(t('isNowOneOfS', { role, name: data.name }), t('roleAddedSuccessfully')),
      },
    );

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
      <RemoveRoleModal employee={data} role={toRemove} onClose={() => setToRemove(null)} />
    </Stack>
  );
}
