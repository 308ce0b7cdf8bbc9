import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAPhone } from '../test-media.ts';
import { renderInArea, sessionOf } from '../test-support.tsx';
import { AreaLayout } from './AreaLayout.tsx';

// The layout's own parts only: the guard passes, and the top bar is its burger (the real one holds the live
// notifications' connection and the office's settings, which are not what is tested here).
vi.mock('./AreaGuard.tsx', () => ({
  AreaGuard: ({ children }: { children: (session: Session) => ReactNode }) => children(sessionOf('Super Admin')),
}));
vi.mock('./OfficeDates.tsx', () => ({ OfficeDates: ({ children }: { children: ReactNode }) => children }));
vi.mock('./TopBar.tsx', () => ({
  TopBar: ({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) => (
    <button type="button" onClick={onToggleSidebar}>
      {sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
    </button>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

// a prop named `role`, not an ARIA role: passed as a value, as the router does
const SUPER_ADMIN: Role = 'Super Admin';

function showLayout() {
  renderInArea(
    sessionOf('Super Admin'),
    '/super-admin',
    [{ index: true, element: <AreaLayout role={SUPER_ADMIN} /> }],
    () => {},
  );
}

/** Whether the sidebar's links are out of reach (Tab, screen readers): the navbar around them is inert. */
async function sidebarInert() {
  const nav = await screen.findByRole('navigation', { name: 'Super Admin navigation', hidden: true });
  return nav.closest('[inert]') !== null;
}

describe('the area sidebar', () => {
  it('keeps the links of a closed sidebar out of reach on a phone, and in reach once opened', async () => {
    onAPhone();
    showLayout();
    // a phone's sidebar starts closed
    const show = await screen.findByRole('button', { name: 'Show sidebar' });
    expect(await sidebarInert()).toBe(true);
    fireEvent.click(show);
    expect(await sidebarInert()).toBe(false);
  });

  it('leaves the sidebar shown on a wide screen in reach, and takes it out once hidden', async () => {
    showLayout();
    expect(await sidebarInert()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(await sidebarInert()).toBe(true);
  });
});
