import { studentsContracts } from '@studydesk/shared/contracts/students';
import { tasksContracts as tasks } from '@studydesk/shared/contracts/tasks';
import type { StudentStatus } from '@studydesk/shared/students';
import type { FollowUpSettings, Task, TaskInput } from '@studydesk/shared/tasks';
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callData } from '../../api/call.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { toast } from '../../ui/toast.ts';
import { studentKeys } from '../students/queries.ts';
import { timelineKeys } from '../timeline/queries.ts';

export const taskKeys = {
  all: ['tasks'] as const,
  myDay: ['tasks', 'my-day'] as const,
  assignees: ['tasks', 'assignees'] as const,
  board: ['tasks', 'board'] as const,
  column: (status: StudentStatus, counselor: string | null) => ['tasks', 'board', status, counselor] as const,
};

/**
 * The caller's day (GET /my-day): each list's first page, or (`all`, once the user asks for more of a list) each
 * list's first hundred. It changes as reminders fall due, so it is fetched again every minute.
 */
export function useMyDay(all: boolean) {
  return useQuery({
    queryKey: [...taskKeys.myDay, all] as const,
    queryFn: ({ signal }) => callData(tasks.myDay, { query: all ? { all: 'true' } : {}, signal }),
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
    meta: { errorsShownInline: true },
  });
}

export type TaskListQuery = { view?: 'assigned' | 'given'; done: 'true' | 'false'; page: number };

/** A page of tasks (GET /tasks): the caller's to do, those they gave to others, or (Super Admin) everyone's. */
export function useTasks(query: TaskListQuery) {
  return useQuery({
    queryKey: [...taskKeys.all, 'list', query] as const,
    queryFn: ({ signal }) => call(tasks.list, { query, signal }),
    placeholderData: (previous) => previous,
    meta: { errorsShownInline: true },
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: taskKeys.assignees,
    queryFn: ({ signal }) => callData(tasks.assignees, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callData(tasks.seen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.myDay }),
  });
}

/** A task saved is on the lists of tasks and, when it is about a student, a new entry on that student's timeline. */
const refreshAfterTask = (queryClient: QueryClient, task: Task) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    task.student && queryClient.invalidateQueries({ queryKey: timelineKeys.student(task.student.studentId) }),
  ]);

export function useCreateTask() {
  const { t } = useTexts('tasks');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskInput) => callData(tasks.create, { body }),
    meta: { errorsShownInline: true },
    onSuccess: (task) => {
      toast.success(t('taskGivenTo', { title: task.title, name: task.assignee.name }));
      return refreshAfterTask(queryClient, task);
    },
  });
}

/** Completes, reopens or moves a task (snooze). */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; done?: boolean; dueAt?: string }) =>
      callData(tasks.update, { params: { id }, body }),
    onSuccess: (task) => refreshAfterTask(queryClient, task),
  });
}

/** Sets or moves a student's next step; the student's page and My Day follow. */
export function useSetNextAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, dueAt, note }: { studentId: number; dueAt: string; note: string }) =>
      callData(tasks.setNextAction, { params: { studentId }, body: { dueAt, note } }),
    meta: { errorsShownInline: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}

/** One column of the pipeline board, a page at a time as the user scrolls it. */
export function useBoardColumn(status: StudentStatus, counselor: string | null) {
  return useInfiniteQuery({
    queryKey: taskKeys.column(status, counselor),
    queryFn: ({ pageParam, signal }) =>
      call(tasks.board, { query: { status, page: pageParam, counselor: counselor ?? undefined }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.hasNext ? last.page.number + 1 : undefined),
    meta: { errorsShownInline: true },
  });
}

/**
 * A card dropped on another column: the status changes only as the server allows; the board reloads either way, and
 * My Day, whose stalled students are counted by their stage.
 */
export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, status }: { studentId: number; status: StudentStatus }) =>
      callData(studentsContracts.changeStatus, { params: { studentId }, body: { status } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.board }),
        queryClient.invalidateQueries({ queryKey: taskKeys.myDay }),
        queryClient.invalidateQueries({ queryKey: studentKeys.all }),
      ]),
  });
}

export function useFollowUpSettings() {
  return useQuery({
    queryKey: ['tasks', 'settings'],
    queryFn: ({ signal }) => callData(tasks.settings, { signal }),
    meta: { errorsShownInline: true },
  });
}

export function useSaveFollowUpSettings() {
  const { t } = useTexts('tasks');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpSettings) => callData(tasks.saveSettings, { body }),
    meta: { errorsShownInline: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(['tasks', 'settings'], saved);
      toast.success(t('followUpRulesSaved'));
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
