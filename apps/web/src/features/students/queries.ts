import { employeesContracts } from '@studydesk/shared/contracts/employees';
import { studentChangeContracts } from '@studydesk/shared/contracts/student-changes';
import { studentsContracts } from '@studydesk/shared/contracts/students';
import { ErrorCode } from '@studydesk/shared/errors';
import type { StudentChange } from '@studydesk/shared/student-changes';
import type { CreateStudentInput, Student, StudentStatus } from '@studydesk/shared/students';
import type { NextAction } from '@studydesk/shared/tasks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../api/call.ts';
import { ApiError } from '../../api/client.ts';
import { downloadXlsx } from '../../api/download.ts';
import type { ShownInline } from '../../api/query-client.ts';
import { type ArchivedListView, archivedQuery } from './archived-list-view.ts';
import { filterQuery, type StudentListView, type StudentScope } from './student-filter.ts';

export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (scope: StudentScope, view: StudentListView, fixedStatuses?: StudentStatus[]) =>
    [...studentKeys.lists(), scope, view, fixedStatuses ?? null] as const,
  arrivals: (day: string, page: number) => [...studentKeys.all, 'arrivals', day, page] as const,
  suggestions: (scope: StudentScope, fullName: string) => [...studentKeys.all, 'suggestions', scope, fullName] as const,
  archived: (view: ArchivedListView) => [...studentKeys.all, 'archived', view] as const,
  counselors: () => ['employees', 'counselors'] as const,
};

// ---- Lists -------------------------------------------------------------------------------------------------

