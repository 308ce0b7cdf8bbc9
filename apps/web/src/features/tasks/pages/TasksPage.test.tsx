import type { Task } from '@studydesk/shared/tasks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInArea, sessionOf } from '../../../test-support.tsx';
import { TasksPage } from './TasksPage.tsx';

const { toast } = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../ui/toast.ts', () => ({ toast }));

const me = { _id: 'u1', name: 'Sara Rahman', employee_id: 'E-1' };

const aTask = (id: string, title: string): Task => ({
  _id: id,
  title,
  dueAt: '2030-01-01T10:00:00.000Z',
  note: '',
  done: false,
  doneAt: null,
  overdue: false,
  assignee: me,
  creator: me,
  student: { studentId: 1042, fullName: 'Tahmid Hasan', openAs: 'Counselor' },
  createdAt: '2026-01-01T10:00:00.000Z',
});

/** Tasks on two pages, page 2 holding one task; completing a task takes it off the open pages. */
function fakeTasks() {
  const open = new Map([
    ['t1', aTask('t1', 'Call about the visa')],
    ['t2', aTask('t2', 'Send the offer letter')],
  ]);
  return fakeApi({
    'GET /tasks': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const rows = [...open.values()].filter((task) => (page === 2 ? task._id === 't2' : task._id === 't1'));
      return { body: { data: rows, page: { number: page, size: 50, hasNext: page === 1 && open.has('t2') } } };
    },
    'GET /tasks/assignees': { body: { data: [] } },
    'PATCH /tasks/t2': () => {
      const task = { ...aTask('t2', 'Send the offer letter'), done: true };
      open.delete('t2');
      return { body: { data: task } };
    },
  });
}

function showTasks() {
  const router = renderInArea(
    sessionOf('Super Admin'),
    '/area',
    [
      { index: true, element: <TasksPage /> },
      { path: 'student', element: <p>The student</p> },
    ],
    toast.error,
  );
  // useListAddress changes the address from the browser's (as a browser router keeps it): the memory router's, here
  router.subscribe(({ location }) => window.history.replaceState(null, '', location.pathname + location.search));
  return router;
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const lastListSearch = (calls: ReturnType<typeof fakeApi>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/tasks').at(-1)?.search;

beforeEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('the tasks page', { timeout: 30_000 }, () => {
  it('comes back from a student’s page, with Back, on the view, the Open/Done choice and the page left', async () => {
    const calls = fakeTasks();
    const router = showTasks();
    await screen.findByText('Call about the visa');

    fireEvent.click(screen.getByRole('radio', { name: 'Everyone' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=all&done=true'));
    fireEvent.click(await screen.findByRole('button', { name: 'NEXT >>' }));
    await waitFor(() => expect(lastListSearch(calls)).toBe('?done=true&page=2'));

    await router.navigate('/area/student');
    await screen.findByText('The student');
    await router.navigate(-1);

    await screen.findByText('Page 2');
    expect(checked('Everyone')).toBe(true);
    expect(checked('Done')).toBe(true);
    expect(lastListSearch(calls)).toBe('?done=true&page=2');
  });

  it('steps back to page 1 when the only task of page 2 is completed', async () => {
    fakeTasks();
    const router = showTasks();
    fireEvent.click(await screen.findByRole('button', { name: 'NEXT >>' }));
    expect(await screen.findByText('Send the offer letter')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Send the offer letter/ }));

    expect(await screen.findByText('Call about the visa')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.queryByText(/^Nothing to do/)).toBeNull();
    expect(router.state.location.search).toBe('');
  });
});
