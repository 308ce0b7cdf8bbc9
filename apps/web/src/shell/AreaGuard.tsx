import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@studydesk/shared/auth';
import type { Role } from '@studydesk/shared/role-names';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router';
import { useSession } from '../features/auth/queries.ts';
import { decideAccess } from '../guard.ts';
import { PUBLIC_PAGES } from '../page-paths.ts';
import { FullPageLoader } from './FullPageLoader.tsx';
import { OtherRolePanel } from './OtherRolePanel.tsx';

/**
 * SPEC.md section 6: an area admits exactly its own role. Nobody signed in goes to /login with the page they
 * asked for; someone signed in with another role is told whose page it is and may switch if they hold that role.
 */
export function AreaGuard({ areaRole, children }: { areaRole: Role; children: (session: Session) => ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const session = useSession();

  if (session.isPending) return <FullPageLoader />;
  if (session.isError) {
    return (
      <Center mih="100vh" p="md">
        <Paper withBorder radius="md" p="xl" maw={440}>
          <Stack>
            <Title order={3}>StudyDesk cannot check your sign-in</Title>
            <Text c="dimmed">{session.error.message}</Text>
            <Button onClick={() => void session.refetch()} loading={session.isFetching}>
              Try again
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }

  const decision = decideAccess(session.data, areaRole);
  if (decision.kind === 'sign-in')
    return <Navigate to={PUBLIC_PAGES.login.path()} replace state={{ from: location }} />;
  if (decision.kind === 'other-role' && session.data) {
    // A role switch sets the new session, then opens the new area, whose code may still be loading: until it comes,
    // this area's panel would offer to switch back to the role just left. Any page on its way is shown as loading.
    if (navigation.state !== 'idle') return <FullPageLoader />;
    return <OtherRolePanel session={session.data} areaRole={decision.areaRole} canSwitch={decision.canSwitch} />;
  }
  return session.data ? children(session.data) : null;
}
