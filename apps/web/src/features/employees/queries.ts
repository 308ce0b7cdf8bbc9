import { type editEmployeeSchema, employeePageSchema, employeeSchema } from '@studydesk/shared/employees';
import type { Role } from '@studydesk/shared/role-names';
import { studentPageSchema } from '@studydesk/shared/students';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';
import { documentsZipName, employeeListQuery } from './employee-form.ts';

export type EditEmployeeInput = z.input<typeof editEmployeeSchema>;
export interface EmployeeListFilter {
  q: string;
  role: Role | null;
  includeInactive: boolean;
}

export const EMPLOYEE_PAGE_SIZE = 20;
/** Files over a slow line need longer than the 8 seconds of plain calls. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export const employeeKeys = {
  all: ['employees', 'directory'] as const,
  list: (filter: EmployeeListFilter, page: number) => [...employeeKeys.all, 'list', filter, page] as const,
  detail: (id: string) => [...employeeKeys.all, 'detail', id] as const,
  students: (employeeId: string, page: number) => [...employeeKeys.all, 'students', employeeId, page] as const,
};

const employeeStudentsSchema = z.object({
  data: z.array(z.object({ students: studentPageSchema.shape.data })),
  page: studentPageSchema.shape.page,
});

export function useEmployeeList(filter: EmployeeListFilter, page: number) {
  return useQuery({
    queryKey: employeeKeys.list(filter, page),
    queryFn: ({ signal }) =>
      api.get(`/super-admin/get-employee-list${employeeListQuery(filter, page, EMPLOYEE_PAGE_SIZE)}`, {
        schema: employeePageSchema,
        wholeBody: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** One employee by _id; 404 and 403 show as a panel on the page. */
export function useEmployee(id: string) {
  return useQuery({
    queryKey: employeeKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/super-admin/employee/${encodeURIComponent(id)}`, { schema: employeeSchema, signal }),
    meta: { errorsShownInline: true },
  });
}

/** The students an employee works with in one role: a Counselor's own, an officer's assigned, a visa member's handed. */
export function useEmployeeStudents(employeeId: string, role: Role, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...employeeKeys.students(employeeId, page), role],
    queryFn: async ({ signal }) => {
      const body = await api.get(
        `/super-admin/get-specific-employee-students/${encodeURIComponent(employeeId)}?page=${page}&role=${encodeURIComponent(role)}`,
        { schema: employeeStudentsSchema, wholeBody: true, signal },
      );
      return { students: body.data[0]?.students ?? [], page: body.page };
    },
    enabled,
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Every change answers the employee: it replaces the cached one and the lists reload. */
function useEmployeeChange<V, T>(mutationFn: (vars: V) => Promise<T>, inline = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorsShownInline: inline },
    onSuccess: (answer) => {
      const parsed = employeeSchema.safeParse(answer);
      if (parsed.success) queryClient.setQueryData(employeeKeys.detail(parsed.data._id), parsed.data);
      return queryClient.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}

export function useAddEmployee() {
  return useEmployeeChange(
    (body: FormData) =>
      api.post('/super-admin/add-employee', body, { schema: employeeSchema, timeoutMs: UPLOAD_TIMEOUT_MS }),
    true,
  );
}

export function useEditEmployee(id: string) {
  return useEmployeeChange(
    (body: EditEmployeeInput) => api.patch(`/super-admin/employee/${id}`, body, { schema: employeeSchema }),
    true,
  );
}

export function useAddRole() {
  return useEmployeeChange((body: { employee_id: string; role: Role }) =>
    api.post('/super-admin/add-new-role', body, { schema: employeeSchema }),
  );
}

export function useRemoveRole() {
  return useEmployeeChange((roleId: string) => api.delete(`/role/${roleId}`, { schema: employeeSchema }));
}

export function useResetPassword(id: string) {
  return useMutation({
    mutationFn: (password: string) => api.post<null>(`/super-admin/employee/${id}/reset-password`, { password }),
    meta: { errorsShownInline: true },
  });
}

export function useDeactivate(id: string) {
  return useEmployeeChange(
    (handOverTo: string | null) =>
      api.post(`/super-admin/employee/${id}/deactivate`, handOverTo ? { handOverTo } : {}, { schema: employeeSchema }),
    true,
  );
}

export function useActivate(id: string) {
  return useEmployeeChange(() =>
    api.post(`/super-admin/employee/${id}/activate`, undefined, { schema: employeeSchema }),
  );
}

/** GET /super-admin/download-employee-docs/{employee_id}: the zip of the employee's files (SPEC.md 7). */
export function useDownloadDocuments() {
  return useMutation({
    mutationFn: (employeeId: string) =>
      downloadFile(`/super-admin/download-employee-docs/${encodeURIComponent(employeeId)}`, {
        fileName: documentsZipName(employeeId),
      }),
  });
}
