import { Center, Loader, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Session } from '@studydesk/shared/auth';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '../../../guard.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { useSession, useSetupStatus } from '../queries.ts';
import { AuthFrame, AuthHeading } from './AuthFrame.tsx';

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
    <AuthFrame back="home">
      {setupStatus.isPending ? (
        <Waiting />
      ) : needsSetup ? (
        <Stack gap="lg">
          <AuthHeading
            title="Create the first Super Admin"
            intro="StudyDesk has no accounts yet. The first account manages everyone else."
          />
          <Suspense fallback={<Waiting />}>
            <SetupForm codeRequired={setupStatus.data?.codeRequired === true} onSignedIn={goOn} />
          </Suspense>
        </Stack>
      ) : (
        <Stack gap="lg">
          <AuthHeading title="Sign in" intro="Use your work e-mail address and password." />
          <LoginForm onSignedIn={goOn} />
        </Stack>
      )}
    </AuthFrame>
  );
}

function Waiting() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
