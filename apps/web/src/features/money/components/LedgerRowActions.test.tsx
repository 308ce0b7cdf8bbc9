import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test-support.tsx';
import { commission } from '../ledger-test-api.ts';
import { LedgerRowActions } from './LedgerRowActions.tsx';

/** The row's menu with the dialog its items open, which the ledger page holds. */
function RowWithDialog() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <LedgerRowActions
        row={commission(1)}
        actions={{ onEdit: () => setOpen('Edit the row'), onWriteOff: () => setOpen('Write the row off') }}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open}>
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

describe("a ledger row's actions", { timeout: 30_000 }, () => {
  it.each(['Edit', 'Write off'])('give the focus back to the row menu when the dialog of %s closes', async (item) => {
    renderPage(<RowWithDialog />, vi.fn());
    const menu = await screen.findByRole('button', { name: 'Actions for Student 1, instalment 1 of 2' });
    fireEvent.click(menu);
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: item })).toBeNull());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menu));
  });
});
