import { Box, Burger, Group } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import { SearchButton } from '../features/search/components/SearchButton.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { Logo } from '../ui/Logo.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { RoleSelector } from './RoleSelector.tsx';
import { ThemeMenu } from './ThemeMenu.tsx';

export interface TopBarProps {
  session: Session;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ session, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const { t } = useTexts('shell');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={sidebarOpen}
          onClick={onToggleSidebar}
          size="sm"
          aria-label={sidebarOpen ? t('hideSidebar') : t('showSidebar')}
        />
        <Box visibleFrom="xs">
          <Logo />
        </Box>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <SearchButton session={session} />
        <RoleSelector session={session} />
        <NotificationBell session={session} />
        <ThemeMenu />
        <AccountMenu session={session} />
      </Group>
    </Group>
  );
}
