import type { Role } from '@studydesk/shared/role-names';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, showInArea } from '../../../test-support.tsx';
import { NewTaskModal } from './NewTaskModal.tsx';

afterEach(() => vi.unstubAllGlobals());

const showFor = async (role: Role) => {
  fakeApi({ 'GET /tasks/assignees': { body: { data: [] } } });
  showInArea(<NewTaskModal opened onClose={() => undefined} selfId="u1" />, role, () => undefined);
  await screen.findByRole('button', { name: 'Create task' });
};

describe('a new task’s student', { timeout: 30_000 }, () => {
  it.each<Role>(['Hr', 'Accounts', 'Software Engineer'])(
    'is not asked of %s, whose student numbers the server finds no student for',
    async (role) => {
      await showFor(role);
      expect(screen.queryByRole('textbox', { name: 'Student ID (optional)' })).toBeNull();
    },
  );

  it.each<Role>(['Counselor', 'Admin Office Visa Section', 'receptionist'])('is asked of %s', async (role) => {
    await showFor(role);
    expect(screen.getByRole('textbox', { name: 'Student ID (optional)' })).toBeTruthy();
  });
});
