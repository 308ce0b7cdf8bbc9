import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEmployee, fakeApi, showInArea } from '../../../test-support.tsx';
import { EmployeeActions } from './EmployeeActions.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("the Super Admin's account actions", { timeout: 30_000 }, () => {
  it.each(['Edit details', 'Reset password', 'Deactivate'])(
    'give the focus back to Manage when the dialog of %s closes',
    async (item) => {
      fakeApi({});
      showInArea(<EmployeeActions employee={anEmployee()} />, 'Super Admin', vi.fn());
      const manage = await screen.findByRole('button', { name: 'Manage' });
      fireEvent.click(manage);
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      const dialog = await screen.findByRole('dialog');
      // the menu item that had the focus is gone by now: focus would fall to the page's body
      await waitFor(() => expect(screen.queryByRole('menuitem', { name: item })).toBeNull());
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(manage));
    },
  );
});
