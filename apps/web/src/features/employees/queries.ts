import type { AbsenceInput } from '@studydesk/shared/allocation';
import type { Session } from '@studydesk/shared/auth';
import { pathOf } from '@studydesk/shared/contract';
import { allocationContracts } from '@studydesk/shared/contracts/allocation';
import { employeesContracts } from '@studydesk/shared/contracts/employees';
import { type Employee, type editEmployeeSchema, employeeSchema, type HandOver } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callData } from '../../api/call.ts';
import { downloadFile } from '../../api/download.ts';
import { SESSION_KEY } from '../../api/query-client.ts';
import { UPLOAD_TIMEOUT_MS } from '../../api/upload.ts';
import { toast } from '../../ui/toast.ts';
import { documentsZipName } from './employee-form.ts';
import { type EmployeeListView, employeeListQuery } from './employee-list-view.ts';

export type EditEmployeeInput = z.input<typeof editEmployeeSchema>;
/**
 * A hand-over moves every student of the leaving counselor in one transaction: an office's tens of thousands take
 * tens of seconds (42 s for 97,950 at a million), far past the 8 seconds of plain calls.
 */
const HAND_OVER_TIMEOUT_MS = 10 * 60_000;

export const employeeKeys = {
  all: ['employees', 'directory'] as const,
  list: (view: EmployeeListView) => [...employeeKeys.all, 'list', view] as const,
  detail: (id: string) => [...employeeKeys.all, 'detail', id] as const,
  students: (employeeId: string, page: number) => [...employeeKeys.all, 'students', employeeId, page] as const,
};

export function useEmployeeList(view: EmployeeListView) {
  return useQuery({
    queryKey: employeeKeys.list(view),
    queryFn: ({ signal }) => call(employeesContracts.list, { query: employeeListQuery(view), signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** One employee by _id; 404 and 403 show as a panel on the page. */
export function useEmployee(id: string) {
  return useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) => callData(employeesContracts.get, { params: { id }, signal }),
    meta: { errorsShownInline: true },
  });
}

/** The students an employee works with in one role: a Counselor's own, an officer's assigned, a visa member's handed. */
export function useEmployeeStudents(employeeId: string, role: Role, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...employeeKeys.students(employeeId, page), role],
    queryFn: async ({ signal }) => {
      const body = await call(employeesContracts.students, {
        params: { employee_id: employeeId },
        query: { page, role },
        signal,
      });
      return { students: body.data[0]?.students ?? [], page: body.page };
    },
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Whether a Counselor still counsels students (the first page of them, as the students table reads it). */
export function useCounselsStudents(employee: Employee) {
  const isCounselor = employee.roles.some((r) => r.role === 'Counselor');
  const students = useEmployeeStudents(employee.employee_id, 'Counselor', 1, isCounselor);
  return (students.data?.students.length ?? 0) > 0;
}

/**
 * Every change answers the employee: it replaces the cached one and the lists reload. A change of one's own account
 * (a role added to or taken from oneself, one's name) is read into the session too, so the top bar's role selector
 * and name follow without a reload.
 */
function useEmployeeChange<V, T>(mutationFn: (vars: V) => Promise<T>, inline = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorsShownInline: inline },
    onSuccess: (answer) => {
      const parsed = employeeSchema.safeParse(answer);
      if (parsed.success) queryClient.setQueryData(employeeKeys.detail(parsed.data._id), parsed.data);
      const signedIn = queryClient.getQueryData<Session | null>(SESSION_KEY);
      // An answer that is not an employee cannot say whose it was: reading the session again is cheap.
      const own = !parsed.success || parsed.data.employee_id === signedIn?.user.employee_id;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
        own && queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    },
  });
}

export function useAddEmployee() {
  return useEmployeeChange(
    (body: FormData) => callData(employeesContracts.add, { body, timeoutMs: UPLOAD_TIMEOUT_MS }),
    true,
  );
}

export function useEditEmployee(id: string) {
  return useEmployeeChange(
    (body: EditEmployeeInput) => callData(employeesContracts.edit, { params: { id }, body }),
    true,
  );
}

export function useAddRole() {
  return useEmployeeChange((body: { employee_id: string; role: Role }) =>
    callData(employeesContracts.addRole, { body }),
  );
}

/** Taking a desk's role hands its students over, as deactivating does: it may take as long. */
export function useRemoveRole() {
  return useEmployeeChange(
    ({ roleId, handOver }: { roleId: string; handOver: HandOver }) =>
      callData(employeesContracts.removeRole, {
        params: { roleId },
        query: handOver,
        timeoutMs: HAND_OVER_TIMEOUT_MS,
      }),
    true,
  );
}

export function useResetPassword(id: string) {
  return useMutation({
    mutationFn: (password: string) =>
      callData(employeesContracts.resetPassword, { params: { id }, body: { password } }),
    meta: { errorsShownInline: true },
  });
}

export function useDeactivate(id: string) {
  return useEmployeeChange(
    (handOver: HandOver) =>
      callData(employeesContracts.deactivate, {
        params: { id },
        body: handOver,
        timeoutMs: HAND_OVER_TIMEOUT_MS,
      }),
    true,
  );
}

export function useActivate(id: string) {
  return useEmployeeChange(() => callData(employeesContracts.activate, { params: { id } }));
}

/** GET /super-admin/download-employee-docs/{employee_id}: the zip of the employee's files (SPEC.md 7). */
export function useDownloadDocuments() {
  return useMutation({
    mutationFn: (employeeId: string) =>
      downloadFile(pathOf(employeesContracts.zip, { employee_id: employeeId }), {
        fileName: documentsZipName(employeeId),
      }),
  });
}

/** An employee's times away (issue 15), for Super Admin. */
export function useAbsences(employeeId: string) {
  return useQuery({
    queryKey: [...employeeKeys.all, 'away', employeeId],
    queryFn: ({ signal }) => callData(allocationContracts.absences, { params: { id: employeeId }, signal }),
    meta: { errorsShownInline: true },
  });
}

export function useMarkAway(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AbsenceInput) => callData(allocationContracts.markAway, { params: { id: employeeId }, body }),
    meta: { errorsShownInline: true },
    onSuccess: () => {
      toast.success('Marked away.');
      return queryClient.invalidateQueries({ queryKey: [...employeeKeys.all, 'away', employeeId] });
    },
  });
}

export function useRemoveAbsence(employeeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) => callData(allocationContracts.removeAbsence, { params: { absenceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...employeeKeys.all, 'away', employeeId] }),
  });
}
