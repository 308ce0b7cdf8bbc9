import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import { IconChevronDown, IconLogout, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { SESSION_KEY } from '../api/query-client.ts';
import { useLogout } from '../features/auth/queries.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES, PUBLIC_PAGES } from '../page-paths.ts';

export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTexts('shell');
  const { user } = session;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        // Leave first, with a marker, so the sign-in page does not bounce back on the session still cached.
        await navigate(PUBLIC_PAGES.login.path(), { replace: true, state: { signedOut: true } });
        queryClient.clear();
        queryClient.setQueryData(SESSION_KEY, null);
      },
    });

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton py={4} px={6} style={{ borderRadius: 8 }}>
          {/* Named by its content, "Account: <name>", where the initials and the name on the screen are only shown:
              an aria-label beside visible initials it did not contain failed axe's label-in-name rule. */}
          <VisuallyHidden>{t('account', { name: user.name })}</VisuallyHidden>
          <Group gap={8} wrap="nowrap" aria-hidden>
            <Avatar src={user.profilePic} name={user.name} color="initials" radius="xl" size={32} alt="" />
            <Text fz="sm" fw={500} visibleFrom="md" maw={160} truncate>
              {user.name}
            </Text>
            <IconChevronDown size={14} stroke={1.6} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={PAGES.settings.path(user.role)}
          leftSection={<IconSettings size={16} stroke={1.6} />}
        >
          {t('settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          // Mantine colours an item with shade 6 (3.3:1 on white); the readable text shade instead (issue 22).
          c="var(--mantine-color-red-text)"
          leftSection={<IconLogout size={16} stroke={1.6} />}
          disabled={logout.isPending}
          onClick={signOut}
        >
          {t('logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
