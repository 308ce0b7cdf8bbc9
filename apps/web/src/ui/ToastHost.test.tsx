import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost.tsx';
import { toast } from './toast.ts';

/** How many times the toasts' module was loaded. */
const loaded = vi.hoisted(() => ({ times: 0 }));
vi.mock('./Toasts.tsx', async (importOriginal) => {
  loaded.times += 1;
  return importOriginal();
});

afterEach(() => {
  act(() => notifications.clean());
});

describe('ToastHost', () => {
  it('shows nothing, and loads nothing, until the first toast', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    // Long enough for a load started at once to have come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(loaded.times).toBe(0);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  });

  it('shows a toast raised before the toasts were loaded, and the ones after', async () => {
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    act(() => toast.error('The server cannot be reached.'));
    // The first toast waits for the toasts' module to load: on a busy machine (CI beside other work) over the second
    // findByText waits by default.
    expect(await screen.findByText('The server cannot be reached.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(loaded.times).toBe(1);
    act(() => toast.success('Student saved'));
    expect(await screen.findByText('Student saved')).toBeTruthy();
  });
});
