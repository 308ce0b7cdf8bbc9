import type { Task } from '@studydesk/shared/tasks';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { TasksTable } from './TasksTable.tsx';

afterEach(() => vi.unstubAllGlobals());

const task: Task = {
  _id: 't1',
  title: 'Book the visa appointment',
  dueAt: '2026-03-10T10:00:00Z',
  note: '',
  done: false,
  doneAt: null,
  overdue: false,
  assignee: { _id: 'u1', name: 'Sara Rahman', employee_id: 'E-1' },
  creator: { _id: 'u1', name: 'Sara Rahman', employee_id: 'E-1' },
  student: { studentId: 12345, fullName: 'Tahmina Akter' },
  createdAt: '2026-03-09T10:00:00Z',
};

describe('a task’s student', { timeout: 30_000 }, () => {
  it('links to the student in the visa area, whose details page also carries the applicant', async () => {
    fakeApi({});
    showInArea(<TasksTable tasks={[task]} />, 'Admin Office Visa Section', () => undefined);
    expect((await screen.findByRole('link', { name: 'Tahmina Akter (12345)' })).getAttribute('href')).toBe(
      '/visa-process/student-details/12345/none',
    );
  });
});
