import { Anchor, Box, Center, Group, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '../../../guard.ts';
import { PUBLIC_PAGES } from '../../../page-paths.ts';
import { Logo } from '../../../ui/Logo.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { useSession, useSetupStatus } from '../queries.ts';
import classes from './login-page.module.css';

// Only a new installation shows it; its schema (and zod) need not come with every sign-in page.
const SetupForm = lazy(async () => ({ default: (await import('../components/SetupForm.tsx')).SetupForm }));

interface LoginState {
  from?: unknown;
  signedOut?: boolean;
}

export function LoginPage() {
  useDocumentTitle('Sign in · StudyDesk');
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  const setupStatus = useSetupStatus();
  const session = useSession();

  const goOn = (next: Session) => navigate(afterSignInPath(state.from, next), { replace: true });

  // Someone already signed in has nothing to do here; right after Log Out the cached session is stale, so stay.
  if (session.data && !state.signedOut) return <Navigate to={afterSignInPath(state.from, session.data)} replace />;

  const needsSetup = setupStatus.data?.needsSetup === true;
  return (
    <div className={classes.page}>
      <BrandPanel />
      <div className={classes.formSide}>
        <Stack w="100%" maw={420} gap="lg">
          <Box hiddenFrom="md">
            <Logo size="lg" />
          </Box>
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            {setupStatus.isPending ? (
              <Waiting />
            ) : needsSetup ? (
              <Stack gap="lg">
                <Stack gap={4}>
                  <Title order={1} fz="h2">
                    Create the first Super Admin
                  </Title>
                  <Text c="dimmed" fz="sm">
                    StudyDesk has no accounts yet. The first account manages everyone else.
                  </Text>
                </Stack>
                <Suspense fallback={<Waiting />}>
                  <SetupForm codeRequired={setupStatus.data?.codeRequired === true} onSignedIn={goOn} />
                </Suspense>
              </Stack>
            ) : (
              <Stack gap="lg">
                <Stack gap={4}>
                  <Title order={1} fz="h2">
                    Sign in
                  </Title>
                  <Text c="dimmed" fz="sm">
                    Use your work e-mail address and password.
                  </Text>
                </Stack>
                <LoginForm onSignedIn={goOn} />
              </Stack>
            )}
          </Paper>
          <Group justify="center">
            <Anchor component={Link} to={PUBLIC_PAGES.home.path()} fz="sm" c="dimmed">
              ← Back to the home page
            </Anchor>
          </Group>
        </Stack>
      </div>
    </div>
  );
}

function Waiting() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

function BrandPanel() {
  const points = [
    'Student leads from first visit to visa outcome',
    'Counselling advice, documents and university applications in one place',
    'Each role sees exactly the work that is theirs',
  ];
  return (
    <aside className={classes.brand}>
      <Group gap={10}>
        <Text fw={700} fz={22} c="white">
          StudyDesk
        </Text>
      </Group>
      <Stack gap="lg" maw={420}>
        <Title order={2} c="white" fz={32} lh={1.2}>
          The office desk of your study-abroad consultancy.
        </Title>
        <List
          spacing="sm"
          c="white"
          icon={
            <ThemeIcon size={22} radius="xl" color="white" variant="white">
              <IconCheck size={14} color="var(--mantine-color-blue-8)" />
            </ThemeIcon>
          }
        >
          {points.map((point) => (
            <List.Item key={point}>
              <Text c="white" opacity={0.9}>
                {point}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Text fz="xs" c="white" opacity={0.7}>
        Staff only. Students use the upload link their counselor sends them.
      </Text>
    </aside>
  );
}
