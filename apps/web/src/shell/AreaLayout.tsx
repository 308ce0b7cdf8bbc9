import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadTexts } from '../i18n/i18n.ts';
import { StaffLanguage } from '../i18n/use-texts.ts';
import { loadToasts } from '../ui/ToastHost.tsx';
import { usePhone } from '../ui/use-phone.ts';
import { AreaGuard } from './AreaGuard.tsx';
import classes from './area-layout.module.css';
import { FullPageLoader } from './FullPageLoader.tsx';
import { OfficeDates } from './OfficeDates.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

// The top bar, sidebar and bell read these: fetched with the layout's code, not after its first render.
preloadTexts(['shell', 'common', 'notifications']);

/** The layout of one area (SPEC.md 2.2): guard, top bar, sidebar and the page, in the staff's language (i18n). */
export function AreaLayout({ role }: { role: Role }) {
  // Work in an area ends in toasts; have them ready rather than fetched when the first one is due.
  useEffect(() => {
    loadToasts().catch(() => undefined);
  }, []);
  return (
    <StaffLanguage>
      <AreaGuard areaRole={role}>
        {(session) => (
          <OfficeDates>
            <AreaShell role={role} session={session} />
          </OfficeDates>
        )}
      </AreaGuard>
    </StaffLanguage>
  );
}

function AreaShell({ role, session }: { role: Role; session: Session }) {
  // SPEC.md 2.3: the sidebar is shown by default; on a phone it would cover the page, so there it starts closed.
  const [desktopOpen, desktop] = useDisclosure(true);
  const [mobileOpen, mobile] = useDisclosure(false);
  const isDesktop = !usePhone();
  const open = isDesktop ? desktopOpen : mobileOpen;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { desktop: !desktopOpen, mobile: !mobileOpen } }}
      padding="lg"
    >
      <AppShell.Header className={classes.header}>
        <TopBar session={session} sidebarOpen={open} onToggleSidebar={isDesktop ? desktop.toggle : mobile.toggle} />
      </AppShell.Header>
      {/* Collapsed, the sidebar is only moved out of view: inert keeps its links out of Tab and screen readers. */}
      <AppShell.Navbar className={classes.navbar} inert={!open}>
        <Sidebar role={role} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Container size="xl" px={0}>
          <Suspense fallback={<FullPageLoader />}>
            <Outlet context={session} />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
