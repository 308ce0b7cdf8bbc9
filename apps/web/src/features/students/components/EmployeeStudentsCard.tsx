import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import type { Student } from '@studydesk/shared/students';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { toast } from '../../../ui/toast.ts';
import { employeeKeys, useEmployeeStudents } from '../../employees/queries.ts';
import { useDeleteStudent } from '../queries.ts';
import { DeleteStudentModal } from './DeleteStudentModal.tsx';
import { StudentsTable } from './StudentsTable.tsx';

/** The roles that work with students: their own, assigned or handed ones. */
const ROLES_WITH_STUDENTS: Role[] = ['Counselor', 'admin Officer', 'Admin Office Visa Section'];

/**
 * SPEC.md 2.15: a button per role loads the students of that role into the table below. `deleteAs` is the signed-in
 * Super Admin's employee_id (the userId of the delete call); without it the table is read-only.
 */
export function EmployeeStudentsCard({ employee, deleteAs }: { employee: Employee; deleteAs?: string }) {
  const { t } = useTexts('students');
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Student | null>(null);
  const tracked = role !== null && ROLES_WITH_STUDENTS.includes(role);
  const students = useEmployeeStudents(employee.employee_id, role ?? 'Counselor', page, tracked);
  const queryClient = useQueryClient();
  const remove = useDeleteStudent(true, deleteAs ?? '');
  const rows = tracked ? (students.data?.students ?? []) : [];

  const confirmDelete = (student: Student) =>
    remove.mutate(student, {
      onSuccess: () => {
        setToDelete(null);
        toast.success(t('movedToReCycleStudents', { fullName: student.fullName }), t('studentDeleted'));
        void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      },
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('students')}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={3} fz="h4">
            {t('students')}
          </Title>
          <Group gap="xs" role="group" aria-label={t('roles')}>
            {employee.roles.map((record) => (
              <Button
                key={record._id}
                size="xs"
                variant={record.role === role ? 'filled' : 'default'}
                aria-pressed={record.role === role}
                onClick={() => {
                  setRole(record.role);
                  setPage(1);
                }}
              >
                {record.role}
              </Button>
            ))}
          </Group>
        </Group>
        {role === null ? (
          <Text c="dimmed" fz="sm" ta="center" py="lg">
            {t('chooseARoleAboveTo')}
          </Text>
        ) : (
          <ListState
            loading={tracked && students.isPending}
            error={tracked && students.isError ? students.error : null}
            onRetry={() => void students.refetch()}
            empty={rows.length === 0 ? t('noStudentsFound') : null}
            hint={t('studentsAppearHereWhenThey')}
          >
            <StudentsTable
              students={rows}
              firstIndex={(page - 1) * (students.data?.page.size ?? 10) + 1}
              columns={['studentId', 'name', 'phone', 'status']}
              headers={{ phone: t('phoneNo') }}
              detailsRole="Super Admin"
              moreInfoLabel={t('moreInfo')}
              onDelete={deleteAs ? setToDelete : undefined}
            />
          </ListState>
        )}
        {tracked && (page > 1 || students.data?.page.hasNext) && (
          <Pager
            page={page}
            hasNext={students.data?.page.hasNext ?? false}
            busy={students.isFetching}
            onChange={setPage}
          />
        )}
      </Stack>
      <DeleteStudentModal
        student={toDelete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Paper>
  );
}
