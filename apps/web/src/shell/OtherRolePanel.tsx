import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSwitchRole } from '../features/auth/queries.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { PAGES } from '../page-paths.ts';
import { Logo } from '../ui/Logo.tsx';

export interface OtherRolePanelProps {
  session: Session;
  areaRole: Role;
  canSwitch: boolean;
}

/** Shown instead of the page when the active role is not the area's role. */
export function OtherRolePanel({ session, areaRole, canSwitch }: OtherRolePanelProps) {
  const { t } = useTexts('shell');
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
              {t('otherRole.title', { area: areaRole })}
            </Title>
            <Text c="dimmed">
              {t('otherRole.signedInAs', { name: session.user.name, role: session.user.role })}{' '}
              {canSwitch
                ? t('otherRole.canSwitch', { area: areaRole })
                : t('otherRole.cannotSwitch', { area: areaRole })}
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
                  {t('otherRole.switch', { area: areaRole })}
                </Button>
              )}
              <Button component={Link} to={ownDashboard} variant={canSwitch ? 'default' : 'filled'}>
                {t('otherRole.dashboard')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
