import type { Role } from '@studydesk/shared/role-names';
import type { Task } from '@studydesk/shared/tasks';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { TasksTable } from './TasksTable.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Opened in the visa area: a student of the visa desk. */
const student: NonNullable<Task['student']> = {
  studentId: 12345,
  fullName: 'Tahmina Akter',
  openAs: 'Admin Office Visa Section',
};

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
  student,
  createdAt: '2026-03-09T10:00:00Z',
};

const showAs = (role: Role, shown: Task) => showInArea(<TasksTable tasks={[shown]} />, role, () => undefined);

describe('a task’s student', { timeout: 30_000 }, () => {
  it('links to the student in the visa area, whose details page also carries the applicant', async () => {
    fakeApi({});
    showAs('Admin Office Visa Section', task);
    expect((await screen.findByRole('link', { name: 'Tahmina Akter (12345)' })).getAttribute('href')).toBe(
      '/visa-process/student-details/12345/none',
    );
  });

  it('links to the student where the area has their page', async () => {
    fakeApi({});
    showAs('receptionist', { ...task, student: { ...student, openAs: 'receptionist' } });
    expect((await screen.findByRole('link', { name: 'Tahmina Akter (12345)' })).getAttribute('href')).toBe(
      '/receptionist/student-details/12345/none',
    );
  });

  it('is named, not linked, in an area without student pages (Hr)', async () => {
    fakeApi({});
    showAs('Hr', { ...task, student: { ...student, openAs: 'Hr' } });
    expect(await screen.findByText('Tahmina Akter (12345)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tahmina Akter (12345)' })).toBeNull();
  });

  it('links from Hr to the area of another role of theirs that opens the student, which offers the switch', async () => {
    fakeApi({});
    showAs('Hr', task);
    expect((await screen.findByRole('link', { name: 'Tahmina Akter (12345)' })).getAttribute('href')).toBe(
      '/visa-process/student-details/12345/none',
    );
  });
});
