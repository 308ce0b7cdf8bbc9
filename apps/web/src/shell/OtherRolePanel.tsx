import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSwitchRole } from '../features/auth/queries.ts';
import { PAGES } from '../page-paths.ts';
import { Logo } from '../ui/Logo.tsx';

export interface OtherRolePanelProps {
  session: Session;
  areaRole: Role;
  canSwitch: boolean;
}

/** Shown instead of the page when the active role is not the area's role. */
export function OtherRolePanel({ session, areaRole, canSwitch }: OtherRolePanelProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const switchRole = useSwitchRole();
  const ownDashboard = PAGES.dashboard.path(session.user.role);

  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Stack align="center" gap="lg" maw={480} w="100%">
        <Logo size="lg" />
        <Paper withBorder radius="md" p="xl" w="100%" shadow="sm">
          <Stack gap="md">
            <ThemeIcon size={44} radius="xl" variant="light" color="orange" aria-hidden>
              <IconLock size={24} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} fz="h3">
              This page belongs to the {areaRole} area
            </Title>
            <Text c="dimmed">
              You are signed in as {session.user.name}, working as {session.user.role}.{' '}
              {canSwitch
                ? `You also hold the ${areaRole} role: switch to it to open this page.`
                : `Only staff working as ${areaRole} can open it.`}
            </Text>
            <Group>
              {canSwitch && (
                <Button
                  loading={switchRole.isPending}
                  onClick={() =>
                    switchRole.mutate(areaRole, {
                      // The same address now passes the guard; replace so Back does not return to this panel.
                      onSuccess: () => navigate(location, { replace: true }),
                    })
                  }
                >
                  Switch to {areaRole}
                </Button>
              )}
              <Button component={Link} to={ownDashboard} variant={canSwitch ? 'default' : 'filled'}>
                Go to my dashboard
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