/** One server page of a filtered list (SPEC.md 2.6, 2.12); the previous page stays shown while the next loads. */
export function useStudentList(scope: StudentScope, view: StudentListView, fixedStatuses?: StudentStatus[]) {
  return useQuery({
    queryKey: studentKeys.list(scope, view, fixedStatuses),
    queryFn: ({ signal }) => {
      const query = filterQuery(view.filter, fixedStatuses, view);
      return scope.kind === 'all'
        ? call(studentsContracts.filterAll, { query, signal })
        : call(studentsContracts.filterOfEmployee, { params: { employee_id: scope.employeeId }, query, signal });
    },
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Students registered on one office day (GET /super-admin/get-student-list). */
export function useArrivals(day: string, page: number) {
  return useQuery({
    queryKey: studentKeys.arrivals(day, page),
    queryFn: ({ signal }) => call(studentsContracts.arrivals, { query: { date: day, page }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

/** Name suggestions while typing; a failed suggestion only means no dropdown, so it is not reported. */
export function useStudentSuggestions(scope: StudentScope, fullName: string) {
  const name = fullName.trim();
  return useQuery({
    queryKey: studentKeys.suggestions(scope, name),
    queryFn: ({ signal }) =>
      scope.kind === 'all'
        ? callData(studentsContracts.suggestAll, { query: { fullName: name }, signal })
        : callData(studentsContracts.suggestOfEmployee, {
            params: { employee_id: scope.employeeId },
            query: { fullName: name },
            signal,
          }),
    enabled: name.length > 0,
    staleTime: 60_000,
    meta: { errorsShownInline: true },
  });
}

export function useCounselorOptions({ enabled = true, errorsShownInline }: ShownInline & { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: studentKeys.counselors(),
    queryFn: ({ signal }) => callData(employeesContracts.counselors, { signal }),
    staleTime: 5 * 60_000,
    enabled,
    meta: { errorsShownInline },
  });
}

/** One page of ReCycle Students (SPEC.md 2.16); the previous page stays shown while the next loads. */
export function useArchivedStudents(view: ArchivedListView) {
  return useQuery({
    queryKey: studentKeys.archived(view),
    queryFn: ({ signal }) => call(studentsContracts.archived, { query: archivedQuery(view), signal }),
    placeholderData: keepPreviousData,
    meta: { errorsShownInline: true },
  });
}

// ---- Changes -----------------------------------------------------------------------------------------------

/** The server's 409 and the lookup before creating both end here (SPEC.md 5). */
export const DUPLICATE_MESSAGE = 'Student already exists';

export class DuplicateStudentError extends Error {
  constructor() {
    super(DUPLICATE_MESSAGE);
    this.name = 'DuplicateStudentError';
  }
}

/** Looks up the same name and phone first (SPEC.md 5), then creates; the form shows the failures itself. */
export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateStudentInput) => {
      const same = await callData(studentsContracts.findSame, {
        params: { fullName: input.fullName.trim(), phoneNumber: input.phoneNumber.trim() },
      });
      if (same.length > 0) throw new DuplicateStudentError();
      return callData(studentsContracts.create, { body: input });
    },
    meta: { errorsShownInline: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** Super Admin deletes through the super-admin call, a counselor through the utilities one (SPEC.md 7). */
export function useDeleteStudent(asSuperAdmin: boolean, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: Pick<Student, 'studentId'>) =>
      callData(asSuperAdmin ? studentsContracts.superAdminArchive : studentsContracts.archive, {
        params: { studentId: student.studentId, userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

export function useRestoreStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { studentId: number; employeeId?: string }) => callData(studentsContracts.restore, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

// ---- Downloads ---------------------------------------------------------------------------------------------

/** A download as a mutation, so buttons get a busy state and failures a toast from the query client. */
export function useDownload() {
  return useMutation({ mutationFn: (path: string) => downloadXlsx(path) });
}

// ---- One student (details screen, SPEC.md 2.8) ---------------------------------------------------------------

export const studentDetailKeys = {
  detail: (studentId: number) => [...studentKeys.all, 'detail', studentId] as const,
  history: (studentId: number) => [...studentKeys.all, 'detail', studentId, 'history'] as const,
};

/**
 * A student as GET /student/{studentId} answers it: with its next step and who keeps it, which a list row (the
 * placeholder) and the answer of a change (put in the cache until the reload) do not carry.
 */
export type StudentRecord = Student & { nextAction?: NextAction; nextActionKeeper?: string | null };

/**
 * GET /student/{studentId}; a row passed as navigation state only fills the screen until the answer arrives.
 * 403 and 404 are shown by the page as panels, so they are not toasted.
 */
export function useStudent(studentId: number, placeholder?: Student) {
  return useQuery({
    queryKey: studentDetailKeys.detail(studentId),
    queryFn: async ({ signal }): Promise<StudentRecord> => {
      const [student] = await callData(studentsContracts.get, { params: { studentId }, signal });
      if (!student) throw new ApiError(404, ErrorCode.NOT_FOUND, 'Student not found');
      return student;
    },
    placeholderData: placeholder,
    meta: { errorsShownInline: true },
  });
}

export function useStudentHistory(studentId: number, enabled = true) {
  return useQuery({
    queryKey: studentDetailKeys.history(studentId),
    queryFn: ({ signal }) => callData(studentsContracts.history, { params: { studentId }, signal }),
    enabled,
    meta: { errorsShownInline: true },
  });
}

/** PATCH /student/{id}/status; the answer replaces the cached student, and lists, counts and history reload. */
export function useChangeStatus(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: StudentStatus) =>
      callData(studentsContracts.changeStatus, { params: { studentId }, body: { status } }),
    onSuccess: (student) => {
      queryClient.setQueryData<StudentRecord>(studentDetailKeys.detail(studentId), student);
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

/** PUT /student/{id}/advices (a Counselor only while there are none; 409 otherwise). */
export function useWriteAdvices(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (advices: string) =>
      callData(studentsContracts.writeAdvices, { params: { studentId }, body: { advices } }),
    onSuccess: (student) => {
      queryClient.setQueryData<StudentRecord>(studentDetailKeys.detail(studentId), student);
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

/** A change whose answer replaces the cached student (keeping its next step); the screen shows the refusals. */
function useStudentChange<T>(studentId: number, change: (input: T) => Promise<Student>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { errorsShownInline: true },
    onSuccess: (student) => {
      queryClient.setQueryData<StudentRecord>(studentDetailKeys.detail(studentId), (old) => ({ ...old, ...student }));
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}

/** PATCH /student/{id} with the changed fields only. */
export const useEditStudent = (studentId: number) =>
  useStudentChange(studentId, (changes: StudentChange) =>
    callData(studentChangeContracts.edit, { params: { studentId }, body: changes }),
  );

/** PATCH /student/{id}/counselor (Super Admin): the student goes to another active Counselor. */
export const useChangeCounselor = (studentId: number) =>
  useStudentChange(studentId, (counselorId: string) =>
    callData(studentChangeContracts.changeCounselor, { params: { studentId }, body: { counselorId } }),
  );
