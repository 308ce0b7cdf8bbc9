import type { Task } from '@studydesk/shared/tasks';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client.ts';
import { fakeApi } from '../../test-support.tsx';
import { timelineKeys } from '../timeline/queries.ts';
import { taskKeys, useCreateTask, useMoveCard, useUpdateTask } from './queries.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const person = { _id: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', name: 'Sara Rahman', employee_id: 'E-1' };
const task: Task = {
  _id: 't1',
  title: 'Call about the visa',
  dueAt: '2030-01-01T10:00:00.000Z',
  note: '',
  done: false,
  doneAt: null,
  overdue: false,
  assignee: person,
  creator: person,
  student: { studentId: 1042, fullName: 'Tahmid Hasan', openAs: 'Counselor' },
  createdAt: '2026-01-01T10:00:00.000Z',
};

/** A query client holding what the screens showed before the write: a student's timeline and My Day. */
function seeded() {
  const client = createQueryClient(() => undefined);
  client.setQueryData(timelineKeys.of(1042, ['tasks']), { pages: [], pageParams: [] });
  client.setQueryData([...taskKeys.myDay, false], { stalled: [] });
  return client;
}

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>{children}</Suspense>
    </QueryClientProvider>
  );

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

afterEach(() => vi.unstubAllGlobals());

describe('a task written about a student', () => {
  it('refreshes the student’s timeline when created', async () => {
    fakeApi({ 'POST /tasks': { body: { data: task } } });
    const client = seeded();
    const { result } = renderHook(() => useCreateTask(), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current).toBeTruthy());

    await act(() =>
      result.current.mutateAsync({ title: task.title, dueAt: task.dueAt, assigneeId: person._id, studentId: 1042 }),
    );

    expect(stale(client, timelineKeys.of(1042, ['tasks']))).toBe(true);
  });

  it('refreshes the student’s timeline when completed', async () => {
    fakeApi({ 'PATCH /tasks/t1': { body: { data: { ...task, done: true, doneAt: '2026-01-02T10:00:00.000Z' } } } });
    const client = seeded();
    const { result } = renderHook(() => useUpdateTask(), { wrapper: wrapperOf(client) });

    await act(() => result.current.mutateAsync({ id: 't1', done: true }));

    expect(stale(client, timelineKeys.of(1042, ['tasks']))).toBe(true);
  });
});

describe('a card moved on the board', () => {
  it('refreshes My Day, whose stalled students it may take off', async () => {
    fakeApi({ 'PATCH /student/1042/status': { status: 400, body: { error: { code: 'BAD', message: 'No' } } } });
    const client = seeded();
    const { result } = renderHook(() => useMoveCard(), { wrapper: wrapperOf(client) });

    // refused or not, the server has the last word on where the student is
    await act(() => result.current.mutateAsync({ studentId: 1042, status: 'enrolled' }).catch(() => undefined));

    expect(stale(client, [...taskKeys.myDay, false])).toBe(true);
  });
});
